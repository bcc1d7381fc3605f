import type { Market } from '@takeline/contract';

/**
 * Query keys that more than one feature touches. Features never import each
 * other, so a feature that changes data another one shows (placing a
 * sentiment changes the profile's statistics and the event's stats) finds the
 * keys here. The profile's own key lives with its query in lib/profile-query.ts.
 */
export const scheduleQueryKey = ['schedule'] as const;
export const leaderboardQueryKey = ['leaderboard'] as const;

export const sentimentStatusQueryKey = ['sentiment-status'] as const;
export function sentimentStatusKey(market: Market, userId: number | null, eventId: string) {
  return [...sentimentStatusQueryKey, market, userId, eventId] as const;
}

/** The `userStats` endpoint: the summary and the selection history. */
export const userStatsQueryRoot = ['user-stats'] as const;
export function userStatsQueryKey(userId: number) {
  return [...userStatsQueryRoot, userId] as const;
}

/** The `statsBySport` endpoint. */
export const sportStatsQueryRoot = ['stats-by-sport'] as const;
export function sportStatsQueryKey(userId: number | undefined, sportKey: string | null) {
  return [...sportStatsQueryRoot, userId, sportKey] as const;
}

/** The `publicProfile` endpoint: XP, IP and rank as others see them. */
export const publicProfileQueryRoot = ['public-profile'] as const;
export function publicProfileQueryKey(userId: string) {
  return [...publicProfileQueryRoot, userId] as const;
}

/** The `eventStats` and `eventParticipants` endpoints. */
export const eventStatsQueryRoot = ['event-stats'] as const;
export function eventStatsQueryKey(eventId: string) {
  return [...eventStatsQueryRoot, eventId] as const;
}
export const eventParticipantsQueryRoot = ['event-participants'] as const;
export function eventParticipantsQueryKey(eventId: string) {
  return [...eventParticipantsQueryRoot, eventId] as const;
}

/** The `liveScores` endpoint, by sport. */
export const liveScoresQueryRoot = ['live-scores'] as const;
export function liveScoresQueryKey(sportKey: string) {
  return [...liveScoresQueryRoot, sportKey] as const;
}

/** The `eventCrowd` and `lineHistory` endpoints (the live stream refreshes them). */
export const eventCrowdQueryRoot = ['event-crowd'] as const;
export function eventCrowdQueryKey(eventId: string) {
  return [...eventCrowdQueryRoot, eventId] as const;
}
export const lineHistoryQueryRoot = ['line-history'] as const;
export function lineHistoryQueryKey(eventId: string) {
  return [...lineHistoryQueryRoot, eventId] as const;
}
