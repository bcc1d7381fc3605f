import type { LeaderboardRow } from '@takeline/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryJsonArray, queryOne, queryRows } from '../../db/database';
import { leaderboardHistory, users } from '../../db/schema';
import { boardRowsFromSql } from './board-rows-sql';

/**
 * Leaderboard order (docs/game-rules.md#leaderboard-order): ranking score descending, then the
 * earlier-registered user; positions are competition ranks over everyone, not just the page.
 * Nothing is ranked per read (decision 0113): `leaderboard_page` (migration 0016, decision 0218)
 * reads the score histogram's running sum for the score the page starts at and how many users
 * come before it, then `leaderboard_order_idx` from there, with the plan its connection keeps. The
 * skip inside one tie group is bounded by the route's offset cap.
 */
function leaderboardPageSql(limit: number, offset: number): SQL {
  return boardRowsFromSql(sql`leaderboard_page(${limit}::int, ${offset}::int)`, 'xp_points');
}

/** One page of the leaderboard as the contract's rows. */
export async function findLeaderboardPage(
  db: Executor,
  limit: number,
  offset: number,
): Promise<LeaderboardRow[]> {
  return queryRows<LeaderboardRow>(db, leaderboardPageSql(limit, offset));
}

/**
 * The same page as the JSON text the route sends (decision 0216): the database writes the
 * answer, so Node neither parses, checks nor serialises its rows. `[]` past the last user.
 */
export async function findLeaderboardPageJson(
  db: Executor,
  limit: number,
  offset: number,
): Promise<string> {
  return (await queryJsonArray(db, leaderboardPageSql(limit, offset))) ?? '[]';
}

/** A user's competition position on the leaderboard (1 + the users with a higher score), or null for an unknown user. */
export async function findLeaderboardPosition(
  db: Executor,
  userId: number,
): Promise<number | null> {
  const row = await queryOne<{ position: number }>(
    db,
    sql`select (1 + coalesce((select sum(s.users) from leaderboard_scores s
                               where s.score > u.ranking_score), 0))::int as position
        from users u where u.id = ${userId}`,
  );
  return row?.position ?? null;
}

/** Folds the histogram's appended rows into one per score; answers the rows taken (decision 0113). */
export async function compactLeaderboardScores(db: Executor): Promise<number> {
  const row = await queryOne<{ taken: number }>(
    db,
    sql`select leaderboard_scores_compact() as taken`,
  );
  return row?.taken ?? 0;
}

/**
 * Marks the order table's pages all-visible again after a settlement moved many scores (decision
 * 0195), so the deep page's index-only skip reads no heap. Outside any transaction (VACUUM cannot
 * run in one); SKIP_LOCKED: when autovacuum is already at it, that vacuum does the same;
 * TRUNCATE false: cutting empty end pages would take an exclusive lock that board readers wait on.
 */
export async function vacuumLeaderboardOrder(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (skip_locked, truncate false) leaderboard_order`);
}

/** The name the leaderboard shows, or null for an unknown user. */
export async function findUsername(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row?.username ?? null;
}

export async function findLeaderboardHistory(db: Executor, userId: number) {
  return db
    .select({
      recordedAt: leaderboardHistory.recordedAt,
      rankingScore: leaderboardHistory.rankingScore,
      xpPoints: leaderboardHistory.xpPoints,
      ipPoints: leaderboardHistory.ipPoints,
    })
    .from(leaderboardHistory)
    .where(eq(leaderboardHistory.userId, userId))
    .orderBy(asc(leaderboardHistory.recordedAt), asc(leaderboardHistory.id));
}
