import type { BoardSport, BoardWindow, LeaderboardRow } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryJsonArray, queryOne, queryRows } from '../../db/database';
import { rankTierSql } from '../settlement/rank-sql';

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

/** The rows of one window, in `score_windows` and in `score_window_scores`. */
function inWindow(key: ScoreWindowKey) {
  return sql`kind = ${key.kind} and period_start = ${key.periodStart} and sport = ${key.sport}`;
}

/**
 * One page of a windowed board (docs/game-rules.md#windowed-boards): the leaderboard's order and
 * competition positions over the users with entries in the window. Nothing is ranked per read
 * (decision 0145, as decision 0113 for the all-time board). The window's score counts, summed
 * from the top score down only until they pass the offset, name the score the page starts at and
 * how many users are above it; `score_windows_board_idx` is read from there (index only, skipping
 * only inside that score's tie group; the index carries the XP, and IP is the score less it), and
 * the positions of the page's other scores add the counts of the few scores the page spans. Only
 * the page's users are fetched. The rank tier is the user's, from their all-time XP.
 */
function windowedPageSql(key: ScoreWindowKey, limit: number, offset: number): SQL {
  return sql`with start as (
          select score, above from (
            select score, users,
              coalesce(sum(users) over (order by score desc nulls last
                rows between unbounded preceding and 1 preceding), 0)::int as above
            from (
              select score, sum(users)::int as users from score_window_scores
              where ${inWindow(key)}
              group by score having sum(users) > 0
              order by score desc nulls last
            ) scores
          ) ranked
          where above + users > ${offset}
          order by score desc nulls last limit 1
        ),
        page_ids as (
          select score, user_created_at, user_id, xp_points from score_windows
          where ${inWindow(key)} and score <= (select score from start)
          order by score desc nulls last, user_created_at asc, user_id asc
          offset (select ${offset}::int - above from start) limit ${limit}
        ),
        spanned as (
          select score, sum(users)::int as users from score_window_scores
          where ${inWindow(key)} and score <= (select score from start)
            and score > (select min(score) from page_ids)
          group by score
        )
        select (1 + (select above from start)
                  + coalesce((select sum(s.users) from spanned s where s.score > p.score), 0))::int
            as position,
          p.user_id, u.username, p.xp_points, p.score - p.xp_points as ip_points,
          p.score as ranking_score, ${rankTierSql(sql`u.xp_points`)} as rank_name,
          u.is_simulated as is_demo
        from page_ids p
        join users u on u.id = p.user_id
        order by p.score desc nulls last, p.user_created_at asc, p.user_id asc`;
}

/** One page of a windowed board as the contract's rows. */
export async function findWindowedPage(
  db: Executor,
  key: ScoreWindowKey,
  limit: number,
  offset: number,
): Promise<LeaderboardRow[]> {
  return queryRows<LeaderboardRow>(db, windowedPageSql(key, limit, offset));
}

/**
 * The same page as the JSON text the route sends (decision 0216), `[]` past the window's last
 * user.
 */
export async function findWindowedPageJson(
  db: Executor,
  key: ScoreWindowKey,
  limit: number,
  offset: number,
): Promise<string> {
  return (await queryJsonArray(db, windowedPageSql(key, limit, offset))) ?? '[]';
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
