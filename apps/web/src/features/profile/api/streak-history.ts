import type { StreakHistoryEntry } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/users/{id}/streak-history, newest first. */
export function fetchStreakHistory(
  userId: number,
  signal?: AbortSignal,
): Promise<StreakHistoryEntry[]> {
  return apiFetch<StreakHistoryEntry[]>(`/users/${userId}/streak-history`, { signal });
}

export function useStreakHistory(userId: number | undefined) {
  return useQuery({
    queryKey: ['streak-history', userId] as const,
    queryFn: ({ signal }) => fetchStreakHistory(userId as number, signal),
    enabled: userId !== undefined,
  });
}
