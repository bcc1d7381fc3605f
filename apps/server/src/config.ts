import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupportedSportKey } from '@takeline/contract';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(value),
    );

function urlList(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

const urlListSetting = () =>
  z
    .string()
    .default('')
    .refine(
      (value) => urlList(value).every((url) => /^https?:\/\/\S+$/.test(url)),
      'must be a comma-separated list of http(s) URLs',
    );

const seconds = () =>
  z.coerce
    .number()
    .positive()
    .max(7 * 24 * 3600)
    .optional();

/**
 * The most settlement chunks a pool of `poolSize` connections allows: a settlement holds one
 * connection per chunk for its whole run (decision 0192), and one stays free for requests and jobs.
 */
export function chunksThePoolAllows(poolSize: number): number {
  return Math.max(1, poolSize - 1);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SETTLEMENT_CHUNKS: z.coerce.number().int().min(1).max(16).optional(),
    JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters.').optional(),
    JWT_EXPIRES_IN_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().default(10),
    HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(25),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    TEST_TOOLS: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    TRUST_PROXY: z.string().optional(),
    ODDS_API_KEY: z.string().optional(),
    ODDS_API_BASE_URL: z.string().url().default('https://api.the-odds-api.com'),
    ODDS_BOOKMAKERS: z.string().default('draftkings,fanduel,betmgm,caesars,betrivers,bovada'),
    ODDS_API_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    ODDS_API_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    ODDS_API_SCORES_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(20),
    FEED_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
    SIM_SEED: z.coerce.number().int().default(20_251),
    SIM_SPEED: z.coerce.number().positive().max(10_000).default(1),
    SIM_PLAYERS: z.coerce.number().int().min(0).max(5000).default(150),
    NEWS_FEEDS_MLB: urlListSetting(),
    NEWS_FEEDS_NFL: urlListSetting(),
    NEWS_FEEDS_MLS: urlListSetting(),
    PUBLIC_URL: z.string().url().optional(),
    SCHEDULE_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(300).default(5),
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
    JOBS_ENABLED: flag(true),
    JOB_FETCH_EVENTS_SECONDS: seconds(),
    JOB_SCAN_START_SECONDS: seconds(),
    JOB_SCAN_SCORES_SECONDS: seconds(),
    JOB_SETTLE_SECONDS: seconds(),
    JOB_CLEANUP_SECONDS: seconds(),
    JOB_NEWS_SECONDS: seconds(),
    // Empty means unset (compose passes `${METRICS_TOKEN:-}`).
    METRICS_TOKEN: z
      .string()
      .optional()
      .refine(
        (value) => !value || value.length >= 16,
        'METRICS_TOKEN must be at least 16 characters.',
      ),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(20),
    JOB_DEMO_PICKS_SECONDS: seconds(),
  })
  .refine(
    (env) =>
      env.SETTLEMENT_CHUNKS === undefined ||
      env.SETTLEMENT_CHUNKS <= chunksThePoolAllows(env.DATABASE_POOL_SIZE),
    {
      path: ['SETTLEMENT_CHUNKS'],
      message:
        'SETTLEMENT_CHUNKS must be less than DATABASE_POOL_SIZE, so a settlement leaves a connection for requests.',
    },
  );

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Chunks of users a settlement runs side by side (decision 0192); unset: 2 on PostgreSQL, 1 on PGlite. */
  settlementChunks?: number;
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  webDist: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  /** Accounts one address may create per hour, across servers (docs/security.md#registration-flood). */
  registrationsPerHour: number;
  /** argon2 hashes at once, and how many may wait, before 503 + Retry-After. */
  hashConcurrency: number;
  hashQueue: number;
  /** A request's headers and body must arrive within this (slow-body cut, docs/security.md#heavy-requests). */
  requestTimeoutMs: number;
  /** Mean event-loop delay past which requests are shed with 503 (0: never). */
  maxEventLoopDelayMs: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false by
   * default, so a client cannot choose the IP the login limiter counts.
   */
  trustProxy: boolean | string[];
  /** Internal test tools: on by default, off in production unless asked for. */
  testTools: boolean;
  /** In production, test tools (when on) still need an admin token. */
  testToolsRequireAdmin: boolean;
  oddsApiKey: string | undefined;
  oddsApiBaseUrl: string;
  oddsBookmakers: string[];
  oddsApiMaxRetries: number;
  oddsApiRetryDelayMs: number;
  /** Scores answers are reused this long, so the two scores jobs cost one call. */
  oddsApiScoresCacheMs: number;
  /** Timeout of one odds or news request. */
  feedTimeoutMs: number;
  simSeed: number;
  /** How many times faster than real life simulated games are scheduled and played. */
  simSpeed: number;
  /**
   * Simulated demo players (docs/game-rules.md#demo-players): how many play with the simulated
   * sportsbook; always 0 with a real odds feed.
   */
  simPlayers: number;
  /** RSS/Atom feed URLs per sport; a sport without any gets the simulated items offline. */
  newsFeeds: Record<SupportedSportKey, string[]>;
  /** Where users reach this server; links in simulated news point here. */
  publicUrl: string;
  /** Upper bound on how stale another server's changes can look in the schedule cache. */
  scheduleCacheTtlMs: number;
  /** How long a checked token is honoured without asking the database again (decision 0141; 0: never). */
  sessionCacheMs: number;
  jobsEnabled: boolean;
  jobIntervals: JobIntervals;
  /** Bearer token of GET /metrics; without one the route does not exist (decision 0074). */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests and jobs in flight before exiting anyway. */
  shutdownGraceMs: number;
}

