import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(value),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
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
  TEST_TOOLS: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
  ODDS_API_KEY: z.string().optional(),
  ODDS_API_BASE_URL: z.string().url().default('https://api.the-odds-api.com'),
  ODDS_BOOKMAKERS: z.string().default('draftkings,fanduel,betmgm,caesars,betrivers,bovada'),
  SIM_SEED: z.coerce.number().int().default(20_251),
  SIM_SPEED: z.coerce.number().positive().default(1),
  JOBS_ENABLED: flag(true),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  webDist: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  /** Internal test tools: on by default, off in production unless asked for. */
  testTools: boolean;
  /** In production, test tools (when on) still need an admin token. */
  testToolsRequireAdmin: boolean;
  oddsApiKey: string | undefined;
  oddsApiBaseUrl: string;
  oddsBookmakers: string[];
  simSeed: number;
  simSpeed: number;
  jobsEnabled: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const testToolsSetting = e.TEST_TOOLS;
  const testTools =
    testToolsSetting === undefined
      ? !production
      : ['1', 'true', 'on', 'yes'].includes(testToolsSetting);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    webDist: path.resolve(e.WEB_DIST),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    testTools,
    testToolsRequireAdmin: production,
    oddsApiKey: e.ODDS_API_KEY || undefined,
    oddsApiBaseUrl: e.ODDS_API_BASE_URL,
    oddsBookmakers: e.ODDS_BOOKMAKERS.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    simSeed: e.SIM_SEED,
    simSpeed: e.SIM_SPEED,
    jobsEnabled: e.JOBS_ENABLED,
  };
}
