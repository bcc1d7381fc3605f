import { z } from 'zod';

/**
 * The Odds API v4 answers (docs/feeds.md#odds, docs/feeds.md#scores), read leniently: unknown
 * fields are ignored and optional ones may be missing, so a new field on their side never breaks
 * ingest. Each event is checked on its own; a bad one is skipped.
 */
const outcomeSchema = z.looseObject({
  name: z.string(),
  price: z.number(),
  point: z.number().nullish(),
});

const marketSchema = z.looseObject({
  key: z.string(),
  last_update: z.string().nullish(),
  outcomes: z.array(outcomeSchema),
});

const bookmakerSchema = z.looseObject({
  key: z.string(),
  title: z.string().nullish(),
  last_update: z.string().nullish(),
  markets: z.array(marketSchema),
});

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

export const oddsEventSchema = z.looseObject({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: isoTime,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(bookmakerSchema).nullish(),
});
export type OddsApiEvent = z.infer<typeof oddsEventSchema>;
export type OddsApiBookmaker = z.infer<typeof bookmakerSchema>;
export type OddsApiMarket = z.infer<typeof marketSchema>;

export const scoresEventSchema = z.looseObject({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  scores: z.array(z.looseObject({ name: z.string(), score: z.string().nullish() })).nullish(),
  last_update: z.string().nullish(),
});
export type OddsApiScoresEvent = z.infer<typeof scoresEventSchema>;

export const errorBodySchema = z.looseObject({
  message: z.string().optional(),
  error_code: z.string().optional(),
});
