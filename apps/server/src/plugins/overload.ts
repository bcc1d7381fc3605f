import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export const OVERLOADED_MESSAGE = 'The server is overloaded. Try again in a few seconds.';
const RETRY_AFTER_SECONDS = '5';
/** The event-loop delay histogram's resolution (ms); a sample's mean counts above it. */
const RESOLUTION_MS = 10;
const DEFAULT_SAMPLE_INTERVAL_MS = 1000;

export interface OverloadOptions {
  /** Mean event-loop delay (ms) over one sample past which requests are shed. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the overload guard sheds requests now. */
    isUnderPressure?: () => boolean;
  }
}

/**
 * Sheds load before the event loop stalls (docs/security.md#heavy-requests):
 * when the sampled event-loop delay passes the bound, requests are answered
 * 503 with Retry-After at once, without work. /api/health still answers and
 * reports the state (`under_pressure`), so a balancer can tell.
 *
 * The same measure @fastify/under-pressure took (a delay histogram at 10 ms resolution, its mean
 * above the resolution once per sample), with a per-request check that reads one boolean: the
 * plugin built Fastify's route options object on every request to look up a route-level handler,
 * about 2% of the schedule route's CPU (decision 0191).
 */
export async function registerOverload(
  app: FastifyInstance,
  options: OverloadOptions,
): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let overloaded = false;
  const sample = () => {
    const delayMs = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    // No sample at all (the loop never turned) is the worst case, not a quiet one.
    overloaded = Number.isNaN(delayMs) || delayMs > options.maxEventLoopDelayMs;
    histogram.reset();
    timer.refresh();
  };
  const timer = setTimeout(
    sample,
    Math.max(RESOLUTION_MS, options.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS),
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    histogram.disable();
  });
  app.decorate('isUnderPressure', () => overloaded);

  app.addHook('onRequest', (request, reply, done) => {
    if (!overloaded || request.url.split('?')[0] === '/api/health') {
      done();
      return;
    }
    reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ statusCode: 503, error: 'Service Unavailable', message: OVERLOADED_MESSAGE });
  });
}

/** Whether the server is shedding load now (false when the guard is not registered). */
export function underPressure(app: FastifyInstance): boolean {
  return app.isUnderPressure?.() ?? false;
}
