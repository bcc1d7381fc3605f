import type { Market } from '@takeline/contract';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './profile-query';
import {
  eventParticipantsQueryKey,
  eventStatsQueryKey,
  leaderboardQueryKey,
  publicProfileQueryRoot,
  sentimentStatusKey,
  sportStatsQueryRoot,
  userStatsQueryRoot,
} from './query-keys';

export interface PlacedSentiment {
  market: Market;
  userId: number | null;
  eventId: string;
}

/**
 * Everything a placed sentiment changes (docs/architecture.md#server-state: placing sentiment
 * reloads the profile): the balances, this market's locked status, the user's
 * statistics and history (a new pending selection), the event's stats and
 * participants, and the IP others see. Queries on screen reload at once; the
 * others are marked stale and reload when next shown, instead of serving the
 * old figures for the rest of their 15 seconds.
 */
export function refreshAfterSentiment(
  queryClient: QueryClient,
  placed: PlacedSentiment,
): Promise<unknown> {
  const keys = [
    profileQueryKey,
    sentimentStatusKey(placed.market, placed.userId, placed.eventId),
    userStatsQueryRoot,
    sportStatsQueryRoot,
    eventStatsQueryKey(placed.eventId),
    eventParticipantsQueryKey(placed.eventId),
    publicProfileQueryRoot,
    leaderboardQueryKey,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A lifecycle step (start, scores, completion) may settle sentiments, which
 * moves balances, ranks, statistics and schedules of any user: every query is
 * refreshed, as after an admin job.
 */
export function refreshEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
