import { z } from 'zod';

export const SPORT_NOT_FOUND_MESSAGE = 'Unknown sport.';

export const sportKeyParamSchema = z.object({ sportKey: z.string().max(100) });

export const EVENT_STATUSES = [
  'upcoming',
  'in_progress',
  'completed',
  'settled',
  'cancelled',
] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

const price = z.number().int().nullable();
const point = z.number().nullable();

/** Spec section 3 "Scheduled game". Null markets stay null. */
export const scheduledGameSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  commence_time: z.string(),
  h2h_home_team_value: price,
  h2h_away_team_value: price,
  h2h_draw_value: price,
  spreads_home_team_value: price,
  spreads_home_team_point: point,
  spreads_away_team_value: price,
  spreads_away_team_point: point,
  totals_over_value: price,
  totals_over_point: point,
  totals_under_value: price,
  totals_under_point: point,
  is_test: z.boolean(),
});
export type ScheduledGame = z.infer<typeof scheduledGameSchema>;
export const currentScheduleResponseSchema = z.array(scheduledGameSchema);

export const liveScoreSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_score: z.number().int().nullable(),
  away_team_score: z.number().int().nullable(),
  commence_time: z.string(),
});
export type LiveScore = z.infer<typeof liveScoreSchema>;
export const liveScoresResponseSchema = z.array(liveScoreSchema);

export const pastScoreSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_score: z.number().int(),
  away_team_score: z.number().int(),
  /** The winning team's name, or "Draw" on a tie. */
  winner: z.string(),
  points_diff: z.number().int(),
  commence_time: z.string(),
});
export type PastScore = z.infer<typeof pastScoreSchema>;
export const pastScoresResponseSchema = z.array(pastScoreSchema);

/** The largest past-scores answer; the newest games come first. */
export const PAST_SCORES_LIMIT = 5000;

/**
 * Optional narrowing of the past scores. The spec's web app filters by sport
 * and window on its side; asking the server to do it keeps the answer small.
 */
export const pastScoresQuerySchema = z.strictObject({
  sport_key: z.string().max(100).optional(),
  days: z.coerce
    .number({ error: 'days must be a number of days.' })
    .int('days must be a whole number.')
    .min(1, 'days must be at least 1.')
    .max(36_500, 'days must be at most 36500.')
    .optional(),
});
export type PastScoresQuery = z.infer<typeof pastScoresQuerySchema>;
