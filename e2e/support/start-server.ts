import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './e2e-env';

const dataDir = mkdtempSync(path.join(tmpdir(), 'takeline-e2e-'));
// Playwright stops this server with SIGTERM (playwright.config.ts); the server drains, closes the
// database and exits, and the folder goes with it.
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the real server for the end-to-end suite: built web app, a fresh
 * PGlite folder, test tools on, an admin account, and no background jobs
 * (the tests drive the lifecycle through the admin buttons and the clock).
 */
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JOBS_ENABLED: '0',
  TEST_TOOLS: '1',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SIM_SEED: '4242',
  // The shared e2e server has no demo crowd; e2e/demo-players.spec.ts starts its own.
  SIM_PLAYERS: '0',
  LOG_LEVEL: 'warn',
  // The suite registers many users from one address (docs/security.md#registration-flood).
  REGISTRATIONS_PER_HOUR: '100000',
  // A shared CI machine's stalls are not overload: no 503 shedding mid-test.
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
delete process.env.DATABASE_URL;
delete process.env.ODDS_API_KEY;

// The server as `npm start` runs it (scripts/start.mjs): its cached bundle, packages compiled in
// (docs/decisions/0209-start-compiles-the-packages-in.md), run with V8's code cache (decision
// 0210), so the suite covers what users run.
const { runServerBundle } = await import('../../scripts/run-bundle.mjs');
await runServerBundle();
