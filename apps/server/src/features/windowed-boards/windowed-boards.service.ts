import { type BoardSport, type BoardWindow, windowStart } from '@takeline/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findLeaderboardPosition } from '../leaderboard/leaderboard.repository';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';
import {
  ALL_TIME_PERIOD_START,
  findWindowedPageJson,
  findWindowedPosition,
  foldScoreWindows,
  READ_FOLD_MAX_ENTRIES,
  type ScoreWindowKey,
} from './windowed-boards.repository';

/** The stored period of a window and sport as of `now` (null: the all-time, every-sport board). */
export function scoreWindowKey(
  window: BoardWindow,
  sport: BoardSport,
  now: Date,
): ScoreWindowKey | null {
  if (window === 'all' && sport === 'all') return null;
  const storedSport = sport === 'all' ? '*' : sport;
  return {
    kind: window,
    periodStart: windowStart(window, sport, now) ?? ALL_TIME_PERIOD_START,
    sport: storedSport,
  };
}

/**
 * Boards by window and sport. The all-time, every-sport board is the leaderboard itself, served by
 * its own service, so its speed work applies here unchanged; every other board reads the windows
 * folded from the ledger (decision 0125).
 */
export class WindowedBoardsService {
  constructor(private readonly deps: { db: Db; clock: Clock; leaderboard: LeaderboardService }) {}

  /** One page as the JSON text of the contract's rows, built by the database (decision 0216). */
  async page(
    window: BoardWindow,
    sport: BoardSport,
    limit: number,
    offset: number,
  ): Promise<string> {
    const key = scoreWindowKey(window, sport, this.deps.clock.now());
    if (!key) return this.deps.leaderboard.page(limit, offset);
    return findWindowedPageJson(this.deps.db, key, limit, offset, READ_FOLD_MAX_ENTRIES);
  }

  /** A user's competition position on a board, or null when they have no entry in its window. */
  async position(window: BoardWindow, sport: BoardSport, userId: number): Promise<number | null> {
    const key = scoreWindowKey(window, sport, this.deps.clock.now());
    if (!key) return findLeaderboardPosition(this.deps.db, userId);
    await foldScoreWindows(this.deps.db, READ_FOLD_MAX_ENTRIES);
    return findWindowedPosition(this.deps.db, key, userId);
  }
}
