import { afterEach, beforeEach } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { ManualClock } from '../clock';
import type { TestAppOptions, TestContext } from './test-app';
import { TEST_NOW, testConfig } from './test-app';
import { resetDatabase, testDatabase } from './test-database';

export interface LiveTestAppOptions extends TestAppOptions {
  /** Feeds, settler and logger to build the app with, made from the test's clock. */
  deps?: (clock: ManualClock) => Pick<AppDeps, 'oddsFeed' | 'newsFeed' | 'settler' | 'logger'>;
}

/**
 * Like useTestApp, for the live-data tests: the app may be built with feeds
 * of the test's choosing (the Odds API client pointed at a local fixture
 * server, say). Without `deps`, the app uses the simulated sportsbook on the
 * test's ManualClock, as it would offline.
 */
export function useLiveTestApp(options: LiveTestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const clock = new ManualClock(options.now ?? TEST_NOW);
    const config = testConfig(options.config);
    const app = await buildApp({ database, clock, config, ...options.deps?.(clock) });
    await app.ready();
    Object.assign(context, { app, database, db: database.db, clock, config });
  });
  afterEach(async () => {
    await context.app?.close();
  });
  return context;
}
