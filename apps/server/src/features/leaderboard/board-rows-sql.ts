import { type SQL, sql } from 'drizzle-orm';
import { rankTierSql } from '../settlement/rank-sql';

/**
 * The contract's board rows (`LeaderboardRow`) from a function that answers them ranked:
 * `leaderboard_page` and `windowed_page` (decision 0218), `group_standings_read` (decision 0196).
 * The columns are named as the contract's fields; the rank tier is named here, in TypeScript,
 * from `tierXp`, the user's all-time XP, so the tiers are never copied into the functions; and
 * ordering by WITH ORDINALITY keeps the order the function answered in.
 */
export function boardRowsFromSql(rankedRows: SQL, tierXp: 'xp_points' | 'total_xp'): SQL {
  return sql`select r.position, r.user_id, r.username, r.xp_points, r.ip_points, r.ranking_score,
          ${rankTierSql(sql.raw(`r.${tierXp}`))} as rank_name, r.is_demo
        from ${rankedRows} with ordinality r
        order by r.ordinality`;
}
