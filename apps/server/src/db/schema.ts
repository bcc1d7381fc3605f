import type {
  EventStatus,
  GameLineField,
  Market,
  Outcome,
  SelectionType,
  SelectionValue,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model. Invariants live here as constraints, so that no code
 * path (or second server) can break them: one sentiment per user, event and
 * market; non-negative balances; one reward per user and day; each
 * settlement payout at most once.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Lines and custom values are on a 0.1 grid; numeric keeps them exact. */
const POINT = { precision: 6, scale: 1, mode: 'number' } as const;
const point = (name: string) => numeric(name, POINT);

/**
 * The line of an event, keyed and named as the contract's game line
 * (`gameLineSchema`): a selected row's line is a GameLine as it stands.
 */
const gameLineColumns = {
  h2h_home_team_value: integer(),
  h2h_away_team_value: integer(),
  h2h_draw_value: integer(),
  spreads_home_team_value: integer(),
  spreads_home_team_point: numeric(POINT),
  spreads_away_team_value: integer(),
  spreads_away_team_point: numeric(POINT),
  totals_over_value: integer(),
  totals_over_point: numeric(POINT),
  totals_under_value: integer(),
  totals_under_point: numeric(POINT),
} satisfies Record<GameLineField, unknown>;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * The one normalised form usernames are compared in (NFKC, then lower case):
     * uniqueness, login and the login limiter's key (docs/security.md#usernames).
     * Computed by the database, so no insert can skip it.
     */
    usernameKey: text('username_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(normalize(username, NFKC))`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null only for simulated demo players, who can never log in (docs/game-rules.md#demo-players). */
    passwordHash: text('password_hash'),
    /** A simulated demo player: shown with a "demo" mark, picks through the demo job. */
    isSimulated: boolean('is_simulated').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    bio: text('bio'),
    publicProfile: smallint('public_profile').notNull().default(0),
    // Cached balances: always equal to the sum of the user's ledger entries.
    confidencePoints: integer('confidence_points').notNull().default(0),
    ipPoints: integer('ip_points').notNull().default(0),
    xpPoints: integer('xp_points').notNull().default(0),
    /**
     * docs/game-rules.md#ranking-score, stored so the leaderboard's index holds it and a page can
     * skip through a tie group reading the index alone (decision 0113).
     */
    rankingScore: integer('ranking_score').notNull().generatedAlwaysAs(sql`xp_points + ip_points`),
    rankTier: text('rank_tier').notNull().default('Rookie'),
    /** Consecutive settled wins, for the every-third-win IP bonus. */
    winStreak: integer('win_streak').notNull().default(0),
    loginStreak: integer('login_streak').notNull().default(0),
    lastLoginDay: date('last_login_day', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key_key').on(t.usernameKey),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // No index on a balance or the ranking score: the leaderboard's order lives in
    // `leaderboard_order`, so balance updates stay heap-only (decision 0180).
    check('users_confidence_points_nonnegative', sql`${t.confidencePoints} >= 0`),
    check('users_ip_points_nonnegative', sql`${t.ipPoints} >= 0`),
    check('users_xp_points_nonnegative', sql`${t.xpPoints} >= 0`),
    check('users_public_profile_flag', sql`${t.publicProfile} in (0, 1)`),
    check('users_bio_length', sql`char_length(${t.bio}) <= 500`),
    check(
      'users_rank_tier_known',
      sql`${t.rankTier} in ('Rookie', 'Regular', 'Sharp', 'Pro', 'Expert', 'Legend')`,
    ),
    check('users_win_streak_nonnegative', sql`${t.winStreak} >= 0`),
    check('users_login_streak_nonnegative', sql`${t.loginStreak} >= 0`),
    // Only simulated players lack a password, and they never have one: they cannot log in.
    check('users_password_unless_simulated', sql`(${t.passwordHash} is null) = ${t.isSimulated}`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    sportKey: text('sport_key').notNull(),
    sportTitle: text('sport_title').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('upcoming'),
    /** Where the event came from: a feed, or the internal test tools. */
    origin: text('origin').notNull(),
    ...gameLineColumns,
    homeScore: integer('home_team_score'),
    awayScore: integer('away_team_score'),
    linesUpdatedAt: timestamp('lines_updated_at', { withTimezone: true }),
    scoresUpdatedAt: timestamp('scores_updated_at', { withTimezone: true }),
    /** Last time the feed listed this event; drives the vanished-event cancel rule. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_sport_status_commence_idx').on(t.sportKey, t.status, t.commenceTime),
    index('events_status_commence_idx').on(t.status, t.commenceTime),
    check(
      'events_status_known',
      sql`${t.status} in ('upcoming', 'in_progress', 'completed', 'settled', 'cancelled')`,
    ),
    check(
      'events_origin_known',
      sql`${t.origin} in ('odds_api', 'simulated', 'test_game', 'test_event')`,
    ),
    check('events_teams_differ', sql`${t.homeTeam} <> ${t.awayTeam}`),
    check(
      'events_scores_nonnegative',
      sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`,
    ),
    check(
      'events_final_has_scores',
      sql`${t.status} not in ('completed', 'settled') or (${t.homeScore} is not null and ${t.awayScore} is not null)`,
    ),
  ],
);

/** The line columns of `events`, to select as `{ ...eventLine }`: the row's line is a GameLine. */
export const eventLine = Object.fromEntries(
  Object.keys(gameLineColumns).map((field) => [field, events[field as GameLineField]]),
) as Pick<typeof events, GameLineField>;

export const sentiments = pgTable(
  'sentiments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    market: text('market').$type<Market>().notNull(),
    selectionType: text('selection_type').$type<SelectionType>().notNull(),
    selectionValue: text('selection_value').$type<SelectionValue>().notNull(),
    /** The line as it stood at submission (spread: favourite's signed point; totals: over point). */
    defaultValue: point('default_value'),
    /** c when custom; null otherwise. */
    customValue: point('custom_value'),
    isCustom: boolean('is_custom').notNull().default(false),
    confidencePointsStaked: integer('confidence_points_staked').notNull().default(0),
    stakedIp: integer('staked_ip').notNull().default(0),
    /** Price of the side backed, as it stood at submission. */
    price: integer('price'),
    /** The holder's tier ip_bonus when the pick was made: its crowd weight (docs/game-rules.md#9-the-crowd). */
    holderIpBonus: numeric('holder_ip_bonus', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(1),
    outcome: text('outcome').$type<Outcome>().notNull().default('Pending'),
    xpPoints: integer('xp_points').notNull().default(0),
    ipPoints: integer('ip_points').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set when the owner shares the settled pick: its page is public (docs/screens.md#shared-pick). */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
  },
  // Pages filled to half (fillfactor 50, migration 0011) and no index on outcome, xp_points,
  // ip_points or settled_at: a settlement's writes then stay heap-only (decision 0170).
  (t) => [
    uniqueIndex('sentiments_user_event_market_key').on(t.userId, t.eventId, t.market),
    index('sentiments_event_idx').on(t.eventId),
    index('sentiments_user_created_idx').on(t.userId, t.createdAt),
    check('sentiments_market_known', sql`${t.market} in ('moneyline', 'spread', 'totals')`),
    check('sentiments_selection_type_known', sql`${t.selectionType} in ('Take', 'Pass', 'Draw')`),
    check(
      'sentiments_selection_value_known',
      sql`${t.selectionValue} in ('home', 'away', 'draw', 'over', 'under')`,
    ),
    check('sentiments_outcome_known', sql`${t.outcome} in ('Pending', 'Win', 'Loss', 'Draw')`),
    check('sentiments_confidence_stake_range', sql`${t.confidencePointsStaked} between 0 and 5`),
    check('sentiments_ip_stake_range', sql`${t.stakedIp} between 0 and 5`),
    check('sentiments_settled_once', sql`(${t.outcome} = 'Pending') = (${t.settledAt} is null)`),
    check('sentiments_rewards_nonnegative', sql`${t.xpPoints} >= 0 and ${t.ipPoints} >= 0`),
  ],
);

/**
 * Append-only. Every change of confidence points, IP or XP is one row here.
 * No foreign keys: it is written only by statements that join the users and
 * sentiments it names, in the same transaction, and nothing is ever deleted;
 * per-row key checks were a fifth of settlement time (decision 0006). Tests
 * check for orphans with the balance invariant.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    sentimentId: bigint('sentiment_id', { mode: 'number' }),
    loginDay: date('login_day', { mode: 'string' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // With created_at: a member's entries since joining a group are one range (decision 0145).
    index('ledger_entries_user_idx').on(t.userId, t.currency, t.createdAt),
    // Exactly-once backstops: a second payout of the same kind fails the transaction.
    uniqueIndex('ledger_entries_sentiment_reason_key')
      .on(t.sentimentId, t.reason, t.currency)
      .where(sql`${t.sentimentId} is not null`),
    uniqueIndex('ledger_entries_login_reward_key')
      .on(t.userId, t.reason, t.loginDay)
      .where(sql`${t.loginDay} is not null`),
    uniqueIndex('ledger_entries_signup_grant_key')
      .on(t.userId, t.currency)
      .where(sql`${t.reason} = 'signup_grant'`),
    check('ledger_entries_currency_known', sql`${t.currency} in ('confidence', 'ip', 'xp')`),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_reason_known',
      sql`${t.reason} in ('signup_grant', 'daily_login', 'login_streak', 'stake', 'stake_refund', 'win_xp', 'win_ip', 'win_streak_ip', 'admin_grant')`,
    ),
  ],
);

/** One row per user and UTC day with a successful login: the daily-reward guard. */
export const loginDays = pgTable(
  'login_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('login_days_streak_positive', sql`${t.streak} >= 1`),
  ],
);

/**
 * Failed logins, one row per counted key (IP and username, IP, username), so
 * every server on the database enforces one limit (decision 0005). Rows older
 * than the window are swept as new failures arrive.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_key_time_idx').on(t.key, t.failedAt),
    index('login_failures_time_idx').on(t.failedAt),
  ],
);

/**
 * Signed-in sessions: a token names its session (`sid`), and is honoured only
 * while the session has not ended, so logout, "log out everywhere" and a
 * password change end tokens on the server (docs/decisions/0100-sessions-table.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const streakHistory = pgTable(
  'streak_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    awardedDay: date('awarded_day', { mode: 'string' }).notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    streakValue: integer('streak_value').notNull(),
  },
  (t) => [
    uniqueIndex('streak_history_user_day_key').on(t.userId, t.awardedDay),
    check(
      'streak_history_multiple_of_three',
      sql`${t.streakValue} > 0 and ${t.streakValue} % 3 = 0`,
    ),
  ],
);

/** Append-only ranking-trend points; no foreign keys, for the reason the ledger has none. */
export const leaderboardHistory = pgTable(
  'leaderboard_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** The settled event that changed the score; null for the registration point. */
    eventId: text('event_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    rankingScore: integer('ranking_score').notNull(),
    xpPoints: integer('xp_points').notNull(),
    ipPoints: integer('ip_points').notNull(),
  },
  (t) => [
    index('leaderboard_history_user_idx').on(t.userId, t.recordedAt),
    uniqueIndex('leaderboard_history_user_event_key')
      .on(t.userId, t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);

/**
 * How many users hold each ranking score (xp_points + ip_points), as signed counts to be summed
 * per score: statement-level triggers on `users` append one row per score a statement changed, and
 * `leaderboard_scores_compact()` folds them into one row per score now and then. Appending only,
 * writers never wait for each other on a shared score row (decision 0113). A user's position is
 * 1 + the users above their score.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    score: integer('score').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [index('leaderboard_scores_score_idx').on(t.score.desc(), t.users)],
);

/**
 * The leaderboard's order (docs/game-rules.md#leaderboard-order), one narrow row per user kept by
 * statement-level triggers on `users`: a page is a range read of its index from the score the
 * histogram `leaderboard_scores` names. Out of `users` so that balance updates there are
 * heap-only (decision 0180).
 */
export const leaderboardOrder = pgTable(
  'leaderboard_order',
  {
    userId: integer('user_id').notNull(),
    rankingScore: integer('ranking_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('leaderboard_order_idx').on(t.rankingScore.desc(), t.createdAt, t.userId)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    sportKey: text('sport_key').notNull(),
    /** guid, else link: what makes two feed items the same story. */
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    articleUrl: text('article_url').notNull(),
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('news_items_sport_dedupe_key').on(t.sportKey, t.dedupeKey),
    index('news_items_sport_published_idx').on(t.sportKey, t.publishedAt),
    check('news_items_article_url_http', sql`${t.articleUrl} ~ '^https?://'`),
    check(
      'news_items_image_url_http',
      sql`${t.imageUrl} is null or ${t.imageUrl} ~ '^(https?://|/)'`,
    ),
  ],
);

/**
 * The crowd of each market with picks (docs/game-rules.md#9-the-crowd), recomputed from the
 * event's sentiments after each pick, so the schedule reads it with one join.
 */
export const eventCrowd = pgTable(
  'event_crowd',
  {
    eventId: text('event_id').notNull(),
    market: text('market').$type<Market>().notNull(),
    picks: integer('picks').notNull(),
    takes: integer('takes').notNull(),
    passes: integer('passes').notNull(),
    draws: integer('draws').notNull(),
    crowdLine: point('crowd_line'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.market] })],
);

/**
 * Line movement (docs/game-rules.md#line-history): every stored change of a book market
 * (written by a trigger on `events`, so every path that moves a line records it) and the crowd
 * line, at most once per market and minute (`minute` is set for crowd points only).
 */
export const lineHistory = pgTable(
  'line_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    market: text('market').$type<Market>().notNull(),
    source: text('source').$type<'book' | 'crowd'>().notNull(),
    line: point('line'),
    homePrice: integer('home_price'),
    awayPrice: integer('away_price'),
    drawPrice: integer('draw_price'),
    overPrice: integer('over_price'),
    underPrice: integer('under_price'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    minute: timestamp('minute', { withTimezone: true }),
  },
  (t) => [
    index('line_history_event_idx').on(t.eventId, t.recordedAt),
    uniqueIndex('line_history_crowd_minute_key')
      .on(t.eventId, t.market, t.minute)
      .where(sql`${t.source} = 'crowd'`),
    check('line_history_source_known', sql`${t.source} in ('book', 'crowd')`),
  ],
);

/**
 * The live stream's outbox (docs/architecture.md#live-push): every event a stream may carry,
 * written in the transaction that makes the change, read by every server's stream hub after a
 * NOTIFY. `user_id` null is public. Kept for the resume window, then pruned.
 */
export const streamOutbox = pgTable(
  'stream_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('stream_outbox_created_idx').on(t.createdAt)],
);

/** Single-use stream tickets (their SHA-256), so the session token never sits in a URL. */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Leases for work only one server should do at a time (the demo players' picks): a holder
 * renews its row before it expires; another server takes it over only once it has.
 * Expiry uses the database's clock, so servers with moved test clocks still agree.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Windowed scores (docs/game-rules.md#windowed-boards): the XP and IP each user earned per
 * period and sport, folded in from the ledger through `score_window_queue`, whatever code path
 * wrote the entries (decision 0125). `sport` is a
 * sport key or `*` for every sport; the all-time, all-sport board is the users table itself.
 */
export const scoreWindows = pgTable(
  'score_windows',
  {
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    sport: text('sport').notNull(),
    userId: integer('user_id').notNull(),
    /** The user's registration time, copied for the tie rule so the board reads one index. */
    userCreatedAt: timestamp('user_created_at', { withTimezone: true }).notNull(),
    xpPoints: integer('xp_points').notNull().default(0),
    ipPoints: integer('ip_points').notNull().default(0),
    score: integer('score').notNull().generatedAlwaysAs(sql`xp_points + ip_points`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.periodStart, t.sport, t.userId] }),
    // xp_points last (after the unique user_id, so the order is the board's): a page reads its
    // rows from the index alone (decision 0145).
    index('score_windows_board_idx').on(
      t.kind,
      t.periodStart,
      t.sport,
      t.score.desc(),
      t.userCreatedAt,
      t.userId,
      t.xpPoints,
    ),
    check('score_windows_kind_known', sql`${t.kind} in ('week', 'month', 'season', 'all')`),
  ],
);

/**
 * How many users hold each score in each window (kind, period start, sport), as signed counts to
 * be summed: `score_windows_fold()` appends +1 at each row's new score and -1 at its old one, and
 * `score_window_scores_compact()` folds them into one row per score now and then. A windowed
 * position is 1 + the users above the score, like the all-time board's histogram (decision 0145).
 */
export const scoreWindowScores = pgTable(
  'score_window_scores',
  {
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    sport: text('sport').notNull(),
    score: integer('score').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [
    index('score_window_scores_key_idx').on(
      t.kind,
      t.periodStart,
      t.sport,
      t.score.desc(),
      t.users,
    ),
  ],
);

/**
 * XP and IP ledger entries not yet added to `score_windows`: a statement-level trigger on the
 * ledger appends their ids in the writer's transaction, and `score_windows_fold()` (migration
 * 0002) takes them before a windowed board is read (decision 0125). No index: it is emptied whole.
 */
export const scoreWindowQueue = pgTable('score_window_queue', {
  ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
});

/** A group of friends with its own standings (docs/screens.md#groups). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The invite link's code; rotating it makes older links useless. */
    inviteCode: text('invite_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('groups_invite_code_key').on(t.inviteCode),
    check('groups_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('groups_description_length', sql`char_length(${t.description}) <= 500`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /**
     * The member's username, registration time (the standings' tie rule) and demo flag, copied
     * from `users` when they join (none of them ever changes), so standings read no user row
     * (decision 0175).
     */
    username: text('username').notNull(),
    userCreatedAt: timestamp('user_created_at', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
  ],
);

/**
 * Each member's all-time XP and IP when they joined, per board sport ('*': every sport, from
 * their balances; a league: from their ledger), so a "since joining" standing is the score now
 * less this one, read by key rather than summed from the ledger (decision 0155). Written in the
 * same statement as the membership's snapshot; leaving deletes it with the membership.
 */
export const groupJoinScores = pgTable(
  'group_join_scores',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    sport: text('sport').notNull(),
    xpPoints: integer('xp_points').notNull(),
    ipPoints: integer('ip_points').notNull(),
  },
  (t) => [
    // Group and sport first: one group's standings in a sport are one range of the key.
    primaryKey({ columns: [t.groupId, t.sport, t.userId] }),
    foreignKey({
      columns: [t.groupId, t.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * Each member's score in every window of the boards, per group: a copy of their `score_windows`
 * rows (all time over every sport too: their balances as folded) kept by the same fold, so a
 * group's standings in a window are one range of the key, at most 500 rows, whatever the size of
 * the board (decision 0175). Written when they join (`insertMember`), by `score_windows_fold()`
 * for every group the member is in, and deleted with the membership.
 */
export const groupStandings = pgTable(
  'group_standings',
  {
    groupId: integer('group_id').notNull(),
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    sport: text('sport').notNull(),
    userId: integer('user_id').notNull(),
    xpPoints: integer('xp_points').notNull(),
    ipPoints: integer('ip_points').notNull(),
  },
  (t) => [
    // Group and window first, user last: one group's window is one range, in user order, which
    // merges with the group's other ranges (members, all time, join scores) without a lookup.
    primaryKey({ columns: [t.groupId, t.kind, t.periodStart, t.sport, t.userId] }),
    foreignKey({
      columns: [t.groupId, t.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);
