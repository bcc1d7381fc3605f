import type { ScheduledGame } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useStreamUp } from '@/lib/live-stream-status';
import { scheduleQueryKey } from '@/lib/query-keys';
import type { LiveScheduledGame } from '@/lib/started-games';

/** docs/screens.md#current-schedule: duplicates by id are dropped (the first one stays). */
export function uniqueById(games: readonly ScheduledGame[]): ScheduledGame[] {
  const seen = new Set<string>();
  return games.filter((game) => {
    if (seen.has(game.id)) return false;
    seen.add(game.id);
    return true;
  });
}

/**
 * The current schedule of a sport. A failure is logged and shows an empty list
 * (docs/screens.md#loading-and-failures).
 */
export async function fetchSchedule(
  sportKey: string,
  signal?: AbortSignal,
): Promise<ScheduledGame[]> {
  try {
    const games = await callApi('currentSchedule', { params: { sportKey }, signal });
    return Array.isArray(games) ? uniqueById(games) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('schedule fetch failed', error);
    return [];
  }
}

/**
 * Reloads whenever the tab opens or the sport changes (docs/screens.md#home-tabs, decision 0031):
 * never fresh for long.
 */
export function useSchedule(sportKey: string) {
  const streamUp = useStreamUp();
  return useQuery({
    queryKey: [...scheduleQueryKey, sportKey],
    queryFn: ({ signal }): Promise<LiveScheduledGame[]> => fetchSchedule(sportKey, signal),
    staleTime: 0,
    // The live stream moves crowds, lines and starts in place; while it is down, a reload
    // every minute stands in (docs/screens.md#live-push).
    refetchInterval: streamUp ? false : 60_000,
  });
}
