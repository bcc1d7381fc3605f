import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sportStatsQueryKey } from '@/lib/query-keys';

/** One stats object per sport. */
export function fetchStatsBySport(userId: number, sportKey: string, signal?: AbortSignal) {
  return callApi('statsBySport', { params: { user_id: userId }, query: { sportKey }, signal });
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
