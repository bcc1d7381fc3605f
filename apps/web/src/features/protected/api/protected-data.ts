import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Asks with the stored bearer token (decision 0041). */
export function fetchProtectedData(signal?: AbortSignal) {
  return callApi('protectedData', { signal, expireSessionOn401: false });
}

export function useProtectedData() {
  return useQuery({
    queryKey: ['protected'] as const,
    queryFn: ({ signal }) => fetchProtectedData(signal),
    retry: false,
  });
}
