import { z } from 'zod';
import { LINE_MARKETS } from '../rules/value-lists';
import { adminJobResponseSchema } from './admin';
import { ADMIN_JOBS } from './admin-jobs';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutEverywhereResponseSchema,
  logoutResponseSchema,
  protectedResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from './auth';
import {
  errorResponseSchema,
  eventIdParamSchema,
  healthResponseSchema,
  messageResponseSchema,
  readinessResponseSchema,
  snakeUserIdParamSchema,
  userIdParamSchema,
} from './common';
import { eventCrowdSchema, lineHistorySchema } from './crowd';
import type { EndpointName } from './endpoints';
import {
  currentScheduleResponseSchema,
  liveScoresResponseSchema,
  pastScoresQuerySchema,
  pastScoresResponseSchema,
  sportKeyParamSchema,
} from './events';
import {
  createGroupBodySchema,
  demoGroupListSchema,
  groupCrowdSchema,
  groupDetailSchema,
  groupIdParamSchema,
  groupListSchema,
  groupMemberParamSchema,
  groupPicksSchema,
  groupStandingsQuerySchema,
  groupStandingsSchema,
  groupSummarySchema,
  inviteCodeParamSchema,
  inviteCodeResponseSchema,
} from './groups';
import {
  leaderboardHistoryResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from './leaderboard';
import { windowedLeaderboardQuerySchema } from './leaderboard-windows';
import { newsResponseSchema } from './news';
import {
  profilePatchBodySchema,
  profileSchema,
  publicProfileSchema,
  streakHistoryResponseSchema,
} from './profile';
import {
  lineMovedResponseSchema,
  lineSentimentBodySchema,
  moneylineSentimentBodySchema,
  mySentimentsQuerySchema,
  mySentimentsResponseSchema,
  quickSentimentBodySchema,
  sentimentCheckParamsSchema,
  sentimentCheckResponseSchema,
  sentimentSubmitResponseSchema,
} from './sentiment';
import { pickIdParamSchema, sharedPickSchema, sharePickBodySchema } from './share';
import {
  eventStatsSchema,
  participantsResponseSchema,
  statsBySportQuerySchema,
  statsBySportResponseSchema,
  userStatsResponseSchema,
} from './stats';
import { streamQuerySchema, streamTicketResponseSchema } from './stream';
import { testClockAdvanceBodySchema, testClockResponseSchema } from './test-clock';
import {
  testDataCompleteResponseSchema,
  testDataCreateBodySchema,
  testDataCreateResponseSchema,
  testDataListQuerySchema,
  testDataSportBodySchema,
  testDataUpdateResponseSchema,
  testEventActionResponseSchema,
  testEventCompleteResponseSchema,
  testEventCreateBodySchema,
  testEventCreateResponseSchema,
  testEventIdParamSchema,
  testEventListSchema,
  testEventSchema,
  testEventScoreBodySchema,
  testGameListSchema,
} from './test-tools';

/** What an endpoint takes and answers; the server validates both with these. */
export interface EndpointSchema {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answers by status: the success, and any other with a shape of its own. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /**
   * Statuses answered with the shared error shape. The access level adds its
   * own (401, 403), so they are not listed here.
   */
  readonly errors: readonly number[];
}

/** A submission's 409: already submitted or started (a message), or a moved line (with the current line). */
const submitConflictSchema = z.union([lineMovedResponseSchema, errorResponseSchema]);
const submitted = { 201: sentimentSubmitResponseSchema, 409: submitConflictSchema };
const submitErrors = [400, 403, 404];

const testEventStep = {
  params: testEventIdParamSchema,
  responses: { 200: testEventActionResponseSchema },
  errors: [400, 404, 409],
};
const testEventCompletion = {
  ...testEventStep,
  responses: { 200: testEventCompleteResponseSchema },
};

/** The schema half of the endpoint table (`endpoints.ts`), by the same names. Server only. */
export const endpointSchemas = {
  health: { responses: { 200: healthResponseSchema, 503: healthResponseSchema }, errors: [] },
  healthReady: {
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
    errors: [],
  },

  register: {
    body: registerBodySchema,
    responses: { 201: registerResponseSchema },
    errors: [400, 409, 429, 503],
  },
  login: {
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401, 429, 503],
  },
  protectedData: { responses: { 200: protectedResponseSchema }, errors: [] },
  logout: { responses: { 200: logoutResponseSchema }, errors: [] },
  logoutEverywhere: { responses: { 200: logoutEverywhereResponseSchema }, errors: [] },
  changePassword: {
    body: changePasswordBodySchema,
    responses: { 200: changePasswordResponseSchema },
    errors: [400, 429, 503],
  },

  ownProfile: { responses: { 200: profileSchema }, errors: [] },
  updateProfile: { body: profilePatchBodySchema, responses: { 200: profileSchema }, errors: [400] },
  publicProfile: {
    params: userIdParamSchema,
    responses: { 200: publicProfileSchema },
    errors: [400, 404],
  },
  streakHistory: {
    params: snakeUserIdParamSchema,
    responses: { 200: streakHistoryResponseSchema },
    errors: [400, 404],
  },

  currentSchedule: {
    params: sportKeyParamSchema,
    responses: { 200: currentScheduleResponseSchema },
    errors: [400, 404],
  },
  liveScores: {
    params: sportKeyParamSchema,
    responses: { 200: liveScoresResponseSchema },
    errors: [400, 404],
  },
  pastScores: {
    query: pastScoresQuerySchema,
    responses: { 200: pastScoresResponseSchema },
    errors: [400, 404],
  },

  submitMoneyline: {
    body: moneylineSentimentBodySchema,
    responses: submitted,
    errors: submitErrors,
  },
  submitLine: {
    params: z.object({ market: z.enum(LINE_MARKETS) }),
    body: lineSentimentBodySchema,
    responses: submitted,
    errors: submitErrors,
  },
  quickSentiment: {
    params: z.object({ choice: z.enum(['take', 'pass']) }),
    body: quickSentimentBodySchema,
    responses: submitted,
    errors: submitErrors,
  },
  sentimentCheck: {
    params: sentimentCheckParamsSchema,
    responses: { 200: sentimentCheckResponseSchema },
    errors: [400, 403, 404],
  },
  mySentiments: {
    query: mySentimentsQuerySchema,
    responses: { 200: mySentimentsResponseSchema },
    errors: [400],
  },

  leaderboard: {
    query: leaderboardQuerySchema,
    responses: { 200: leaderboardResponseSchema },
    errors: [400],
  },
  leaderboardHistory: {
    params: userIdParamSchema,
    responses: { 200: leaderboardHistoryResponseSchema },
    errors: [400, 404],
  },

  windowedLeaderboard: {
    query: windowedLeaderboardQuerySchema,
    responses: { 200: leaderboardResponseSchema },
    errors: [400],
  },

  myGroups: { responses: { 200: groupListSchema }, errors: [] },
  demoGroups: { responses: { 200: demoGroupListSchema }, errors: [] },
  createGroup: {
    body: createGroupBodySchema,
    responses: { 201: groupDetailSchema },
    errors: [400, 409],
  },
  inviteGroup: {
    params: inviteCodeParamSchema,
    responses: { 200: groupSummarySchema },
    errors: [400, 404],
  },
  joinGroup: {
    params: inviteCodeParamSchema,
    responses: { 200: groupDetailSchema },
    errors: [400, 404, 409],
  },
  group: { params: groupIdParamSchema, responses: { 200: groupDetailSchema }, errors: [400, 404] },
  groupStandings: {
    params: groupIdParamSchema,
    query: groupStandingsQuerySchema,
    responses: { 200: groupStandingsSchema },
    errors: [400, 404],
  },
  groupPicks: {
    params: groupIdParamSchema,
    responses: { 200: groupPicksSchema },
    errors: [400, 404],
  },
  groupCrowd: {
    params: groupIdParamSchema,
    responses: { 200: groupCrowdSchema },
    errors: [400, 404],
  },
  rotateGroupInvite: {
    params: groupIdParamSchema,
    responses: { 200: inviteCodeResponseSchema },
    errors: [400, 403, 404],
  },
  removeGroupMember: {
    params: groupMemberParamSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 403, 404, 409],
  },
  leaveGroup: {
    params: groupIdParamSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 404, 409],
  },

  userStats: {
    params: snakeUserIdParamSchema,
    responses: { 200: userStatsResponseSchema },
    errors: [400, 404],
  },
  statsBySport: {
    params: snakeUserIdParamSchema,
    query: statsBySportQuerySchema,
    responses: { 200: statsBySportResponseSchema },
    errors: [400, 404],
  },
  eventStats: {
    params: eventIdParamSchema,
    responses: { 200: eventStatsSchema },
    errors: [400, 404],
  },
  eventParticipants: {
    params: eventIdParamSchema,
    responses: { 200: participantsResponseSchema },
    errors: [400, 404],
  },

  eventCrowd: {
    params: eventIdParamSchema,
    responses: { 200: eventCrowdSchema },
    errors: [400, 404],
  },
  lineHistory: {
    params: eventIdParamSchema,
    responses: { 200: lineHistorySchema },
    errors: [400, 404],
  },

  stream: {
    query: streamQuerySchema,
    // Not JSON: a text/event-stream that stays open (events in stream.ts).
    responses: { 200: z.string().describe('text/event-stream') },
    errors: [400, 401],
  },
  streamTicket: { responses: { 201: streamTicketResponseSchema }, errors: [] },

  news: { params: sportKeyParamSchema, responses: { 200: newsResponseSchema }, errors: [400, 404] },

  sharedPick: {
    params: pickIdParamSchema,
    responses: { 200: sharedPickSchema },
    errors: [400, 404, 409],
  },
  sharePick: {
    params: pickIdParamSchema,
    body: sharePickBodySchema,
    responses: { 200: sharedPickSchema },
    errors: [400, 404, 409],
  },

  runAdminJob: {
    params: z.object({ job: z.enum(ADMIN_JOBS.map((job) => job.job)) }),
    responses: { 200: adminJobResponseSchema },
    errors: [],
  },

  serverClock: { responses: { 200: testClockResponseSchema }, errors: [] },
  advanceClock: {
    body: testClockAdvanceBodySchema,
    responses: { 200: testClockResponseSchema },
    errors: [400, 409],
  },

  testGames: {
    query: testDataListQuerySchema,
    responses: { 200: testGameListSchema },
    errors: [400],
  },
  createTestGames: {
    body: testDataCreateBodySchema,
    responses: { 200: testDataCreateResponseSchema },
    errors: [400],
  },
  updateTestScores: {
    body: testDataSportBodySchema,
    responses: { 200: testDataUpdateResponseSchema },
    errors: [400],
  },
  completeTestGames: {
    body: testDataSportBodySchema,
    responses: { 200: testDataCompleteResponseSchema },
    errors: [400],
  },

  testEvents: { responses: { 200: testEventListSchema }, errors: [] },
  createTestEvent: {
    body: testEventCreateBodySchema,
    responses: { 201: testEventCreateResponseSchema },
    errors: [400, 409],
  },
  testEvent: {
    params: testEventIdParamSchema,
    responses: { 200: testEventSchema },
    errors: [400, 404],
  },
  scoreTestEvent: { ...testEventStep, body: testEventScoreBodySchema },
  completeTestEvent: testEventCompletion,
  startTestEvent: testEventStep,
  playTestEvent: testEventStep,
  playOutTestEvent: testEventCompletion,
} as const satisfies { readonly [K in EndpointName]: EndpointSchema };

