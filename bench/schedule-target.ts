/**
 * One benchmark target, run in its own process so the load generator does
 * not share its event loop: `hello` (a bare Fastify hello-world) or
 * `schedule` (the Takeline app on a fresh PGlite database, its schedule
 * filled by the simulated sportsbook). Prints `READY <port> <etag> <detail>`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';

async function hello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, etag: '-', detail: 'bare Fastify' };
}

async function schedule() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeline-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: '0',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({ database, clock: systemClock, config });
  await app.lifecycle.fetchEvents();
  await app.lifecycle.scanUpcomingForStart();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await app.inject({ url: '/api/current-schedule/baseball_mlb' });
  const games = response.json();
  return {
    app,
    etag: String(response.headers.etag),
    detail: `${games.length} games, ${Math.round(response.body.length / 1024)} KB, ${database.driver}`,
  };
}

const kind = process.argv[2];
const target = kind === 'hello' ? await hello() : kind === 'schedule' ? await schedule() : null;
if (!target) {
  console.error('usage: schedule-target.ts hello|schedule');
  process.exit(2);
}
const address = target.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${target.etag} ${target.detail}`);
process.on('SIGTERM', () => {
  void target.app.close().then(() => process.exit(0));
});
