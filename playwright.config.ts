import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support/e2e-env';
import { chromiumPath } from './scripts/chromium-path';

/**
 * End-to-end tests in the system Chromium (never a downloaded browser),
 * against the built web app served by a real server on a fresh PGlite folder.
 * One worker: the tests share that server, and some move its clock.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'e2e/artifacts/report' }]],
  use: {
    // The app honours reduced motion, so dialogs open at once: axe and screenshots never catch a fade.
    contextOptions: { reducedMotion: 'reduce' },
    // The service worker stores the whole app after each fresh context's first load; only
    // e2e/installable-app.spec.ts needs it, so the other specs skip that download.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Node itself runs the server, with tsx as a loader only, as the server tests' `runScript`
    // does and for its reason (apps/server/src/test/spawn-server.ts): the tsx command would
    // SIGKILL a server busy when the SIGTERM comes, which then left its data folder behind.
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A drained stop, so the server closes its PGlite folder and removes it
    // (e2e/support/start-server.ts); SIGKILL after 15 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
