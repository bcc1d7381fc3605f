import { z } from 'zod';
import { MAX_ID } from './common';
import { marketSchema, outcomeSchema } from './sentiment';

export const PICK_NOT_FOUND_MESSAGE = 'Pick not found, or it is not shared.';
export const PICK_NOT_SETTLED_MESSAGE = 'Only a settled pick can be shared.';

/** Pick ids are the sentiments' 64-bit serials, kept within JavaScript's safe integers. */
export const pickIdParamSchema = z.object({
  pickId: z.coerce
    .number({ error: 'Pick id must be a number.' })
    .int('Pick id must be a whole number.')
    .positive('Pick id must be a positive number.')
    .max(Number.MAX_SAFE_INTEGER, 'Pick id is too large.'),
});

export const sharePickBodySchema = z.strictObject({
  shared: z.boolean({ error: 'shared must be true or false.' }),
});
export type SharePickBody = z.infer<typeof sharePickBodySchema>;

/** A settled pick as its public page shows it (docs/screens.md#shared-pick). */
export const sharedPickSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().max(MAX_ID),
  username: z.string(),
  event_id: z.string(),
  sport_key: z.string(),
  sport_title: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_score: z.number().int().nullable(),
  away_team_score: z.number().int().nullable(),
  commence_time: z.string(),
  market: marketSchema,
  selection_type: z.string(),
  selection_value: z.string(),
  /** The line claimed: the custom value, else the line at submission; null for moneyline. */
  line: z.number().nullable(),
  is_custom: z.boolean(),
  price: z.number().int().nullable(),
  outcome: outcomeSchema,
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  settled_at: z.string(),
  /** "Take · Boston Red Sox to win" (contract pickInWords). */
  pick_words: z.string(),
  /** The owner pressed Share (a public profile's picks are public without it). */
  shared: z.boolean(),
  /** Anyone may open the page: shared, or the owner's profile is public. */
  is_public: z.boolean(),
  /** The viewer is the pick's owner. */
  is_owner: z.boolean(),
  page_path: z.string(),
  card_path: z.string(),
});
export type SharedPick = z.infer<typeof sharedPickSchema>;
