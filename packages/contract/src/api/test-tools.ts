import { z } from 'zod';
import type { Side } from '../rules/value-lists';
import {
  SPORT_TITLES,
  type SportKey,
  TEST_SPORT_KEYS,
  TEST_SPORTS,
  type TestSport,
} from '../sports';
import { teamsOf } from '../teams';
import { eventStatusSchema, gameSchema, gameScoreSchema } from './events';
import { eachGameLineField, gameLineSchema } from './game-line';

/**
 * The internal test tools (docs/screens.md#9-test-tools, decision 0051): their choice
 * lists and defaults, request and answer schemas, and the alert texts. The
 * screens offer exactly these lists and the server accepts exactly these
 * values, from this one definition.
 */

// ---------------------------------------------------------------- sports

/** Test data setup offers these four sports (docs/screens.md#test-data-setup), in this order. */
export const TEST_DATA_SPORTS = ['baseball', 'soccer', 'basketball', 'hockey'] as const;
export type TestDataSport = (typeof TEST_DATA_SPORTS)[number];

/** The create-test-event form offers every test sport. */
export const TEST_EVENT_SPORTS = TEST_SPORTS;

export const TEST_SPORT_LABELS: Record<TestSport, string> = {
  baseball: 'Baseball',
  basketball: 'Basketball',
  football: 'Football',
  hockey: 'Hockey',
  soccer: 'Soccer',
};

/** Sports whose test events carry a draw price (soccer and hockey, decision 0051). */
export const DRAW_TEST_SPORTS: readonly TestSport[] = ['soccer', 'hockey'];

/** The test sport word of a sport key (baseball_mlb -> baseball), if it is one. */
export function testSportOf(sportKey: string): TestSport | undefined {
  return (Object.keys(TEST_SPORT_KEYS) as TestSport[]).find(
    (sport) => TEST_SPORT_KEYS[sport] === sportKey,
  );
}

export function testSportHasDraw(sport: TestSport): boolean {
  return DRAW_TEST_SPORTS.includes(sport);
}

// ---------------------------------------------------------------- times and counts

/** Default start, and where a past start time is moved: this many minutes from now. */
export const TEST_START_MINUTES_AHEAD = 5;
/** A start time further ahead than this is refused: a test needs no more. */
export const TEST_START_MAX_DAYS_AHEAD = 365;
export const MIN_TEST_GAMES = 1;
export const MAX_TEST_GAMES = 3;
/** Highest score the tools accept for one side. */
export const MAX_TEST_SCORE = 999;

// ---------------------------------------------------------------- price lists (decision 0051)

/**
 * The test tools list two sets of prices (decision 0051), from two forms: the sportsbook set
 * (-110, -220, -330 and their opposites) and the even set (plus or minus
 * 100, 200, 300). The create form offers both, one at a time; the server
 * accepts a value from either.
 */
export const TEST_PRICE_LISTS = ['sportsbook', 'even'] as const;
export type TestPriceList = (typeof TEST_PRICE_LISTS)[number];

export interface TestPriceChoices {
  label: string;
  /** Home moneyline choices; away is the opposite sign. */
  moneylineHome: readonly number[];
  /** Home spread price choices; away is the sign-negated home price. */
  spreadPrices: readonly number[];
  /** Over and under share the price. */
  totalPrices: readonly number[];
  drawValues: readonly number[];
  defaults: { moneylineHome: number; spreadPrice: number; totalPrice: number; drawValue: number };
}

const EVEN = [-300, -200, -100, 100, 200, 300] as const;
const SPORTSBOOK_TOTAL_PRICES = [-110, -220, -330] as const;
/** 230 to 260, step 10. */
export const TEST_DRAW_VALUES = [230, 240, 250, 260] as const;

export const TEST_PRICE_CHOICES: Record<TestPriceList, TestPriceChoices> = {
  sportsbook: {
    label: 'Sportsbook (-110, -220, -330)',
    moneylineHome: [-330, -220, -110, 110, 220, 330],
    spreadPrices: [-110, -220, -330],
    totalPrices: SPORTSBOOK_TOTAL_PRICES,
    drawValues: TEST_DRAW_VALUES,
    defaults: { moneylineHome: -110, spreadPrice: -110, totalPrice: -110, drawValue: 230 },
  },
  even: {
    label: 'Even (±100, 200, 300)',
    moneylineHome: EVEN,
    spreadPrices: EVEN,
    totalPrices: SPORTSBOOK_TOTAL_PRICES,
    drawValues: TEST_DRAW_VALUES,
    defaults: { moneylineHome: -100, spreadPrice: -100, totalPrice: -110, drawValue: 240 },
  },
};

