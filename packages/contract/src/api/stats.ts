import { z } from 'zod';
import { eventStatusSchema, gameSchema, gameScoreSchema } from './events';
import { gameLineSchema } from './game-line';
import { marketSchema, outcomeSchema, selectionTypeSchema } from './sentiment';

const count = z.number().int();

/**
 * The stats summary (docs/screens.md#user-statistics, decision 0022): counts with their win counts.
 */
export const statsSummarySchema = z.object({
  total_selections: count,
  total_wins: count,
  /**
   * Added to the screen's list: settled Loss and Draw counts and the unsettled, so "Losses" need
   * not be guessed.
   */
  total_losses: count,
  total_draws: count,
  total_pending: count,
  moneyline_takes: count,
  moneyline_take_wins: count,
  moneyline_passes: count,
  moneyline_pass_wins: count,
  moneyline_draws: count,
  moneyline_draw_wins: count,
  spread_takes: count,
  spread_take_wins: count,
  spread_passes: count,
  spread_pass_wins: count,
  spread_non_custom_passes: count,
  spread_non_custom_pass_wins: count,
  spread_custom_passes: count,
  spread_custom_pass_wins: count,
  total_non_custom_takes: count,
  total_non_custom_take_wins: count,
  total_custom_takes: count,
  total_custom_take_wins: count,
  total_non_custom_passes: count,
  total_non_custom_pass_wins: count,
  total_custom_passes: count,
  total_custom_pass_wins: count,
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/**
 * A history row (docs/screens.md#recent-selections, decision 0022). total_score (home + away) and
 * win_margin (the winner's margin, |home - away|) are present once the sentiment is settled.
 */
export const historyRowSchema = z
  .object({
    event_id: z.string(),
    sport_key: z.string(),
    market_type: marketSchema,
    selection_type: selectionTypeSchema,
    selection_value: z.string(),
    custom_value: z.number().nullable(),
    outcome: outcomeSchema,
    xp_points: z.number().int(),
    ip_points: z.number().int(),
    submission_time: z.string(),
    commence_time: z.string(),
    away_team: z.string(),
    home_team: z.string(),
    /** The pick's id, for its shared page (docs/screens.md#shared-pick). */
    sentiment_id: z.number().int().optional(),
  })
  .extend(
    gameLineSchema.pick({
      h2h_away_team_value: true,
      h2h_home_team_value: true,
      spreads_away_team_point: true,
      spreads_home_team_point: true,
      totals_over_point: true,
    }).shape,
  )
  .extend(gameScoreSchema.shape)
  .extend({
    total_score: z.number().int().nullable().optional(),
    win_margin: z.number().int().nullable().optional(),
  });
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const userStatsResponseSchema = z.object({
  stats: statsSummarySchema,
  history: z.array(historyRowSchema),
});
export type UserStatsResponse = z.infer<typeof userStatsResponseSchema>;

export const statsBySportQuerySchema = z.strictObject({
  // An empty value (?sportKey=) means every sport, like leaving it out.
  sportKey: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export const sportStatsSchema = statsSummarySchema.extend({ sport_key: z.string() });
export type SportStats = z.infer<typeof sportStatsSchema>;
export const statsBySportResponseSchema = z.array(sportStatsSchema);

const average = z.number().nullable();

/** Added to the screen's list: the game the event stats are about, so the screen can name it. */
export const eventStatsGameSchema = gameSchema
  .omit({ id: true })
  .extend({ status: eventStatusSchema })
  .extend(gameScoreSchema.shape);
export type EventStatsGame = z.infer<typeof eventStatsGameSchema>;

/**
 * Event stats (docs/screens.md#6-event-stats, decision 0022). Averages are null when there is
 * nothing to average.
 */
export const eventStatsSchema = z.object({
  total_submissions: count,
  moneyline_takes: count,
  moneyline_take_wins: count,
  moneyline_passes: count,
  moneyline_pass_wins: count,
  /** Added to the screen's list: Draw picks in draw sports. */
  moneyline_draws: count,
  moneyline_draw_wins: count,
  spread_takes: count,
  spread_take_wins: count,
  spread_passes: count,
  spread_pass_wins: count,
  spread_custom_passes: count,
  spread_custom_pass_wins: count,
  spread_non_custom_passes: count,
  spread_non_custom_pass_wins: count,
  total_takes: count,
  total_take_wins: count,
  total_passes: count,
  total_pass_wins: count,
  total_custom_passes: count,
  total_custom_pass_wins: count,
  total_non_custom_passes: count,
  total_non_custom_pass_wins: count,
  spread_custom_avg: average,
  total_take_custom_avg: average,
  total_pass_custom_avg: average,
  game: eventStatsGameSchema,
});
export type EventStats = z.infer<typeof eventStatsSchema>;

export const participantSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  public_profile: z.union([z.literal(0), z.literal(1)]),
  /** A simulated demo player (docs/game-rules.md#demo-players): shown with a "demo" mark. */
  is_demo: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantsResponseSchema = z.array(participantSchema);
