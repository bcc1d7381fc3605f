import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app';
import { ManualClock } from '../clock';
import { type AppConfig, loadConfig } from '../config';
import type { Database, Db } from '../db/database';
import { findBalanceMismatches, findOrphanLogRows } from '../features/ledger/ledger.repository';
import { resetDatabase, testDatabase } from './test-database';
import { testFolder } from './test-folder';

export const TEST_NOW = '2026-06-01T12:00:00.000Z';

export interface TestContext {
  app: App;
  database: Database;
  db: Db;
  clock: ManualClock;
  config: AppConfig;
  /** Set by a test that corrupts the ledger on purpose, to skip the after-test invariant check. */
  brokenLedgerExpected?: boolean;
}

export interface TestAppOptions {
  now?: string;
  config?: Partial<AppConfig>;
  /** Feeds, settler and logger to build the app with, made from the test's clock (live-data tests). */
  deps?: (clock: ManualClock) => Pick<AppDeps, 'oddsFeed' | 'newsFeed' | 'settler' | 'logger'>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    DATA_DIR: testFolder('takeline-test'),
    WEB_DIST: path.join(tmpdir(), 'takeline-no-web-build'),
    JOBS_ENABLED: '0',
    LOG_LEVEL: 'silent',
    // No demo crowd unless a test asks for one (docs/game-rules.md#demo-players).
    SIM_PLAYERS: '0',
    // Suites register many users from one address; the flood tests lower it again.
    REGISTRATIONS_PER_HOUR: '100000',
    // Tests hash in parallel on purpose; the gate's own tests set a small queue.
    HASH_QUEUE: '10000',
    // A test's event loop is not a production one: no load shedding unless a test asks.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  return { ...base, ...overrides };
}

/** A fresh app on the worker's (emptied) database, with a clock the test moves by hand. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await testDatabase();
  await resetDatabase(database);
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const config = testConfig(options.config);
  const app = await buildApp({ database, clock, config, ...options.deps?.(clock) });
  await app.ready();
  return { app, database, db: database.db, clock, config };
}

/**
 * Registers beforeEach/afterEach hooks that give every test its own app on a
 * blank database. Read the fields inside tests, not at describe time.
 *
 * After every test the ledger invariant is checked (docs/game-rules.md#the-invariant: each
 * balance equals its ledger sum, none negative, no orphan log rows), so every
 * scenario in the suite doubles as an invariant test. A test that breaks the
 * ledger on purpose sets `t.brokenLedgerExpected = true`.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    Object.assign(context, await createTestApp(options), { brokenLedgerExpected: false });
  });
  afterEach(async () => {
    try {
      if (context.db && !context.brokenLedgerExpected) {
        expect(await findBalanceMismatches(context.db), 'ledger invariant after the test').toEqual(
          [],
        );
        expect(await findOrphanLogRows(context.db), 'orphan log rows after the test').toEqual([]);
      }
    } finally {
      await context.app?.close();
    }
  });
  return context;
}
