import { z } from 'zod';

const price = z.number().int().nullable();
const point = z.number().nullable();

/**
 * The line of a game: American prices and points of the three markets, null
 * where a market has none. Every shape that carries a line (events, test
 * events, history rows, the feeds, the `events` table) uses these names.
 */
export const gameLineSchema = z.object({
  h2h_home_team_value: price,
  h2h_away_team_value: price,
  /** Only where a game can end in a draw. */
  h2h_draw_value: price,
  spreads_home_team_value: price,
  spreads_home_team_point: point,
  spreads_away_team_value: price,
  spreads_away_team_point: point,
  totals_over_value: price,
  totals_over_point: point,
  totals_under_value: price,
  totals_under_point: point,
});
export type GameLine = z.infer<typeof gameLineSchema>;
export type GameLineField = keyof GameLine;
export const GAME_LINE_FIELDS = gameLineSchema.keyof().options;
/** The fields holding whole American prices, and those holding points, in the order above. */
export const GAME_LINE_PRICE_FIELDS = GAME_LINE_FIELDS.filter(
  (field) => gameLineSchema.shape[field] === price,
);
export const GAME_LINE_POINT_FIELDS = GAME_LINE_FIELDS.filter(
  (field) => gameLineSchema.shape[field] === point,
);

/** A line with every market still closed. */
export const EMPTY_GAME_LINE: GameLine = Object.freeze(
  Object.fromEntries(GAME_LINE_FIELDS.map((field) => [field, null])) as GameLine,
);

/** The line of a larger object (an event row, a request body), without its other fields. */
export function pickGameLine(source: GameLine): GameLine {
  return Object.fromEntries(GAME_LINE_FIELDS.map((field) => [field, source[field]])) as GameLine;
}

/** One schema per line field, made by `make` (request bodies with their own checks). */
export function eachGameLineField<T extends z.ZodType>(
  make: (field: GameLineField) => T,
): Record<GameLineField, T> {
  return Object.fromEntries(GAME_LINE_FIELDS.map((field) => [field, make(field)])) as Record<
    GameLineField,
    T
  >;
}
