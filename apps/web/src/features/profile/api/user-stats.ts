import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userStatsQueryKey } from '@/lib/query-keys';

/** The summary and the selection history. */
export function fetchUserStats(userId: number, signal?: AbortSignal) {
  return callApi('userStats', { params: { user_id: userId }, signal });
}

export function useUserStats(userId: number | undefined) {
  return useQuery({
    queryKey: userStatsQueryKey(userId ?? 0),
    queryFn: ({ signal }) => fetchUserStats(userId as number, signal),
    enabled: userId !== undefined,
  });
}
