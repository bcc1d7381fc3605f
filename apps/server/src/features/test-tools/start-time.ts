import { TEST_START_MAX_DAYS_AHEAD, TEST_START_MINUTES_AHEAD } from '@takeline/contract';
import { DAY_MS, MINUTE_MS } from '../../clock';
import { badRequest } from '../../errors';

export interface ResolvedStart {
  start: Date;
  /** The asked-for time was not in the future, so it was moved to the default. */
  reset: boolean;
}

/**
 * docs/screens.md#test-data-setup (decision 0050): the test tools start games 5 minutes from now by
 * default, and a start time that is not in the future is moved there (the answer says so). "Now" is
 * the server clock, which time travel may have moved.
 */
export function resolveStartTime(requested: string | null | undefined, now: Date): ResolvedStart {
  const fallback = new Date(now.getTime() + TEST_START_MINUTES_AHEAD * MINUTE_MS);
  if (requested === null || requested === undefined) return { start: fallback, reset: false };
  const time = Date.parse(requested);
  if (time <= now.getTime()) return { start: fallback, reset: true };
  if (time > now.getTime() + TEST_START_MAX_DAYS_AHEAD * DAY_MS) {
    throw badRequest(`The start time must be within ${TEST_START_MAX_DAYS_AHEAD} days from now.`);
  }
  return { start: new Date(time), reset: false };
}

/** An event started early by a test tool has started now, not at its planned time. */
export function startedBy(commenceTime: Date, now: Date): Date {
  return commenceTime.getTime() > now.getTime() ? now : commenceTime;
}
