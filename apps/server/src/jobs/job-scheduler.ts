import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { JobIntervals } from '../config';
import { recordJobRun } from '../ops/metrics';
import type { JobCounts, LifecycleJobName, LifecycleJobs } from './lifecycle-jobs';

export interface ScheduledJob {
  name: LifecycleJobName;
  everyMs: number;
}

/** The lifecycle order: one pass can take a game from upcoming all the way to settled. */
export function lifecycleSchedule(intervals: JobIntervals): ScheduledJob[] {
  return [
    { name: 'fetch-events', everyMs: intervals.fetchEvents },
    { name: 'scan-upcoming-for-start', everyMs: intervals.scanStart },
    { name: 'scan-live-scores', everyMs: intervals.scanScores },
    { name: 'scan-for-completed', everyMs: intervals.scanScores },
    { name: 'scan-completed', everyMs: intervals.settle },
    { name: 'cleanup-completed-games', everyMs: intervals.cleanup },
    { name: 'cleanup-orphan-sentiments', everyMs: intervals.cleanup },
    { name: 'refresh-news', everyMs: intervals.news },
    { name: 'demo-picks', everyMs: intervals.demoPicks },
  ];
}

/** How often the scheduler looks at the clock (real time). */
const POLL_MS = 1000;

/**
 * Runs the lifecycle jobs on their intervals. Which jobs are due is decided
 * by the injected clock, so moving the clock (tests, or the test tools' time
 * travel) makes them due at once; a real timer only polls. Jobs run one at a
 * time in lifecycle order, a failing job is logged and retried at its next
 * turn, and `stop` waits for the job in flight (the jobs due after it wait for the next start).
 */
export class JobScheduler {
  readonly #nextRunAt = new Map<LifecycleJobName, number>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  #stopped = false;

  constructor(
    private readonly deps: {
      jobs: Pick<LifecycleJobs, 'run'>;
      schedule: readonly ScheduledJob[];
      clock: Clock;
      logger: FastifyBaseLogger;
      pollMs?: number;
    },
  ) {}

  /** Runs every job once now, then keeps polling. */
  start(): void {
    if (this.#timer) return;
    this.#stopped = false;
    this.#tick();
    this.#timer = setInterval(() => this.#tick(), this.deps.pollMs ?? POLL_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Runs the jobs that are due by the clock, in order; answers what each changed. */
  async runDue(): Promise<Partial<Record<LifecycleJobName, JobCounts | null>>> {
    const results: Partial<Record<LifecycleJobName, JobCounts | null>> = {};
    for (const job of this.deps.schedule) {
      if (this.#stopped) break;
      const now = this.deps.clock.now().getTime();
      if (now < (this.#nextRunAt.get(job.name) ?? Number.NEGATIVE_INFINITY)) continue;
      results[job.name] = await this.#runOne(job.name);
      this.#nextRunAt.set(job.name, this.deps.clock.now().getTime() + job.everyMs);
    }
    return results;
  }

  #tick(): void {
    if (this.#running) return;
    this.#running = this.runDue()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'job scheduler failed'))
      .finally(() => {
        this.#running = null;
      });
  }

  async #runOne(name: LifecycleJobName): Promise<JobCounts | null> {
    const started = performance.now();
    try {
      const counts = await this.deps.jobs.run(name);
      recordJobRun(name, 'schedule', (performance.now() - started) / 1000, true);
      const changed = Object.values(counts).some((count) => count > 0);
      const log = { job: name, counts, ms: Math.round(performance.now() - started) };
      if (changed) this.deps.logger.info(log, 'job ran');
      else this.deps.logger.debug(log, 'job ran');
      return counts;
    } catch (error) {
      recordJobRun(name, 'schedule', (performance.now() - started) / 1000, false);
      this.deps.logger.error({ err: error, job: name }, 'job failed; retrying at its next turn');
      return null;
    }
  }
}
