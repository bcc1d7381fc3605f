/**
 * The server side of the benchmarks that load the app over HTTP (bench:submit, bench:boards):
 * the app built as main.ts builds it, production settings, the access log written to a file, in
 * a process of its own (a PGlite folder has one owner), and what such a process needs around it.
 */
import { openSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open-database';
import { createSession } from '../apps/server/src/features/auth/sessions.repository';
import { resolveJwtSecret, TokenService } from '../apps/server/src/features/auth/tokens';
import { logDestination } from '../apps/server/src/plugins/access-log';
import { backendCpuSeconds, cpuMsBetween } from './process-cpu';

/** The app, its database and its access log, in the folder the driver made (BENCH_DATA_DIR). */
export async function openServedApp() {
  // The driver makes this folder and removes it after the run (bench/scratch-folder.ts).
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR must name the folder for this run');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JOBS_ENABLED: '0',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // Registration is limited per address (the benches make their users in SQL, but say so anyway).
    REGISTRATIONS_PER_HOUR: '1000000',
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const logFile = path.join(dataDir, 'server.log');
  const app = await buildApp({
    database,
    clock: systemClock,
    config,
    logger: { level: config.logLevel, stream: logDestination(openSync(logFile, 'a')) },
  });
  const tokens = new TokenService(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    systemClock,
    3600,
  );
  /** A token for a user made in SQL: honoured only with an open session behind it (docs/security.md). */
  const signToken = async (user: { id: number; username: string }) =>
    tokens.sign({
      userId: user.id,
      username: user.username,
      sessionId: await createSession(database.db, user.id, systemClock.now(), tokens.expiresAt()),
    });
  return { app, database, logFile, signToken };
}

/** The port the app listens on, on 127.0.0.1. */
export async function listenLocally(app: Awaited<ReturnType<typeof openServedApp>>['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** CPU seconds this process and the database's backends have used since it was made. */
export async function cpuMeter(database: Database) {
  const server = process.cpuUsage();
  const backends = await backendCpuSeconds(database);
  return async () => {
    const used = process.cpuUsage(server);
    // No backends to read on PGlite: it runs in this process, so its CPU is the server's.
    const databaseMs = cpuMsBetween(backends, await backendCpuSeconds(database)) ?? 0;
    return { server: (used.user + used.system) / 1e6, database: databaseMs / 1000 };
  };
}
