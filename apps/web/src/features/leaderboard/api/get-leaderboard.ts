import type { LeaderboardRow } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardQueryKey } from '@/lib/query-keys';

/** GET /users/leaderboard, loaded when the tab opens. */
export function useLeaderboard() {
  return useQuery({
    queryKey: leaderboardQueryKey,
    queryFn: ({ signal }) => apiFetch<LeaderboardRow[]>('/users/leaderboard', { signal }),
    staleTime: 0,
  });
}
