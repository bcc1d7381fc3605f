import { z } from 'zod';
import { RANK_NAMES } from '../rules/ranks';

export const BIO_MAX_LENGTH = 500;
export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found or is private.';

export const publicProfileFlagSchema = z.union([z.literal(0), z.literal(1)]);

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  bio: z.string().nullable(),
  created_at: z.string(),
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  ip_bonus: z.number(),
  rank_tier: z.enum(RANK_NAMES),
  confidence_points: z.number().int(),
  min_xp: z.number().int(),
  /** Absent for Legend. */
  max_xp: z.number().int().optional(),
  /** Absent for Legend. */
  next_rank_name: z.enum(RANK_NAMES).optional(),
  public_profile: publicProfileFlagSchema,
  is_admin: z.boolean(),
  login_streak: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilePatchBodySchema = z
  .strictObject({
    bio: z
      .string({ error: 'Bio must be text.' })
      .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters.`)
      .nullable()
      .optional(),
    public_profile: z
      .union([z.literal(0), z.literal(1)], { error: 'public_profile must be 0 or 1.' })
      .optional(),
  })
  .refine((body) => body.bio !== undefined || body.public_profile !== undefined, {
    message: 'Nothing to update: send bio or public_profile.',
  });
export type ProfilePatchBody = z.infer<typeof profilePatchBodySchema>;

export const publicProfileSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  bio: z.string().nullable(),
  rank_tier: z.enum(RANK_NAMES),
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  created_at: z.string(),
  /** A simulated demo player (docs/game-rules.md#demo-players): shown with a "demo" mark. */
  is_demo: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const streakHistoryEntrySchema = z.object({
  awarded_at: z.string(),
  streak_value: z.number().int(),
});
export type StreakHistoryEntry = z.infer<typeof streakHistoryEntrySchema>;
export const streakHistoryResponseSchema = z.array(streakHistoryEntrySchema);
