import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test/capture-logger';
import { Drain } from './drain';
import { createShutdown } from './graceful-shutdown';

/**
 * The order of the SIGTERM sequence, with stand-ins that record what happened when. The same
 * sequence runs against real processes and databases in graceful-shutdown.process.test.ts.
 */
function harness(options: { jobInFlight: Promise<void>; graceMs: number }) {
  const steps: string[] = [];
  const drain = new Drain();
  drain.add(() => {
    steps.push(`streams told (${drain.state})`);
  });
  const exits: number[] = [];
  const shutdown = createShutdown({
    app: {
      drain,
      log: captureLogger().logger,
      close: async () => {
        steps.push('listener closed, requests finished');
      },
    },
    scheduler: {
      stop: async () => {
        await options.jobInFlight;
        steps.push('job finished');
      },
    },
    database: {
      close: async () => {
        steps.push('database closed');
      },
    },
    graceMs: options.graceMs,
    exit: (code) => {
      exits.push(code);
    },
  });
  return { shutdown, steps, exits };
}

describe('the SIGTERM sequence', () => {
  it('tells streams first, waits for the job and requests, closes the database, exits 0', async () => {
    let finishJob = () => {};
    const jobInFlight = new Promise<void>((resolve) => {
      finishJob = resolve;
    });
    const { shutdown, steps, exits } = harness({ jobInFlight, graceMs: 5000 });
    const done = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['streams told (draining)', 'listener closed, requests finished']);
    expect(exits).toEqual([]);
    finishJob();
    await done;
    expect(steps).toEqual([
      'streams told (draining)',
      'listener closed, requests finished',
      'job finished',
      'database closed',
    ]);
    expect(exits).toEqual([0]);
  });

  it('exits 1 past the grace period, leaving the database to the exit', async () => {
    const { shutdown, steps, exits } = harness({
      jobInFlight: new Promise(() => {}),
      graceMs: 30,
    });
    await shutdown('SIGTERM');
    expect(exits).toEqual([1]);
    expect(steps).not.toContain('database closed');
  });

  it('exits at once on a second signal', async () => {
    const { shutdown, exits } = harness({ jobInFlight: new Promise(() => {}), graceMs: 5000 });
    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(exits).toEqual([1]);
  });
});
