import type { ProtectedResponse } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/protected with the stored bearer token (decision 0041). */
export function fetchProtectedData(signal?: AbortSignal): Promise<ProtectedResponse> {
  return apiFetch<ProtectedResponse>('/protected', { signal, expireSessionOn401: false });
}

export function useProtectedData() {
  return useQuery({
    queryKey: ['protected'] as const,
    queryFn: ({ signal }) => fetchProtectedData(signal),
    retry: false,
  });
}
