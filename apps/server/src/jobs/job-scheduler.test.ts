import { describe, expect, it } from 'vitest';
import { ManualClock, MINUTE_MS } from '../clock';
import type { JobIntervals } from '../config';
import { captureLogger, LOG_LEVEL } from '../test/capture-logger';
import { TEST_NOW } from '../test/test-app';
import { JobScheduler, lifecycleSchedule } from './job-scheduler';
import type { JobCounts, LifecycleJobName } from './lifecycle-jobs';

const intervals: JobIntervals = {
  fetchEvents: 10 * MINUTE_MS,
  scanStart: MINUTE_MS,
  scanScores: 2 * MINUTE_MS,
  settle: MINUTE_MS,
  cleanup: 60 * MINUTE_MS,
  news: 30 * MINUTE_MS,
  demoPicks: 30 * MINUTE_MS,
};

/**
 * The scheduler's only collaborator is `run(name)`; this one records the
 * calls (and can fail one job) so the timing rules can be checked exactly.
 * The real jobs run under the scheduler in lifecycle.test.ts.
 */
function recordingJobs(failing: LifecycleJobName | null = null) {
  const calls: LifecycleJobName[] = [];
  return {
    calls,
    run: async (name: LifecycleJobName): Promise<JobCounts> => {
      calls.push(name);
      if (name === failing) throw new Error(`${name} broke`);
      return { changed: 1 };
    },
  };
}

function scheduler(jobs: ReturnType<typeof recordingJobs>, pollMs?: number) {
  const clock = new ManualClock(TEST_NOW);
  const { logger, records } = captureLogger();
  const runner = new JobScheduler({
    jobs,
    schedule: lifecycleSchedule(intervals),
    clock,
    logger,
    ...(pollMs ? { pollMs } : {}),
  });
  return { runner, clock, records };
}

describe('JobScheduler', () => {
  it('runs each job on its own interval, by the injected clock, in lifecycle order', async () => {
    const jobs = recordingJobs();
    const { runner, clock } = scheduler(jobs);
    await runner.runDue();
    expect(jobs.calls).toEqual([
      'fetch-events',
      'scan-upcoming-for-start',
      'scan-live-scores',
      'scan-for-completed',
      'scan-completed',
      'cleanup-completed-games',
      'cleanup-orphan-sentiments',
      'refresh-news',
      'demo-picks',
    ]);
    jobs.calls.length = 0;
    clock.advance(MINUTE_MS - 1);
    await runner.runDue();
    expect(jobs.calls).toEqual([]);
    clock.advance(1);
    await runner.runDue();
    expect(jobs.calls).toEqual(['scan-upcoming-for-start', 'scan-completed']);
    jobs.calls.length = 0;
    clock.advance(MINUTE_MS);
    await runner.runDue();
    expect(jobs.calls).toEqual([
      'scan-upcoming-for-start',
      'scan-live-scores',
      'scan-for-completed',
      'scan-completed',
    ]);
  });

  it('runs a job once after a long jump, not once per missed interval', async () => {
    const jobs = recordingJobs();
    const { runner, clock } = scheduler(jobs);
    await runner.runDue();
    jobs.calls.length = 0;
    clock.advance(24 * 60 * MINUTE_MS);
    await runner.runDue();
    expect(jobs.calls.filter((name) => name === 'scan-completed')).toHaveLength(1);
  });

  it('logs a failing job, runs the others, and retries it at its next turn', async () => {
    const jobs = recordingJobs('scan-live-scores');
    const { runner, clock, records } = scheduler(jobs);
    const results = await runner.runDue();
    expect(results['scan-live-scores']).toBeNull();
    expect(results['scan-for-completed']).toEqual({ changed: 1 });
    const failure = records.find((record) => record.level === LOG_LEVEL.error);
    expect(failure).toMatchObject({ job: 'scan-live-scores' });
    jobs.calls.length = 0;
    clock.advance(2 * MINUTE_MS);
    await runner.runDue();
    expect(jobs.calls).toContain('scan-live-scores');
  });

  it('starts with a run right away; stop waits for the job in flight and starts no other', async () => {
    const jobs = recordingJobs();
    const { runner } = scheduler(jobs, 5);
    runner.start();
    await runner.stop();
    // A draining server finishes its current job; the ones due after it wait for the next start.
    expect(jobs.calls).toEqual(['fetch-events']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(jobs.calls).toEqual(['fetch-events']);
  });
});
