import { buildApp } from './app';
import { type Clock, OffsetClock, systemClock } from './clock';
import { InvalidConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { ensureAdmin } from './features/auth/admin-account';
import { JobScheduler, lifecycleSchedule } from './jobs/job-scheduler';
import { claimDataDir, DataDirInUseError } from './ops/data-dir-owner';
import { installGracefulShutdown } from './ops/graceful-shutdown';
import { serveSnapshots } from './ops/pglite-snapshot';
import { startStartingResponder } from './ops/starting-responder';
import { WebAppBuildFailed, webAppBuilt } from './ops/web-app-build';
import { logDestination } from './plugins/access-log';

/** After the grace period, the time a stopping server may still take to close PGlite. */
const OWNER_CLOSE_MARGIN_MS = 10_000;

/** Reads config, opens the database (migrating it), starts the jobs, listens, and stops cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = { level: config.logLevel, stream: logDestination() };
  // Readiness answers 503 "starting" while the database opens and migrates (decision 0075).
  const starting = config.port ? await startStartingResponder(config.port, config.host) : null;
  // A PGlite folder has one owner, which also answers `npm run backup`
  // (docs/decisions/0073-backups-and-restores.md).
  // A server stopped a moment ago may still be closing the folder: wait for it as long as its
  // own shutdown may take (decision 0202), so stopping and starting again just works.
  const pgliteOwner = config.databaseUrl
    ? undefined
    : await claimDataDir(config.dataDir, {
        waitForStoppingOwnerMs: config.shutdownGraceMs + OWNER_CLOSE_MARGIN_MS,
        onWaiting: (message) => console.warn(message),
      });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onIdleError: (error) => console.warn(`idle database connection lost: ${error.message}`),
  });
  // The folder is let go only once PGlite has closed it: a server waiting to start on it
  // (decision 0202) must not open it while this one still writes.
  const closeDatabase = async () => {
    await database.close();
    await pgliteOwner?.release();
  };
  // A first `npm start` builds the web app meanwhile, and the app reads the build (decision 0220).
  try {
    await webAppBuilt(() => console.log("database ready; waiting for the web app's build"));
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  // With test tools on, staff may move the demo's clock forward; otherwise it is real time.
  const clock: Clock = config.testTools ? new OffsetClock(systemClock) : systemClock;
  const app = await buildApp({ database, clock, config, logger });
  if (pgliteOwner) {
    serveSnapshots(pgliteOwner, database);
    app.drain.add(() => pgliteOwner.stopping());
  }

  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn(
      "JWT_SECRET is not set: each server keeps its own secret in DATA_DIR, so servers sharing this database will not accept each other's tokens.",
    );
  }
  if (config.adminUsername) {
    const result = await ensureAdmin(
      database.db,
      clock,
      config.adminUsername,
      config.adminPassword,
      { promoteExisting: 'if-password-matches' },
    );
    if (result.action === 'refused') app.log.error(result.reason);
    else app.log.info({ username: result.username, action: result.action }, 'admin account ready');
    if (result.action === 'created' && result.generatedPassword) {
      app.log.warn(
        `Generated admin password for ${result.username} (shown once): ${result.generatedPassword}`,
      );
    }
  }

  // The lifecycle runs once right away, so a fresh start shows a living schedule in seconds.
  let scheduler: JobScheduler | undefined;
  if (config.jobsEnabled) {
    scheduler = new JobScheduler({
      jobs: app.lifecycle,
      schedule: lifecycleSchedule(config.jobIntervals),
      clock,
      logger: app.log.child({ module: 'scheduler' }),
    });
    const jobs = scheduler;
    app.addHook('onClose', () => jobs.stop());
    // Once listening: the first runs must not hold up the first health answer (decision 0110).
    app.addHook('onListen', async () => jobs.start());
    app.log.info(
      { feed: app.oddsFeed.source, intervalsMs: config.jobIntervals },
      'lifecycle jobs started',
    );
  }

  // SIGTERM drains: streams told to reconnect elsewhere, work in flight finished, exit 0.
  installGracefulShutdown({
    app,
    scheduler,
    database: { close: closeDatabase },
    graceMs: config.shutdownGraceMs,
  });

  await starting?.close();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: database.driver,
      testTools: config.testTools,
    },
    'Takeline is up',
  );
}

/**
 * What a start that failed prints. A failure the person starting it can mend from the message
 * alone (a setting, the PGlite folder or the port in use, the web app's build) gets one message
 * and no stack; anything else is a bug and keeps its stack.
 */
function startFailure(error: unknown): unknown {
  if (
    error instanceof InvalidConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof WebAppBuildFailed
  ) {
    return error.message;
  }
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `${error.message}: another server is listening there. Stop it, or set PORT to a free port.`;
  }
  return error;
}

main().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exit(1);
});
