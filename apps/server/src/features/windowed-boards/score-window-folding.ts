import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { waitForEarlierSnapshots } from '../../db/snapshot-horizon';
import { vacuumLeaderboardOrder } from '../leaderboard/leaderboard.repository';
import type { EventSettler } from '../settlement/event-settler';
import { compactScoreWindowScores, foldScoreWindows } from './windowed-boards.repository';

/**
 * Folds the windows in the lifecycle rather than on read (decision 0128): right after each
 * settlement commits, the entries it queued are folded, so the first reader after a big
 * settlement does not pay for it. Outside the settlement's transaction, so settling stays as fast
 * and a failed fold never undoes a payout; what is left waits for the next fold (the periodic
 * one, or a reader's).
 */
export function foldAfterSettling(
  settler: EventSettler,
  db: Executor,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): EventSettler {
  return {
    async settleEvent(eventId) {
      const result = await settler.settleEvent(eventId);
      if (result.settledSentiments > 0) await tidyAfterSettling(db, logger);
      return result;
    },
  };
}

/**
 * What follows a settlement's commit: the leaderboard's order table vacuumed (decision 0195: the
 * deep page's index-only skip reads a heap row for every entry on a page the settlement changed,
 * until a vacuum marks it all-visible again; tens of milliseconds for a million users), then the
 * whole fold. The vacuum first lets reads begun before the commit finish, up to a second
 * (decision 0203): one still open would keep it from marking any page the settlement changed.
 * A failed vacuum is only logged: the pages stay readable, just slower.
 */
export async function tidyAfterSettling(
  db: Executor,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await waitForEarlierSnapshots(db);
    await vacuumLeaderboardOrder(db);
  } catch (error) {
    logger.warn({ err: error }, 'leaderboard order not vacuumed; deep pages read more heap');
  }
  await foldQuietly(db, logger);
}

/**
 * One whole fold, then the windows' score counts compacted (decision 0145); a failure is logged,
 * not thrown: the queue keeps the entries for the next one.
 */
export async function foldQuietly(
  db: Executor,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await foldScoreWindows(db);
    await compactScoreWindowScores(db);
  } catch (error) {
    logger.warn({ err: error }, 'folding the board windows failed; the next fold retries');
  }
}
