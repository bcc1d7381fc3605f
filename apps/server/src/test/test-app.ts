import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { type App, buildApp } from '../app';
import { ManualClock } from '../clock';
import { type AppConfig, loadConfig } from '../config';
import type { Database, Db } from '../db/database';
import { resetDatabase, testDatabase } from './test-database';

export const TEST_NOW = '2026-06-01T12:00:00.000Z';

export interface TestContext {
  app: App;
  database: Database;
  db: Db;
  clock: ManualClock;
  config: AppConfig;
}

export interface TestAppOptions {
  now?: string;
  config?: Partial<AppConfig>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeline-test-')),
    WEB_DIST: path.join(tmpdir(), 'takeline-no-web-build'),
    JOBS_ENABLED: '0',
    LOG_LEVEL: 'silent',
  });
  return { ...base, ...overrides };
}

/** A fresh app on the worker's (emptied) database, with a clock the test moves by hand. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await testDatabase();
  await resetDatabase(database);
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const config = testConfig(options.config);
  const app = await buildApp({ database, clock, config });
  await app.ready();
  return { app, database, db: database.db, clock, config };
}

/**
 * Registers beforeEach/afterEach hooks that give every test its own app on a
 * blank database. Read the fields inside tests, not at describe time.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    Object.assign(context, await createTestApp(options));
  });
  afterEach(async () => {
    await context.app?.close();
  });
  return context;
}
