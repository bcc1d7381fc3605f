import { type TestAppOptions, type TestContext, useTestApp } from './test-app';

export type LiveTestAppOptions = TestAppOptions;

/**
 * The live-data tests' name for useTestApp: the app may be built with feeds of
 * the test's choosing (`deps`, e.g. the Odds API client pointed at a local
 * fixture server). Without `deps`, the app uses the simulated sportsbook on
 * the test's ManualClock, as it would offline.
 */
export function useLiveTestApp(options: LiveTestAppOptions = {}): TestContext {
  return useTestApp(options);
}
