import type { Market } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { ipBonusHundredthsSql } from '../settlement/rank-sql';
import { refreshMarketCrowd } from './crowd.repository';

/**
 * The holder's tier ip_bonus as a pick is stored: the pick's crowd weight keeps the tier of the
 * moment it was made (docs/game-rules.md#9-the-crowd).
 */
export function holderIpBonusSql(userId: number): SQL {
  return sql`(select ${ipBonusHundredthsSql(sql`u.xp_points`)} / 100.0 from users u where u.id = ${userId})`;
}

/**
 * After a pick commits: recompute its market's crowd, sample the crowd line and announce the
 * change on the stream. Outside the submission's transaction, so picks on one market never
 * queue behind each other; a failure here does not undo the pick, and the next pick recomputes
 * the market from scratch.
 */
export async function refreshCrowdAfterPick(
  db: Executor,
  eventId: string,
  market: Market,
  at: Date,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await refreshMarketCrowd(db, eventId, market, at);
  } catch (error) {
    logger?.warn({ err: error, eventId, market }, 'crowd refresh failed; the next pick retries');
  }
}
