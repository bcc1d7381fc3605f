import type { SportStats } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sportStatsQueryKey } from '@/lib/query-keys';

/** GET /api/user/{id}/stats-by-sport?sportKey: one stats object per sport. */
export function fetchStatsBySport(
  userId: number,
  sportKey: string,
  signal?: AbortSignal,
): Promise<SportStats[]> {
  const query = new URLSearchParams({ sportKey });
  return apiFetch<SportStats[]>(`/user/${userId}/stats-by-sport?${query}`, { signal });
}

/** Only asked for when a sport is chosen; "All Sports" uses the overall summary. */
export function useSportStats(userId: number | undefined, sportKey: string | null) {
  return useQuery({
    queryKey: sportStatsQueryKey(userId, sportKey),
    queryFn: async ({ signal }) => {
      const list = await fetchStatsBySport(userId as number, sportKey as string, signal);
      return list.find((entry) => entry.sport_key === sportKey) ?? null;
    },
    enabled: userId !== undefined && sportKey !== null,
  });
}
