import { z } from 'zod';
import { RANK_NAMES } from '../rules/ranks';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';

/** The most rows one leaderboard call answers (and the default page). */
export const LEADERBOARD_PAGE_SIZE = 100;

/**
 * The deepest page one call may ask for: ranking far down the table costs a
 * scan of it, so deeper pages are refused until positions are maintained
 * (docs/security.md#heavy-requests).
 */
export const LEADERBOARD_MAX_OFFSET = 10_000;

export const leaderboardQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, `limit must be 1 to ${LEADERBOARD_PAGE_SIZE}.`)
    .max(LEADERBOARD_PAGE_SIZE, `limit must be 1 to ${LEADERBOARD_PAGE_SIZE}.`)
    .default(LEADERBOARD_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int()
    .min(0, 'offset must be 0 or more.')
    .max(LEADERBOARD_MAX_OFFSET, `offset must be at most ${LEADERBOARD_MAX_OFFSET}.`)
    .default(0),
});

export const leaderboardRowSchema = z.object({
  /** Competition rank over all users (1, 2, 2, 4), whatever the page. */
  position: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  ranking_score: z.number().int(),
  rank_name: z.enum(RANK_NAMES),
  /** A simulated demo player (docs/game-rules.md#demo-players): shown with a "demo" mark. */
  is_demo: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardResponseSchema = z.array(leaderboardRowSchema);

export const leaderboardHistoryPointSchema = z.object({
  recorded_at: z.string(),
  ranking_score: z.number().int(),
  xp_points: z.number().int(),
  ip_points: z.number().int(),
});
export type LeaderboardHistoryPoint = z.infer<typeof leaderboardHistoryPointSchema>;
/**
 * A ranking trend: the points, with the player's name as the leaderboard shows it, so a
 * private player's trend is named without asking for their (private) profile.
 */
export const leaderboardHistoryResponseSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  points: z.array(leaderboardHistoryPointSchema),
});
export type LeaderboardHistoryResponse = z.infer<typeof leaderboardHistoryResponseSchema>;
