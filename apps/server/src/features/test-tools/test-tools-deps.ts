import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { BodyCache } from '../events/schedule-cache';
import type { EventSettler } from '../settlement/event-settler';

/** What both test-tool services need. */
export interface TestToolsDeps {
  db: Db;
  clock: Clock;
  /** Completing a test game or event settles it through the same settler the jobs use. */
  settler: EventSettler;
  /** Dropped for a sport whenever its upcoming test games change (decision 0013). */
  scheduleCache: Pick<BodyCache<unknown>, 'invalidate'>;
}

/** Settles completed events one by one; answers how many sentiments were settled. */
export async function settleAll(settler: EventSettler, eventIds: readonly string[]) {
  let settled = 0;
  for (const eventId of eventIds) {
    settled += (await settler.settleEvent(eventId)).settledSentiments;
  }
  return settled;
}
