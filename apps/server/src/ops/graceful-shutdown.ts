import type { FastifyBaseLogger } from 'fastify';
import { within } from '../lib/within';
import type { Drain } from './drain';

export interface ShutdownDeps {
  /** The Fastify app: closing it stops accepting and waits for the requests in flight. */
  app: { close(): Promise<unknown>; drain: Drain; log: FastifyBaseLogger };
  /** The job scheduler when this server runs jobs: stopping it waits for the job in flight. */
  scheduler?: { stop(): Promise<void> } | undefined;
  /** Closed last, once nothing uses it any more. */
  database: { close(): Promise<void> };
  /** How long the in-flight work may take (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  /** process.exit, replaceable in tests. */
  exit?: (code: number) => void;
}

/**
 * The clean stop on SIGTERM or SIGINT (docs/decisions/0075-readiness-and-draining.md):
 * readiness turns to draining and the drain hooks tell streams to reconnect elsewhere; the
 * listener closes (idle keep-alive connections too), while requests and the job in flight run
 * to their end; then the database closes and the process exits 0. Past the grace period it
 * exits 1 with the work unfinished: an open transaction is rolled back by the database, and
 * the job that held it runs again on another server or at the next start (every job is
 * idempotent and settlement exactly-once). A second signal exits at once.
 */
export function installGracefulShutdown(deps: ShutdownDeps): void {
  const shutdown = createShutdown(deps);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The shutdown itself, for a signal handler (installGracefulShutdown) or a test. */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const log = deps.app.log;
  let stopping: Promise<void> | null = null;

  const shutdown = (signal: string): Promise<void> => {
    if (stopping) {
      log.warn({ signal }, 'second signal while draining: exiting now');
      exit(1);
      return stopping;
    }
    log.info({ signal, graceSeconds: deps.graceMs / 1000 }, 'draining: finishing work in flight');
    stopping = drainThenExit(deps, exit);
    return stopping;
  };
  return shutdown;
}

async function drainThenExit(deps: ShutdownDeps, exit: (code: number) => void): Promise<void> {
  const log = deps.app.log;
  const started = performance.now();
  const work = (async () => {
    await deps.app.drain.start(log);
    await Promise.all([deps.scheduler?.stop(), deps.app.close()]);
    return 'done' as const;
  })();
  try {
    const outcome = await within(work, deps.graceMs, 'grace-over' as const);
    if (outcome === 'grace-over') {
      log.error(
        { graceSeconds: deps.graceMs / 1000 },
        'grace period over with work in flight: exiting; another server or the next start picks it up',
      );
      exit(1);
      return;
    }
    await deps.database.close();
    log.info({ ms: Math.round(performance.now() - started) }, 'drained; exiting');
    exit(0);
  } catch (error) {
    log.error({ err: error }, 'error while draining');
    exit(1);
  }
}
