import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { leaderboardHistory, users } from '../../db/schema';

export interface LeaderboardDbRow {
  position: number;
  user_id: number;
  username: string;
  xp_points: number;
  ip_points: number;
  ranking_score: number;
  is_demo: boolean;
}

/**
 * Leaderboard order (docs/game-rules.md#leaderboard-order): ranking score descending, then the
 * earlier-registered user; positions are competition ranks over everyone, not just the page.
 */
export async function findLeaderboardPage(db: Executor, limit: number, offset: number) {
  return queryRows<LeaderboardDbRow>(
    db,
    sql`select (rank() over (order by xp_points + ip_points desc))::int as position,
          id as user_id, username, xp_points, ip_points, xp_points + ip_points as ranking_score,
          is_simulated as is_demo
        from users
        order by xp_points + ip_points desc, created_at asc, id asc
        limit ${limit} offset ${offset}`,
  );
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
