import {
  type TestClockResponse,
  testClockAdvanceBodySchema,
  testClockResponseSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, MINUTE_MS, systemClock } from '../../clock';
import { conflict } from '../../errors';
import { withErrors } from '../../lib/route-schemas';

/** A clock the test tools may move forward: OffsetClock in the demo, ManualClock in tests. */
export interface TravellingClock extends Clock {
  advance(ms: number): void;
  readonly offsetMs?: number;
}

function canTravel(clock: Clock): clock is TravellingClock {
  return typeof (clock as Partial<TravellingClock>).advance === 'function';
}

/**
 * Time travel for demos and end-to-end tests: read the server clock, and move
 * it forward. Moving it makes the lifecycle jobs due at once (the scheduler
 * reads the same clock), so games start, score and finish on demand.
 * Mounted only with test tools on. Reading the clock follows the test tools'
 * access rule; moving it always needs an admin, since one move expires every
 * session and can cancel games (it cannot be undone).
 */
export const clockRoutes: FastifyPluginAsyncZod<{ clock: Clock; requireAdmin: boolean }> = async (
  app,
  { clock, requireAdmin },
) => {
  const preHandler = requireAdmin ? app.requireAdmin : undefined;
  const errors = requireAdmin ? [401, 403] : [];
  const read = (): TestClockResponse => {
    const now = clock.now();
    const offset =
      canTravel(clock) && clock.offsetMs !== undefined
        ? clock.offsetMs
        : now.getTime() - systemClock.now().getTime();
    return { now: now.toISOString(), offset_ms: Math.round(offset) };
  };

  app.get(
    '/test-tools/clock',
    {
      ...(preHandler ? { preHandler } : {}),
      schema: {
        tags: ['test-tools'],
        summary: 'The server clock and how far it runs ahead of real time',
        response: withErrors({ 200: testClockResponseSchema }, errors),
      },
    },
    async () => read(),
  );

  app.post(
    '/test-tools/clock/advance',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['test-tools'],
        summary: 'Move the server clock forward by some minutes',
        body: testClockAdvanceBodySchema,
        response: withErrors({ 200: testClockResponseSchema }, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      if (!canTravel(clock)) throw conflict('This server runs on real time; it cannot travel.');
      clock.advance(request.body.minutes * MINUTE_MS);
      request.log.warn({ minutes: request.body.minutes }, 'test tools moved the clock forward');
      return read();
    },
  );
};