function union(pick: (choices: TestPriceChoices) => readonly number[]): readonly number[] {
  const values = new Set<number>();
  for (const list of TEST_PRICE_LISTS)
    for (const value of pick(TEST_PRICE_CHOICES[list])) {
      values.add(value);
    }
  return [...values].sort((a, b) => a - b);
}

/** Every value the server accepts, from either price list. */
export const ACCEPTED_TEST_PRICES = {
  moneylineHome: union((c) => c.moneylineHome),
  spreadPrices: union((c) => c.spreadPrices),
  totalPrices: union((c) => c.totalPrices),
  drawValues: union((c) => c.drawValues),
} as const;

// ---------------------------------------------------------------- points per sport (decision 0051)

/** Home spread point choices per sport; away is the negation. Listed favourite first. */
export const TEST_SPREAD_POINTS: Record<TestSport, readonly number[]> = {
  baseball: [-1.5, 1.5],
  soccer: [-1.5, 1.5],
  hockey: [-2.5, -2, -1.5, 1.5, 2, 2.5],
  basketball: [-15, -10, -5, 5, 10, 15],
  football: [-7, -3, 3, 7],
};

/** Total point choices per sport (over and under share the point). */
export const TEST_TOTAL_POINTS: Record<TestSport, readonly number[]> = {
  baseball: [8, 11],
  soccer: [8, 11],
  hockey: [5, 5.5, 6, 6.5],
  basketball: [200, 210, 220, 230, 240],
  football: [42, 48, 52, 56],
};

/** Defaults: the home side a small favourite, the lowest total. */
export const TEST_SPREAD_POINT_DEFAULTS: Record<TestSport, number> = {
  baseball: -1.5,
  soccer: -1.5,
  hockey: -1.5,
  basketball: -5,
  football: -3,
};

export function defaultTotalPoint(sport: TestSport): number {
  return TEST_TOTAL_POINTS[sport][0] as number;
}

// ---------------------------------------------------------------- messages

export const TEST_EVENT_NOT_FOUND_MESSAGE = 'Test event not found.';
export const TEST_EVENT_EXISTS_MESSAGE = 'A test event with this id already exists.';
export const TEST_EVENT_ALREADY_STARTED_MESSAGE = 'This test event has already started.';
export const TEST_EVENT_FINISHED_MESSAGE = 'This test event is already completed.';
export const TEST_EVENT_CANCELLED_MESSAGE = 'This test event was cancelled.';
export const TEST_EVENT_NEEDS_SCORES_MESSAGE = 'Enter the scores before completing the game.';
export const PAST_START_RESET_NOTE =
  'The start time was in the past, so it was set to 5 minutes from now.';
export const TEST_SPORT_MESSAGE = 'sport must be one of baseball, soccer, basketball, hockey.';

/** The alerts and confirmation lines shown by the screens (docs/screens.md#9-test-tools). */
export const TEST_TOOL_ALERTS = {
  scoresSubmitted: 'Scores submitted to events_in_progress.',
  scoresFailed: 'Error submitting scores.',
  gameCompleted: 'Game moved to completed.',
  gameCompleteFailed: 'Error completing game.',
  testEventsCompleted: 'Completed test events successfully.',
  testEventsCompleteFailed: 'Error Completing test events.',
  pastStartWarning: 'A start time in the past will be reset to 5 minutes from now.',
} as const;

export const TEST_SENTIMENT_MESSAGES = {
  moneyline: {
    ok: '✅ Moneyline sentiment submitted.',
    failed: '❌ Failed to submit moneyline sentiment.',
  },
  spread: { ok: '✅ Spread sentiment submitted.', failed: '❌ Failed to submit spread sentiment.' },
  totals: { ok: '✅ Total sentiment submitted.', failed: '❌ Failed to submit total sentiment.' },
} as const;

// ---------------------------------------------------------------- shared pieces

const listText = (values: readonly number[]) => values.join(', ');

const startTimeSchema = z.iso.datetime({
  offset: true,
  error: 'The start time must be an ISO 8601 date-time, for example 2026-06-01T19:05:00Z.',
});

const scoreSchema = (side: Side) =>
  z
    .number({ error: `${side}_team_score must be a number.` })
    .int(`${side}_team_score must be a whole number.`)
    .min(0, `${side}_team_score must be 0 or more.`)
    .max(MAX_TEST_SCORE, `${side}_team_score must be at most ${MAX_TEST_SCORE}.`);