/** How often each lifecycle job runs (docs/game-rules.md#job-schedule), in milliseconds. */
export interface JobIntervals {
  fetchEvents: number;
  scanStart: number;
  scanScores: number;
  settle: number;
  cleanup: number;
  news: number;
  demoPicks: number;
}

/**
 * The Odds API charges credits per call, so its default cadence is slower;
 * the simulated sportsbook is free and should look alive.
 */
const DEFAULT_JOB_SECONDS: Record<'odds-api' | 'simulated', Record<keyof JobIntervals, number>> = {
  'odds-api': {
    fetchEvents: 1800,
    scanStart: 30,
    scanScores: 300,
    settle: 60,
    cleanup: 3600,
    news: 1800,
    demoPicks: 60,
  },
  simulated: {
    fetchEvents: 60,
    scanStart: 15,
    scanScores: 15,
    settle: 15,
    cleanup: 600,
    news: 300,
    demoPicks: 5,
  },
};

/** A setting that cannot be used; the message lists each one and why. */
export class InvalidConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new InvalidConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const testToolsSetting = e.TEST_TOOLS;
  const testTools =
    testToolsSetting === undefined
      ? !production
      : ['1', 'true', 'on', 'yes'].includes(testToolsSetting);
  const oddsApiKey = e.ODDS_API_KEY || undefined;
  const jobDefaults = DEFAULT_JOB_SECONDS[oddsApiKey ? 'odds-api' : 'simulated'];
  const everyMs = (setting: number | undefined, fallback: number) =>
    Math.round((setting ?? fallback) * 1000);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    settlementChunks: e.SETTLEMENT_CHUNKS,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    webDist: path.resolve(e.WEB_DIST),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    hashConcurrency: e.HASH_CONCURRENCY,
    hashQueue: e.HASH_QUEUE,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    testTools,
    testToolsRequireAdmin: production,
    oddsApiKey,
    oddsApiBaseUrl: e.ODDS_API_BASE_URL,
    oddsBookmakers: e.ODDS_BOOKMAKERS.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    oddsApiMaxRetries: e.ODDS_API_MAX_RETRIES,
    oddsApiRetryDelayMs: e.ODDS_API_RETRY_DELAY_MS,
    oddsApiScoresCacheMs: Math.round(e.ODDS_API_SCORES_CACHE_SECONDS * 1000),
    feedTimeoutMs: Math.round(e.FEED_TIMEOUT_SECONDS * 1000),
    simSeed: e.SIM_SEED,
    simSpeed: e.SIM_SPEED,
    simPlayers: oddsApiKey ? 0 : e.SIM_PLAYERS,
    newsFeeds: {
      baseball_mlb: urlList(e.NEWS_FEEDS_MLB),
      americanfootball_nfl: urlList(e.NEWS_FEEDS_NFL),
      soccer_usa_mls: urlList(e.NEWS_FEEDS_MLS),
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    scheduleCacheTtlMs: Math.round(e.SCHEDULE_CACHE_TTL_SECONDS * 1000),
    sessionCacheMs: Math.round(e.SESSION_CACHE_SECONDS * 1000),
    jobsEnabled: e.JOBS_ENABLED,
    jobIntervals: {
      fetchEvents: everyMs(e.JOB_FETCH_EVENTS_SECONDS, jobDefaults.fetchEvents),
      scanStart: everyMs(e.JOB_SCAN_START_SECONDS, jobDefaults.scanStart),
      scanScores: everyMs(e.JOB_SCAN_SCORES_SECONDS, jobDefaults.scanScores),
      settle: everyMs(e.JOB_SETTLE_SECONDS, jobDefaults.settle),
      cleanup: everyMs(e.JOB_CLEANUP_SECONDS, jobDefaults.cleanup),
      news: everyMs(e.JOB_NEWS_SECONDS, jobDefaults.news),
      demoPicks: everyMs(e.JOB_DEMO_PICKS_SECONDS, jobDefaults.demoPicks),
    },
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
  };
}

/** TRUST_PROXY: unset or false; true (any proxy); or a comma list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim().toLowerCase();
  if (!text || ['0', 'false', 'off', 'no'].includes(text)) return false;
  if (['1', 'true', 'on', 'yes'].includes(text)) return true;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
