import { EMPTY_CROWD_SUMMARY, type ScheduledGame } from '@takeline/contract';
import type { Executor } from '../../db/database';
import { crowdSummaries } from './crowd.service';

/**
 * Puts each schedule row's crowd summary on it, from one query for the whole page. The schedule
 * cache keeps it up to its TTL; open pages see each change at once through the stream's `crowd`
 * events (docs/architecture.md#live-push).
 */
export async function withCrowds(db: Executor, games: Map<string, ScheduledGame>): Promise<void> {
  const crowds = await crowdSummaries(db, [...games.keys()]);
  for (const [id, game] of games) game.crowd = crowds.get(id) ?? EMPTY_CROWD_SUMMARY;
}
