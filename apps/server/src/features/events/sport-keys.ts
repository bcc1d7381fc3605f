import { ALL_SPORT_KEYS, SPORT_NOT_FOUND_MESSAGE, SUPPORTED_SPORT_KEYS } from '@takeline/contract';
import { notFound } from '../../errors';

/**
 * Sports the public routes answer for: the three supported ones, plus the
 * test tools' extra leagues (NBA, NHL) while test tools are on.
 */
export function servedSportKeys(testTools: boolean): readonly string[] {
  return testTools ? ALL_SPORT_KEYS : SUPPORTED_SPORT_KEYS;
}

/** 404 with the contract's message for a sport the app does not cover. */
export function assertServedSport(sportKey: string, testTools: boolean): void {
  if (!servedSportKeys(testTools).includes(sportKey)) throw notFound(SPORT_NOT_FOUND_MESSAGE);
}

/** Origins of events the test tools make; hidden from the public unless test tools are on. */
export const TEST_ORIGINS = ['test_game', 'test_event'] as const;
export type TestOrigin = (typeof TEST_ORIGINS)[number];

/** Whether an event was made by the test tools (test data setup or a test event). */
export function isTestOrigin(origin: string): origin is TestOrigin {
  return (TEST_ORIGINS as readonly string[]).includes(origin);
}
