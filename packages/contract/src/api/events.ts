import { z } from 'zod';
import { EVENT_STATUSES } from '../rules/value-lists';
import { crowdSummarySchema } from './crowd';
import { gameLineSchema } from './game-line';

export const SPORT_NOT_FOUND_MESSAGE = 'Unknown sport.';

export const sportKeyParamSchema = z.object({ sportKey: z.string().max(100) });

export const eventStatusSchema = z.enum(EVENT_STATUSES);

/** The teams and start of a game, as every event answer names them. */
export const gameSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  commence_time: z.string(),
});

/** Null before the game starts. */
export const gameScoreSchema = z.object({
  home_team_score: z.number().int().nullable(),
  away_team_score: z.number().int().nullable(),
});

/**
 * A scheduled game (docs/architecture.md#the-game-line). Null markets stay null
 * (docs/game-rules.md#closed-markets).
 */
export const scheduledGameSchema = gameSchema.extend(gameLineSchema.shape).extend({
  is_test: z.boolean(),
  /**
   * The crowd of each market (docs/game-rules.md#9-the-crowd). The server always sends it;
   * optional so rows made elsewhere (tests, the stream) need not.
   */
  crowd: crowdSummarySchema.optional(),
});
export type ScheduledGame = z.infer<typeof scheduledGameSchema>;
export const currentScheduleResponseSchema = z.array(scheduledGameSchema);

export const liveScoreSchema = gameSchema.omit({ sport_title: true }).extend(gameScoreSchema.shape);
export type LiveScore = z.infer<typeof liveScoreSchema>;
export const liveScoresResponseSchema = z.array(liveScoreSchema);

export const pastScoreSchema = gameSchema.omit({ sport_title: true }).extend({
  home_team_score: z.number().int(),
  away_team_score: z.number().int(),
  /** The winning team's name, or "Draw" on a tie. */
  winner: z.string(),
  points_diff: z.number().int(),
});
export type PastScore = z.infer<typeof pastScoreSchema>;
export const pastScoresResponseSchema = z.array(pastScoreSchema);

/** The largest past-scores answer; the newest games come first. */
export const PAST_SCORES_LIMIT = 5000;

/**
 * Optional narrowing of the past scores. The screen filters by sport and window
 * (docs/screens.md#past-scores, decision 0016); asking the server to do it keeps the answer small.
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
