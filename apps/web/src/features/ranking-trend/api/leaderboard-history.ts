import type { LeaderboardHistoryPoint } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/users/leaderboard/history/{userId} */
export function fetchLeaderboardHistory(
  userId: string,
  signal?: AbortSignal,
): Promise<LeaderboardHistoryPoint[]> {
  return apiFetch<LeaderboardHistoryPoint[]>(
    `/users/leaderboard/history/${encodeURIComponent(userId)}`,
    { signal },
  );
}

export function useLeaderboardHistory(userId: string) {
  return useQuery({
    queryKey: ['leaderboard-history', userId] as const,
    queryFn: ({ signal }) => fetchLeaderboardHistory(userId, signal),
  });
}