const testDataSportSchema = z.enum(TEST_DATA_SPORTS, { error: TEST_SPORT_MESSAGE });

// ---------------------------------------------------------------- test data (test games)

/** A test game (docs/screens.md#test-data-setup), plus the sport key and start time. */
export const testGameSchema = gameSchema.extend({
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  status: eventStatusSchema,
});
export type TestGame = z.infer<typeof testGameSchema>;
export const testGameListSchema = z.array(testGameSchema);

/** The `testGames` query: one sport (all four sports without it). */
export const testDataListQuerySchema = z.strictObject({ sport: testDataSportSchema.optional() });
export type TestDataListQuery = z.infer<typeof testDataListQuerySchema>;

export const testDataCreateBodySchema = z.strictObject({
  sport: testDataSportSchema,
  numGames: z
    .number({ error: 'numGames must be a number from 1 to 3.' })
    .int('numGames must be a whole number from 1 to 3.')
    .min(MIN_TEST_GAMES, 'numGames must be from 1 to 3.')
    .max(MAX_TEST_GAMES, 'numGames must be from 1 to 3.'),
  /** Start of every game made; null or absent means 5 minutes from now. */
  customStartTime: startTimeSchema.nullable().optional(),
});
export type TestDataCreateBody = z.infer<typeof testDataCreateBodySchema>;

export const testDataSportBodySchema = z.strictObject({ sport: testDataSportSchema });
export type TestDataSportBody = z.infer<typeof testDataSportBodySchema>;

export const testDataCreateResponseSchema = z.object({
  message: z.string(),
  games: testGameListSchema,
  start_time: z.string(),
  /** True when the asked-for start time was in the past and was moved to 5 minutes from now. */
  start_time_reset: z.boolean(),
});
export type TestDataCreateResponse = z.infer<typeof testDataCreateResponseSchema>;

export const testDataUpdateResponseSchema = z.object({
  message: z.string(),
  /** Games whose scores moved (upcoming ones start first). */
  updated: z.number().int(),
  games: testGameListSchema,
});
export type TestDataUpdateResponse = z.infer<typeof testDataUpdateResponseSchema>;

export const testDataCompleteResponseSchema = z.object({
  message: z.string(),
  completed: z.number().int(),
  settled_sentiments: z.number().int(),
  games: testGameListSchema,
});
export type TestDataCompleteResponse = z.infer<typeof testDataCompleteResponseSchema>;

// ---------------------------------------------------------------- test events

/**
 * POST /test-events/ (docs/screens.md#create-test-event, decision 0051). Every value comes from
 * the lists above; the away, under and draw fields must agree with the home
 * and over fields as the create form pairs them. `id` is the client's random UUID
 * (made by the server when absent); `commence_time` defaults to 5 minutes
 * from now, and a past one is moved there.
 */
/** Every line field as a number the form must send (the draw only where the sport has one). */
const requiredLine = eachGameLineField((field) =>
  z.number({ error: `${field} must be a number.` }),
);

export const testEventCreateBodySchema = z
  .strictObject({
    id: z.uuid({ error: 'id must be a UUID.' }).optional(),
    sport_key: z.enum(Object.values(TEST_SPORT_KEYS) as [SportKey, ...SportKey[]], {
      error: `sport_key must be one of ${Object.values(TEST_SPORT_KEYS).join(', ')}.`,
    }),
    sport_title: z.string().max(20).optional(),
    commence_time: startTimeSchema.nullable().optional(),
    home_team: z.string({ error: 'home_team is required.' }).min(1, 'home_team is required.'),
    away_team: z.string({ error: 'away_team is required.' }).min(1, 'away_team is required.'),
    ...requiredLine,
    h2h_draw_value: requiredLine.h2h_draw_value.nullable().optional(),
  })
  .superRefine((body, context) => {
    for (const problem of testEventProblems(body)) {
      context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }
  });
export type TestEventCreateBody = z.infer<typeof testEventCreateBodySchema>;

export interface TestEventProblem {
  field: keyof TestEventCreateBody;
  message: string;
}

/**
 * What is wrong with a test event's fields, first problem first: the form
 * shows the same messages the server answers with.
 */
