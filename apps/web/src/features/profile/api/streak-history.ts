import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Newest first. */
export function fetchStreakHistory(userId: number, signal?: AbortSignal) {
  return callApi('streakHistory', { params: { user_id: userId }, signal });
}

export function useStreakHistory(userId: number | undefined) {
  return useQuery({
    queryKey: ['streak-history', userId] as const,
    queryFn: ({ signal }) => fetchStreakHistory(userId as number, signal),
    enabled: userId !== undefined,
  });
}
