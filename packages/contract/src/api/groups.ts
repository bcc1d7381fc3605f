import { z } from 'zod';
import { BOARD_WINDOWS } from '../rules/windows';
import { MAX_ID } from './common';
import { leaderboardRowSchema } from './leaderboard';
import { boardSportSchema } from './leaderboard-windows';
import { marketSchema, outcomeSchema, selectionTypeSchema } from './sentiment';

/** Limits of docs/game-rules.md#groups. */
export const GROUP_MAX_MEMBERS = 500;
export const GROUPS_PER_USER_MAX = 20;
export const GROUP_NAME_MAX = 60;
export const GROUP_DESCRIPTION_MAX = 500;

export const GROUP_NOT_FOUND_MESSAGE = 'Group not found.';
export const INVITE_NOT_FOUND_MESSAGE =
  'This invite link is not valid. Ask the owner for a new one.';
export const GROUP_OWNER_ONLY_MESSAGE = "Only the group's owner can do that.";
export const GROUP_FULL_MESSAGE = `This group is full: it has ${GROUP_MAX_MEMBERS} members.`;
export const TOO_MANY_GROUPS_MESSAGE = `You are already in ${GROUPS_PER_USER_MAX} groups, the most allowed. Leave one first.`;
export const OWNER_CANNOT_LEAVE_MESSAGE =
  'The owner cannot leave or be removed from their own group.';

const groupName = z
  .string({ error: 'name is required.' })
  .trim()
  .min(1, 'name is required.')
  .max(GROUP_NAME_MAX, `name must be at most ${GROUP_NAME_MAX} characters.`);
const groupDescription = z
  .string({ error: 'description must be text.' })
  .trim()
  .max(GROUP_DESCRIPTION_MAX, `description must be at most ${GROUP_DESCRIPTION_MAX} characters.`)
  .transform((value) => (value === '' ? null : value));

export const createGroupBodySchema = z.strictObject({
  name: groupName,
  description: groupDescription.nullish().transform((value) => value ?? null),
});

const pathId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a positive number.`)
    .max(MAX_ID, `${label} is too large.`);

export const groupIdParamSchema = z.object({ groupId: pathId('Group id') });
export const groupMemberParamSchema = z.object({
  groupId: pathId('Group id'),
  userId: pathId('User id'),
});
export const inviteCodeParamSchema = z.object({
  code: z
    .string()
    .max(64, INVITE_NOT_FOUND_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, INVITE_NOT_FOUND_MESSAGE),
});

/** A group as its list and join page show it. */
export const groupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  owner_username: z.string(),
  member_count: z.number().int(),
  is_owner: z.boolean(),
  /** Null on the join page for a non-member. */
  joined_at: z.string().nullable(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupListSchema = z.array(groupSummarySchema);

/**
 * A group of the demo community (docs/game-rules.md#demo-players): any signed-in user sees it
 * with its invite code, so a newcomer can open and join it (decision 0129).
 */
export const demoGroupSchema = groupSummarySchema.extend({ invite_code: z.string() });
export type DemoGroup = z.infer<typeof demoGroupSchema>;
export const demoGroupListSchema = z.array(demoGroupSchema);

export const groupMemberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  is_owner: z.boolean(),
  joined_at: z.string(),
});

/** The group page's header and members; the invite code only for the owner. */
export const groupDetailSchema = groupSummarySchema.extend({
  invite_code: z.string().nullable(),
  members: z.array(groupMemberSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const inviteCodeResponseSchema = z.object({ invite_code: z.string() });

/** `joined` is the score gained since each member joined; the rest are the board's windows. */
export const GROUP_WINDOWS = ['joined', ...BOARD_WINDOWS] as const;
export type GroupWindow = (typeof GROUP_WINDOWS)[number];
export const groupStandingsQuerySchema = z.strictObject({
  window: z
    .enum(GROUP_WINDOWS, { error: `window must be one of ${GROUP_WINDOWS.join(', ')}.` })
    .default('joined'),
  sport: boardSportSchema.default('all'),
});
/** Every member, with competition positions inside the group. */
export const groupStandingsSchema = z.array(leaderboardRowSchema);

/** A settled pick of a member whose profile is public (or your own). */
export const groupPickSchema = z.object({
  sentiment_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  event_id: z.string(),
  sport_key: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  market: marketSchema,
  selection_type: selectionTypeSchema,
  selection_value: z.string(),
  /** The line claimed: the custom value, else the line at submission (null for a moneyline). */
  line: z.number().nullable(),
  outcome: outcomeSchema,
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  settled_at: z.string(),
});
export type GroupPick = z.infer<typeof groupPickSchema>;
export const groupPicksSchema = z.array(groupPickSchema);

/** How many picked each choice of one market. */
export const crowdSharesSchema = z.object({
  market: marketSchema,
  picks: z.number().int(),
  take: z.number().int(),
  pass: z.number().int(),
  draw: z.number().int(),
});
export type CrowdShares = z.infer<typeof crowdSharesSchema>;

/** The group's crowd on an upcoming game that members picked, beside the whole community's. */
export const groupCrowdGameSchema = z.object({
  event_id: z.string(),
  sport_key: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  commence_time: z.string(),
  group: z.array(crowdSharesSchema),
  community: z.array(crowdSharesSchema),
});
export type GroupCrowdGame = z.infer<typeof groupCrowdGameSchema>;
export const groupCrowdSchema = z.array(groupCrowdGameSchema);
