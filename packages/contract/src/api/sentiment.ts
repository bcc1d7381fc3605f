import { z } from 'zod';

export const SENTIMENT_ALREADY_SUBMITTED_MESSAGE = 'Sentiment already submitted.';
export const EVENT_STARTED_MESSAGE = 'Event has started.';
export const NOT_ENOUGH_CONFIDENCE_MESSAGE = 'Not enough confidence points.';
export const NOT_ENOUGH_INFLUENCE_MESSAGE = 'Not enough influence points.';
export const LINE_MOVED_MESSAGE = 'The line has moved. Check the current line and decide again.';
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found.';
export const SENTIMENT_FOR_OTHER_USER_MESSAGE = 'You can only submit sentiment as yourself.';
export const SENTIMENT_OF_OTHER_USER_MESSAGE = 'You can only look up your own sentiment.';
export const DRAW_NOT_OFFERED_MESSAGE = 'Draw is only offered in sports that can end in a draw.';
export const NO_DRAW_PRICE_MESSAGE = 'This event has no draw price yet.';
export const DRAW_NEEDS_DRAW_VALUE_MESSAGE = 'selection_type Draw goes with selection_value draw.';
export const STAKE_REQUIRED_MESSAGE =
  'confidence_points is required: stake 1 to 5 confidence points.';
export const STAKES_DIFFER_MESSAGE =
  'confidence_points and confidence_points_staked differ; send one of them.';
export const CUSTOM_VALUE_REQUIRED_MESSAGE = 'custom_value is required when is_custom is true.';
export const marketClosedMessage = (market: string) => `This event has no ${market} line yet.`;
export const noCustomValueMessage = (market: string, selectionType: string) =>
  `A ${market} ${selectionType} takes no custom value.`;
export const customOutOfRangeMessage = (min: number, max: number) =>
  `custom_value must be from ${min} to ${max}.`;
export const customOffStepMessage = (step: number, line: number) =>
  `custom_value must be a whole number of ${step} steps from the line (${line}).`;
export const MIN_STAKE = 1;
export const MAX_STAKE = 5;

export const sentimentTypeSchema = z.enum(['moneyline', 'spread', 'totals'], {
  error: 'Sentiment type must be moneyline, spread or totals.',
});
export type SentimentType = z.infer<typeof sentimentTypeSchema>;

export const selectionTypeSchema = z.enum(['Take', 'Pass', 'Draw'], {
  error: 'selection_type must be Take, Pass or Draw.',
});
export type SelectionTypeValue = z.infer<typeof selectionTypeSchema>;

const userId = z.number({ error: 'user_id must be a number.' }).int().positive().optional();
const eventId = z
  .string({ error: 'event_id is required.' })
  .min(1, 'event_id is required.')
  .max(200);
const stake = z
  .number({ error: 'Stake must be a whole number from 1 to 5.' })
  .int('Stake must be a whole number from 1 to 5.')
  .min(MIN_STAKE, 'Stake must be a whole number from 1 to 5.')
  .max(MAX_STAKE, 'Stake must be a whole number from 1 to 5.');

/** POST /sentiment/moneyline (user form and test form). */
export const moneylineSentimentBodySchema = z.strictObject({
  user_id: userId,
  event_id: eventId,
  selection_type: selectionTypeSchema,
  selection_value: z
    .enum(['home', 'away', 'draw'], { error: 'selection_value must be home, away or draw.' })
    .optional(),
  /** The price the user saw for the side backed; when given, a moved price answers 409. */
  default_value: z.number().nullable().optional(),
  confidence_points: stake.optional(),
  confidence_points_staked: stake.optional(),
});
export type MoneylineSentimentBody = z.infer<typeof moneylineSentimentBodySchema>;

/** POST /sentiment/spread and /sentiment/totals (user form and test form). */
export const lineSentimentBodySchema = z.strictObject({
  user_id: userId,
  event_id: eventId,
  selection_type: z.enum(['Take', 'Pass'], { error: 'selection_type must be Take or Pass.' }),
  selection_value: z
    .enum(['home', 'away', 'over', 'under'], {
      error: 'selection_value must be home, away, over or under.',
    })
    .optional(),
  default_value: z.number({ error: 'default_value must be a number.' }).nullable().optional(),
  custom_value: z.number({ error: 'custom_value must be a number.' }).nullable().optional(),
  is_custom: z.boolean({ error: 'is_custom must be true or false.' }).optional(),
  staked_ip: stake.nullable().optional(),
  confidence_points_staked: stake.nullable().optional(),
});
export type LineSentimentBody = z.infer<typeof lineSentimentBodySchema>;

/** POST /sentiments/take and /sentiments/pass: a moneyline stake of 1. */
export const quickSentimentBodySchema = z.strictObject({ user_id: userId, event_id: eventId });
export type QuickSentimentBody = z.infer<typeof quickSentimentBodySchema>;

export const storedSentimentSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  market: sentimentTypeSchema,
  selection_type: selectionTypeSchema,
  selection_value: z.enum(['home', 'away', 'draw', 'over', 'under']),
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
  type: sentimentTypeSchema,
  userId: z.coerce.number({ error: 'User id must be a number.' }).int().positive(),
  eventId: z.string().min(1).max(200),
});

export const sentimentCheckResponseSchema = z.object({
  submitted: z.boolean(),
  selection_type: selectionTypeSchema.nullable(),
  selection_value: z.string().nullable(),
  custom_value: z.number().nullable(),
  confidence_points_staked: z.number().int().nullable(),
  staked_ip: z.number().int().nullable(),
  outcome: z.enum(['Win', 'Loss', 'Draw', 'Pending']).nullable(),
});
export type SentimentCheckResponse = z.infer<typeof sentimentCheckResponseSchema>;
