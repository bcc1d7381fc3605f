import { z } from 'zod';
import { LINE_MARKETS, MARKETS } from '../rules/value-lists';
import { isoDateTimeSchema } from './common';
import { marketSchema } from './sentiment';

const count = z.number().int();
/** A share of a market's picks, 0 to 1; null while the market has no picks. */
const share = z.number().nullable();

/**
 * The crowd of one market (docs/game-rules.md#9-the-crowd): how many picks took, passed and
 * drew, their shares (adding up to 1), and for spread and totals the crowd line beside the
 * book's.
 */
export const crowdMarketSchema = z.object({
  market: marketSchema,
  /** Every pick on the market: takes + passes + draws. */
  picks: count,
  takes: count,
  passes: count,
  /** Moneyline in draw sports only; 0 elsewhere. */
  draws: count,
  take_share: share,
  pass_share: share,
  draw_share: share,
  /**
   * Spread and totals: the influence-weighted median of the values the picks hold, on the
   * market's 0.5 step. Spread values are the favourite's signed point (-1.5), totals the
   * over point. Null for moneyline and while the market has no picks.
   */
  crowd_line: z.number().nullable(),
  /** The sportsbook's line now, in the same terms; null for moneyline or a closed market. */
  book_line: z.number().nullable(),
  /** When the last pick on this market arrived; null without picks. */
  updated_at: isoDateTimeSchema.nullable(),
});
export type CrowdMarket = z.infer<typeof crowdMarketSchema>;

/** `GET /event/:eventId/crowd`: every market, always all three (zero counts without picks). */
export const eventCrowdSchema = z.object({
  event_id: z.string(),
  markets: z.object({
    moneyline: crowdMarketSchema,
    spread: crowdMarketSchema,
    totals: crowdMarketSchema,
  }),
  /** The newest of the markets' `updated_at`; null while the event has no picks. */
  updated_at: isoDateTimeSchema.nullable(),
});
export type EventCrowd = z.infer<typeof eventCrowdSchema>;

/**
 * The compact crowd of one market on a schedule row (and in `crowd` stream events): shares and
 * the crowd line, without the counts by side.
 */
export const crowdSummaryMarketSchema = crowdMarketSchema.pick({
  picks: true,
  take_share: true,
  pass_share: true,
  draw_share: true,
  crowd_line: true,
});
export type CrowdSummaryMarket = z.infer<typeof crowdSummaryMarketSchema>;

/** A schedule row's crowd: one entry per market, null for a market without picks. */
export const crowdSummarySchema = z.object({
  moneyline: crowdSummaryMarketSchema.nullable(),
  spread: crowdSummaryMarketSchema.nullable(),
  totals: crowdSummaryMarketSchema.nullable(),
});
export type CrowdSummary = z.infer<typeof crowdSummarySchema>;

/** A crowd with no picks anywhere, as a schedule row without picks carries it. */
export const EMPTY_CROWD_SUMMARY: CrowdSummary = Object.freeze(
  Object.fromEntries(MARKETS.map((market) => [market, null])) as CrowdSummary,
);

export const LINE_HISTORY_SOURCES = ['book', 'crowd'] as const;
export type LineHistorySource = (typeof LINE_HISTORY_SOURCES)[number];

/** The prices of a market at a book point; null where the market has no such side. */
export const linePricesSchema = z.object({
  home: z.number().int().nullable(),
  away: z.number().int().nullable(),
  /** Moneyline in draw sports only. */
  draw: z.number().int().nullable(),
  over: z.number().int().nullable(),
  under: z.number().int().nullable(),
});
export type LinePrices = z.infer<typeof linePricesSchema>;

/**
 * One point of a line over time (docs/game-rules.md#9-the-crowd).
 * - `book`: the sportsbook's market after a change of its price or point. `line` is the
 *   favourite's signed spread point or the over point (null for moneyline); `prices` its prices.
 * - `crowd`: the crowd line of a spread or totals market (at most one point a minute per
 *   market); `prices` is null.
 */
export const linePointSchema = z.object({
  at: isoDateTimeSchema,
  market: marketSchema,
  source: z.enum(LINE_HISTORY_SOURCES),
  line: z.number().nullable(),
  prices: linePricesSchema.nullable(),
});
export type LinePoint = z.infer<typeof linePointSchema>;

/** `GET /event/:eventId/line-history`: every point of every market, oldest first. */
export const lineHistorySchema = z.object({
  event_id: z.string(),
  points: z.array(linePointSchema),
});
export type LineHistory = z.infer<typeof lineHistorySchema>;

/** The markets with a crowd line. */
export const CROWD_LINE_MARKETS = LINE_MARKETS;
