/**
 * Query keys that more than one feature touches: placing a sentiment refreshes
 * the profile (lib/profile-query.ts) and, when the line moved, the schedule.
 */
export const scheduleQueryKey = ['schedule'] as const;
export const leaderboardQueryKey = ['leaderboard'] as const;
export const sentimentStatusQueryKey = ['sentiment-status'] as const;