export type EndpointSchemas = typeof endpointSchemas;

/** One part of an endpoint's schemas (of each endpoint, for a union of names). */
type Part<K extends EndpointName, P extends string> = K extends EndpointName
  ? EndpointSchemas[K] extends { readonly [key in P]: infer S extends z.ZodType }
    ? S
    : undefined
  : never;

/** Statuses whose answer the client receives as a success. */
type SuccessStatus = 200 | 201 | 204;

/**
 * A value in a path or query string: a fixed choice keeps its literal type;
 * anything the server coerces (numbers, ids) may be given as a string or a number.
 */
type WireValue<T> = [NonNullable<T>] extends [string] ? NonNullable<T> : string | number;
type WireRecord<S> = S extends z.ZodType
  ? { [P in keyof z.input<S>]: WireValue<z.input<S>[P]> }
  : never;

/** The path parameters of an endpoint, by name. */
export type EndpointParams<K extends EndpointName> = WireRecord<Part<K, 'params'>>;
/** The query string of an endpoint, by name. */
export type EndpointQuery<K extends EndpointName> = WireRecord<Part<K, 'query'>>;
/** The JSON body an endpoint takes, before the server's defaults and transforms. */
export type EndpointBody<K extends EndpointName> =
  Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : never;
/** What a successful call answers (any of them, for a union of names). */
export type EndpointAnswer<K extends EndpointName> = K extends EndpointName
  ? SuccessOf<EndpointSchemas[K]['responses']>
  : never;
type SuccessOf<R> = {
  [S in keyof R]: S extends SuccessStatus
    ? R[S] extends z.ZodType
      ? z.output<R[S]>
      : never
    : never;
}[keyof R];
