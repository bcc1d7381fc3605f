import { z } from 'zod';
import { MAX_STAKE, MIN_STAKE, STAKE_RANGE_MESSAGE } from '../rules/stakes';
import {
  LINE_SELECTION_TYPES,
  LINE_SELECTION_VALUES,
  MARKETS,
  MONEYLINE_SELECTION_VALUES,
  OUTCOMES,
  SELECTION_TYPES,
  SELECTION_VALUES,
} from '../rules/value-lists';
import { MAX_ID, pathUserIdSchema } from './common';
import { MAX_STATUS_EVENTS } from './sentiment-messages';

// The messages live apart from the schemas so that code without zod can use them.
export * from './sentiment-messages';

export const marketSchema = z.enum(MARKETS, {
  error: 'Sentiment type must be moneyline, spread or totals.',
});

export const selectionTypeSchema = z.enum(SELECTION_TYPES, {
  error: 'selection_type must be Take, Pass or Draw.',
});

export const outcomeSchema = z.enum(OUTCOMES);

const userId = z
  .number({ error: 'user_id must be a number.' })
  .int()
  .positive()
  .max(MAX_ID, 'user_id is too large.')
  .optional();
const eventId = z
  .string({ error: 'event_id is required.' })
  .min(1, 'event_id is required.')
  .max(200);
const stake = z
  .number({ error: STAKE_RANGE_MESSAGE })
  .int(STAKE_RANGE_MESSAGE)
  .min(MIN_STAKE, STAKE_RANGE_MESSAGE)
  .max(MAX_STAKE, STAKE_RANGE_MESSAGE);
/**
 * Spread and totals: 0 (or null) says "no stake", which is right for a
 * non-custom choice; a custom value still needs 1 to 5 (checked with the line).
 */
const lineStake = z
  .number({ error: STAKE_RANGE_MESSAGE })
  .int(STAKE_RANGE_MESSAGE)
  .min(0, STAKE_RANGE_MESSAGE)
  .max(MAX_STAKE, STAKE_RANGE_MESSAGE);

/** The `submitMoneyline` body (user form and test form). */
export const moneylineSentimentBodySchema = z.strictObject({
  user_id: userId,
  event_id: eventId,
  selection_type: selectionTypeSchema,
  selection_value: z
    .enum(MONEYLINE_SELECTION_VALUES, { error: 'selection_value must be home, away or draw.' })
    .optional(),
  /** The price the user saw for the side backed; when given, a moved price answers 409. */
  default_value: z.number().nullable().optional(),
  confidence_points: stake.optional(),
  confidence_points_staked: stake.optional(),
});
export type MoneylineSentimentBody = z.infer<typeof moneylineSentimentBodySchema>;

/** The `submitLine` body, spread or totals (user form and test form). */
export const lineSentimentBodySchema = z.strictObject({
  user_id: userId,
  event_id: eventId,
  selection_type: z.enum(LINE_SELECTION_TYPES, { error: 'selection_type must be Take or Pass.' }),
  selection_value: z
    .enum(LINE_SELECTION_VALUES, {
      error: 'selection_value must be home, away, over or under.',
    })
    .optional(),
  default_value: z.number({ error: 'default_value must be a number.' }).nullable().optional(),
  custom_value: z.number({ error: 'custom_value must be a number.' }).nullable().optional(),
  is_custom: z.boolean({ error: 'is_custom must be true or false.' }).optional(),
  staked_ip: lineStake.nullable().optional(),
  confidence_points_staked: lineStake.nullable().optional(),
});
export type LineSentimentBody = z.infer<typeof lineSentimentBodySchema>;

/** The `quickSentiment` body, take or pass: a moneyline stake of 1. */
export const quickSentimentBodySchema = z.strictObject({ user_id: userId, event_id: eventId });
export type QuickSentimentBody = z.infer<typeof quickSentimentBodySchema>;

export const storedSentimentSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  market: marketSchema,
  selection_type: selectionTypeSchema,
  selection_value: z.enum(SELECTION_VALUES),
  default_value: z.number().nullable(),
  custom_value: z.number().nullable(),
  is_custom: z.boolean(),
  confidence_points_staked: z.number().int(),
  staked_ip: z.number().int(),
  price: z.number().int().nullable(),
});
export type StoredSentiment = z.infer<typeof storedSentimentSchema>;

export const sentimentSubmitResponseSchema = z.object({
  message: z.string(),
  sentiment: storedSentimentSchema,
  balances: z.object({ confidence_points: z.number().int(), ip_points: z.number().int() }),
});
export type SentimentSubmitResponse = z.infer<typeof sentimentSubmitResponseSchema>;

/** 409 body when the line moved: the current line, so the user can decide again. */
export const lineMovedResponseSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current_default_value: z.number().nullable(),
  current_price: z.number().int().nullable(),
});
export type LineMovedResponse = z.infer<typeof lineMovedResponseSchema>;

export const sentimentCheckParamsSchema = z.object({
  type: marketSchema,
  userId: pathUserIdSchema,
  eventId: z.string().min(1).max(200),
});

export const sentimentCheckResponseSchema = z.object({
  submitted: z.boolean(),
  selection_type: selectionTypeSchema.nullable(),
  selection_value: z.string().nullable(),
  custom_value: z.number().nullable(),
  confidence_points_staked: z.number().int().nullable(),
  staked_ip: z.number().int().nullable(),
  outcome: outcomeSchema.nullable(),
});
export type SentimentCheckResponse = z.infer<typeof sentimentCheckResponseSchema>;

/**
 * The `mySentiments` query, event_ids=a,b,c: the signed-in user's sentiments on
 * these events, in one request (the schedule shows many games at once).
 */
export const mySentimentsQuerySchema = z.strictObject({
  event_ids: z
    .string({ error: 'event_ids is required: a comma-separated list of event ids.' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(200, 'Event id is too long.'))
        .min(1, 'event_ids is required: a comma-separated list of event ids.')
        .max(MAX_STATUS_EVENTS, `Ask for at most ${MAX_STATUS_EVENTS} events at once.`),
    ),
});

export const mySentimentSchema = sentimentCheckResponseSchema.extend({
  event_id: z.string(),
  market: marketSchema,
});
export type MySentiment = z.infer<typeof mySentimentSchema>;
export const mySentimentsResponseSchema = z.array(mySentimentSchema);
