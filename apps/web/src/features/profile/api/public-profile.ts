import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { publicProfileQueryKey } from '@/lib/query-keys';

/** 404 when the profile is private (unless it is yours). */
export function fetchPublicProfile(userId: string, signal?: AbortSignal) {
  return callApi('publicProfile', { params: { userId }, signal });
}

export function usePublicProfile(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicProfileQueryKey(userId),
    queryFn: ({ signal }) => fetchPublicProfile(userId, signal),
    enabled,
  });
}
