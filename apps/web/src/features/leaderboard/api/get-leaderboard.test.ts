import { LEADERBOARD_PAGE_SIZE, type LeaderboardRow } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { nextLeaderboardOffset } from './get-leaderboard';

const page = (size: number): LeaderboardRow[] =>
  Array.from({ length: size }, (_, i) => ({
    position: i + 1,
    user_id: i + 1,
    username: `player${i + 1}`,
    xp_points: 0,
    ip_points: 5,
    ranking_score: 5,
    rank_name: 'Rookie',
    is_demo: false,
  }));

describe('nextLeaderboardOffset', () => {
  it('asks for the next page after a full one', () => {
    const full = page(LEADERBOARD_PAGE_SIZE);
    expect(nextLeaderboardOffset(full, [full])).toBe(LEADERBOARD_PAGE_SIZE);
    expect(nextLeaderboardOffset(full, [full, full])).toBe(2 * LEADERBOARD_PAGE_SIZE);
  });

  it('stops after a short page, including an empty one', () => {
    const full = page(LEADERBOARD_PAGE_SIZE);
    expect(nextLeaderboardOffset(page(3), [page(3)])).toBeUndefined();
    expect(nextLeaderboardOffset([], [full, []])).toBeUndefined();
  });
});