export function testEventProblems(body: TestEventCreateBody): TestEventProblem[] {
  const problems: TestEventProblem[] = [];
  const add = (field: TestEventProblem['field'], message: string) =>
    problems.push({ field, message });
  const sport = testSportOf(body.sport_key);
  if (!sport) return [{ field: 'sport_key', message: 'sport_key is not a test sport.' }];
  const title = SPORT_TITLES[body.sport_key];
  if (body.sport_title !== undefined && body.sport_title !== title) {
    add('sport_title', `sport_title must be ${title} for ${body.sport_key}.`);
  }

  const teams = teamsOf(body.sport_key).map((team) => team.name);
  if (!teams.includes(body.home_team)) add('home_team', `home_team must be a ${title} team.`);
  if (!teams.includes(body.away_team)) add('away_team', `away_team must be a ${title} team.`);
  if (body.home_team === body.away_team) add('away_team', 'Home and away teams must differ.');

  const oneOf = (field: TestEventProblem['field'], value: number, allowed: readonly number[]) => {
    if (!allowed.includes(value)) add(field, `${field} must be one of ${listText(allowed)}.`);
  };
  const mirrors = (
    field: TestEventProblem['field'],
    value: number,
    expected: number,
    of: string,
    how: string,
  ) => {
    if (value !== expected) add(field, `${field} must be ${how} ${of} (${expected}).`);
  };

  oneOf('h2h_home_team_value', body.h2h_home_team_value, ACCEPTED_TEST_PRICES.moneylineHome);
  mirrors(
    'h2h_away_team_value',
    body.h2h_away_team_value,
    -body.h2h_home_team_value,
    'h2h_home_team_value',
    'the opposite of',
  );
  const draw = body.h2h_draw_value ?? null;
  if (testSportHasDraw(sport)) {
    if (draw === null) {
      add(
        'h2h_draw_value',
        `h2h_draw_value is required for ${sport}: one of ${listText(TEST_DRAW_VALUES)}.`,
      );
    } else {
      oneOf('h2h_draw_value', draw, ACCEPTED_TEST_PRICES.drawValues);
    }
  } else if (draw !== null) {
    add('h2h_draw_value', 'A draw value is only for soccer and hockey.');
  }

  oneOf('spreads_home_team_point', body.spreads_home_team_point, TEST_SPREAD_POINTS[sport]);
  mirrors(
    'spreads_away_team_point',
    body.spreads_away_team_point,
    -body.spreads_home_team_point,
    'spreads_home_team_point',
    'the negation of',
  );
  oneOf('spreads_home_team_value', body.spreads_home_team_value, ACCEPTED_TEST_PRICES.spreadPrices);
  mirrors(
    'spreads_away_team_value',
    body.spreads_away_team_value,
    -body.spreads_home_team_value,
    'spreads_home_team_value',
    'the negation of',
  );

  oneOf('totals_over_point', body.totals_over_point, TEST_TOTAL_POINTS[sport]);
  mirrors(
    'totals_under_point',
    body.totals_under_point,
    body.totals_over_point,
    'totals_over_point',
    'equal to',
  );
  oneOf('totals_over_value', body.totals_over_value, ACCEPTED_TEST_PRICES.totalPrices);
  mirrors(
    'totals_under_value',
    body.totals_under_value,
    body.totals_over_value,
    'totals_over_value',
    'equal to',
  );
  return problems;
}

/**
 * A stored test event (docs/screens.md#test-event-detail): the created fields, plus its status and
 * scores.
 */
export const testEventSchema = gameSchema
  .extend(gameLineSchema.shape)
  .extend({ status: eventStatusSchema })
  .extend(gameScoreSchema.shape);
export type TestEvent = z.infer<typeof testEventSchema>;
export const testEventListSchema = z.array(testEventSchema);

export const testEventIdParamSchema = z.object({
  id: z.string().min(1, 'Test event id is required.').max(200, 'Test event id is too long.'),
});

export const testEventScoreBodySchema = z.strictObject({
  home_team_score: scoreSchema('home'),
  away_team_score: scoreSchema('away'),
});
export type TestEventScoreBody = z.infer<typeof testEventScoreBodySchema>;

export const testEventCreateResponseSchema = z.object({
  message: z.string(),
  event: testEventSchema,
  start_time_reset: z.boolean(),
});
export type TestEventCreateResponse = z.infer<typeof testEventCreateResponseSchema>;

export const testEventActionResponseSchema = z.object({
  message: z.string(),
  event: testEventSchema,
});
export type TestEventActionResponse = z.infer<typeof testEventActionResponseSchema>;

export const testEventCompleteResponseSchema = testEventActionResponseSchema.extend({
  /** Sentiments this completion settled (0 when another call already had). */
  settled_sentiments: z.number().int(),
});
export type TestEventCompleteResponse = z.infer<typeof testEventCompleteResponseSchema>;
