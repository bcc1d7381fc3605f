import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function fetchLeaderboardHistory(userId: string, signal?: AbortSignal) {
  return callApi('leaderboardHistory', { params: { userId }, signal });
}

export function useLeaderboardHistory(userId: string) {
  return useQuery({
    queryKey: ['leaderboard-history', userId] as const,
    queryFn: ({ signal }) => fetchLeaderboardHistory(userId, signal),
  });
}
