import type { LeaderboardRow } from '@takeline/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryJsonArray, queryOne, queryRows } from '../../db/database';
import { leaderboardHistory, users } from '../../db/schema';
import { rankTierSql } from '../settlement/rank-sql';

/**
 * The number of users per ranking score, summed over `leaderboard_scores`' rows, with the users
 * above each score: a position is 1 + those (decision 0113). As many rows as distinct scores.
 */
const RANKED_SCORES = sql`
  scores as (
    select score, sum(users)::int as users from leaderboard_scores
    group by score having sum(users) > 0
  ),
  ranked as (
    select score, users,
      coalesce(sum(users) over (order by score desc rows between unbounded preceding and 1 preceding), 0)::int as above
    from scores
  )`;

/**
 * Leaderboard order (docs/game-rules.md#leaderboard-order): ranking score descending, then the
 * earlier-registered user; positions are competition ranks over everyone, not just the page.
 * Nothing is ranked per read (decision 0113): the histogram's running sum names the score the
 * page starts at and how many of its tie group come before, and `leaderboard_order_idx` is read
 * from there. The skip inside one tie group is bounded by the route's offset cap.
 */
function leaderboardPageSql(limit: number, offset: number): SQL {
  // page_ids reads the narrow order table's index (decision 0180), so skipping inside a large tie
  // group touches no user rows; only the page's rows are then fetched from users. The order row
  // and the user row are written by the same statement, so both agree within one snapshot.
  // Materialized, so the skip runs once: inlined, the planner could rescan it once per histogram
  // score as the inner side of a nested loop (decision 0195).
  return sql`with ${RANKED_SCORES},
        start as (
          select score, above from ranked where above + users > ${offset}
          order by score desc limit 1
        ),
        page_ids as materialized (
          select ranking_score, created_at, user_id from leaderboard_order
          where ranking_score <= (select score from start)
          order by ranking_score desc nulls last, created_at asc, user_id asc
          offset (select ${offset}::int - above from start) limit ${limit}
        )
        select (r.above + 1)::int as position, u.id as user_id, u.username, u.xp_points,
          u.ip_points, u.ranking_score, ${rankTierSql(sql`u.xp_points`)} as rank_name,
          u.is_simulated as is_demo
        from page_ids p
        join users u on u.id = p.user_id
        join ranked r on r.score = p.ranking_score
        order by p.ranking_score desc, p.created_at asc, p.user_id asc`;
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
