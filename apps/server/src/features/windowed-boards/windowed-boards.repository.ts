import type { BoardSport, BoardWindow } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import type { LeaderboardDbRow } from '../leaderboard/leaderboard.repository';

/** The stored period a window and sport read: `all` time lives under one fixed start. */
export interface ScoreWindowKey {
  kind: BoardWindow;
  periodStart: string;
  sport: BoardSport | '*';
}

export const ALL_TIME_PERIOD_START = '1970-01-01';

/**
 * Adds the committed ledger entries still queued to their windows (decision 0125): the ledger
 * only queues them, so writers such as settlement stay fast, and each windowed read folds what
 * is waiting first. Concurrent folds take disjoint entries (SKIP LOCKED).
 */
export async function foldScoreWindows(db: Executor): Promise<void> {
  await db.execute(sql`select score_windows_fold()`);
}

export interface WindowedDbRow extends LeaderboardDbRow {
  /** The user's all-time XP, for the rank tier. */
  total_xp: number;
}

/**
 * One page of a windowed board (docs/game-rules.md#windowed-boards): the leaderboard's order and
 * competition positions over the users with entries in the window. The board index is in this
 * order, so a page reads only the rows above it (decision 0125).
 */
export async function findWindowedPage(
  db: Executor,
  key: ScoreWindowKey,
  limit: number,
  offset: number,
) {
  return queryRows<WindowedDbRow>(
    db,
    sql`select (rank() over (order by w.score desc))::int as position,
          w.user_id, u.username, w.xp_points, w.ip_points, w.score as ranking_score,
          u.xp_points as total_xp, u.is_simulated as is_demo
        from score_windows w
        join users u on u.id = w.user_id
        where w.kind = ${key.kind} and w.period_start = ${key.periodStart} and w.sport = ${key.sport}
        order by w.score desc, w.user_created_at asc, w.user_id asc
        limit ${limit} offset ${offset}`,
  );
}
