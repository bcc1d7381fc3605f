import type { UserStatsResponse } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { userStatsQueryKey } from '@/lib/query-keys';

/** GET /api/user/{id}/stats: the summary and the selection history. */
export function fetchUserStats(userId: number, signal?: AbortSignal): Promise<UserStatsResponse> {
  return apiFetch<UserStatsResponse>(`/user/${userId}/stats`, { signal });
}

export function useUserStats(userId: number | undefined) {
  return useQuery({
    queryKey: userStatsQueryKey(userId ?? 0),
    queryFn: ({ signal }) => fetchUserStats(userId as number, signal),
    enabled: userId !== undefined,
  });
}
