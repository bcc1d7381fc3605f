import { type LeaderboardHistoryResponse, USER_NOT_FOUND_MESSAGE } from '@takeline/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import {
  findLeaderboardHistory,
  findLeaderboardPageJson,
  findUsername,
} from './leaderboard.repository';

export class LeaderboardService {
  constructor(private readonly deps: { db: Db }) {}

  /** One page as the JSON text of the contract's rows, built by the database (decision 0216). */
  async page(limit: number, offset: number): Promise<string> {
    return findLeaderboardPageJson(this.deps.db, limit, offset);
  }

  /**
   * The ranking trend is leaderboard data, which is public for every user
   * (decision 0022), so it is open like the leaderboard itself.
   */
  async history(userId: number): Promise<LeaderboardHistoryResponse> {
    const username = await findUsername(this.deps.db, userId);
    if (username === null) throw notFound(USER_NOT_FOUND_MESSAGE);
    const points = await findLeaderboardHistory(this.deps.db, userId);
    return {
      user_id: userId,
      username,
      points: points.map((point) => ({
        recorded_at: point.recordedAt.toISOString(),
        ranking_score: point.rankingScore,
        xp_points: point.xpPoints,
        ip_points: point.ipPoints,
      })),
    };
  }
}
