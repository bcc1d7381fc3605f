import type { TestClockResponse } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, MINUTE_MS, systemClock } from '../../clock';
import { conflict } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-route';

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
  const route = endpointRoutes(app, 'test-tools', { testToolsNeedAdmin: requireAdmin });
  const read = (): TestClockResponse => {
    const now = clock.now();
    const offset =
      canTravel(clock) && clock.offsetMs !== undefined
        ? clock.offsetMs
        : now.getTime() - systemClock.now().getTime();
    return { now: now.toISOString(), offset_ms: Math.round(offset) };
  };

  route(
    'serverClock',
    { summary: 'The server clock and how far it runs ahead of real time' },
    async () => read(),
  );

  route(
    'advanceClock',
    { summary: 'Move the server clock forward by some minutes' },
    async (request) => {
      if (!canTravel(clock)) throw conflict('This server runs on real time; it cannot travel.');
      clock.advance(request.body.minutes * MINUTE_MS);
      request.log.warn({ minutes: request.body.minutes }, 'test tools moved the clock forward');
      return read();
    },
  );
};
