import type { BoardSport, BoardWindow, LeaderboardRow } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryJsonArray, queryOne, queryRows } from '../../db/database';
import { boardRowsFromSql } from '../leaderboard/board-rows-sql';

/** The stored period a window and sport read: `all` time lives under one fixed start. */
export interface ScoreWindowKey {
  kind: BoardWindow;
  periodStart: string;
  sport: BoardSport | '*';
}

export const ALL_TIME_PERIOD_START = '1970-01-01';

/**
 * The most queued entries a reader folds before reading (decision 0145): a few hundred window
 * upserts at most, so a board read stays within its time budget whatever is queued. The
 * lifecycle folds the rest right after each settlement and on every Finish Completed run
 * (decision 0128).
 */
export const READ_FOLD_MAX_ENTRIES = 100;

/**
 * Adds the committed ledger entries still queued to their windows and their score counts
 * (decisions 0125, 0145): the ledger only queues them, so writers such as settlement stay fast.
 * With `maxEntries` (a reader) it takes at most that many and never waits: when another fold is
 * running it folds nothing, and the board catches up when that fold commits. Without it (the
 * lifecycle) it waits for any other fold, then takes everything queued.
 */
export async function foldScoreWindows(db: Executor, maxEntries?: number): Promise<void> {
  await db.execute(sql`select score_windows_fold(${maxEntries ?? null}::int)`);
}

/** Folds the score counts' appended rows into one per window and score; answers the rows taken. */
export async function compactScoreWindowScores(db: Executor): Promise<number> {
  const row = await queryOne<{ taken: number }>(
    db,
    sql`select score_window_scores_compact() as taken`,
  );
  return row?.taken ?? 0;
}

/**
 * One page of a windowed board (docs/game-rules.md#windowed-boards): the leaderboard's order and
 * competition positions over the users with entries in the window, nothing ranked per read
 * (decision 0145, as decision 0113 for the all-time board). `windowed_page` (migration 0016,
 * decision 0218) folds at most `foldMax` queued entries first, then reads the page with the plan
 * its connection keeps. The rank tier is the user's, from their all-time XP.
 */
function windowedPageSql(key: ScoreWindowKey, limit: number, offset: number, foldMax: number): SQL {
  return boardRowsFromSql(
    sql`windowed_page(${key.kind}::text, ${key.periodStart}::date, ${key.sport}::text,
      ${limit}::int, ${offset}::int, ${foldMax}::int)`,
    'total_xp',
  );
}

/** One page of a windowed board as the contract's rows, read without folding (benches, tests). */
export async function findWindowedPage(
  db: Executor,
  key: ScoreWindowKey,
  limit: number,
  offset: number,
): Promise<LeaderboardRow[]> {
  return queryRows<LeaderboardRow>(db, windowedPageSql(key, limit, offset, 0));
}

/**
 * The same page as the JSON text the route sends (decision 0216), `[]` past the window's last
 * user, after folding at most `foldMax` queued entries (the reader's bounded fold, decision 0145).
 */
export async function findWindowedPageJson(
  db: Executor,
  key: ScoreWindowKey,
  limit: number,
  offset: number,
  foldMax: number,
): Promise<string> {
  return (await queryJsonArray(db, windowedPageSql(key, limit, offset, foldMax))) ?? '[]';
}

/**
 * A user's competition position on a windowed board (1 + the users with a higher score in the
 * window), or null when they have no entry in it.
 */
export async function findWindowedPosition(
  db: Executor,
  key: ScoreWindowKey,
  userId: number,
): Promise<number | null> {
  const row = await queryOne<{ position: number }>(
    db,
    sql`select (1 + coalesce((select sum(s.users) from score_window_scores s
                               where s.kind = w.kind and s.period_start = w.period_start
                                 and s.sport = w.sport and s.score > w.score), 0))::int as position
        from score_windows w
        where w.kind = ${key.kind} and w.period_start = ${key.periodStart}
          and w.sport = ${key.sport} and w.user_id = ${userId}`,
  );
  return row?.position ?? null;
}
