import { describe, expect, it } from 'vitest';
import { badgesForXp, xpBarPercent } from './badges';
import {
  competitionPositions,
  ipBonusFor,
  RANK_TIERS,
  rankForXp,
  rankingScore,
  rankProgress,
} from './ranks';

describe('rank tiers', () => {
  it.each([
    [0, 'Rookie', 1],
    [99, 'Rookie', 1],
    [100, 'Regular', 1.1],
    [249, 'Regular', 1.1],
    [250, 'Sharp', 1.25],
    [499, 'Sharp', 1.25],
    [500, 'Pro', 1.5],
    [999, 'Pro', 1.5],
    [1000, 'Expert', 1.75],
    [2499, 'Expert', 1.75],
    [2500, 'Legend', 2],
    [1_000_000, 'Legend', 2],
  ])('%i XP is %s with ip_bonus %d', (xp, name, bonus) => {
    expect(rankForXp(xp).name).toBe(name);
    expect(rankProgress(xp).ip_bonus).toBe(bonus);
    expect(ipBonusFor(name)).toBe(bonus);
  });

  it('has contiguous ranges', () => {
    RANK_TIERS.forEach((tier, index) => {
      const next = RANK_TIERS[index + 1];
      if (next) expect(tier.maxXp).toBe(next.minXp - 1);
      else expect(tier.maxXp).toBeNull();
    });
  });

  it('names the next tier except for Legend', () => {
    expect(rankProgress(250)).toEqual({
      rank_tier: 'Sharp',
      min_xp: 250,
      max_xp: 499,
      next_rank_name: 'Pro',
      ip_bonus: 1.25,
    });
    expect(rankProgress(3000)).toEqual({ rank_tier: 'Legend', min_xp: 2500, ip_bonus: 2 });
  });
});

describe('leaderboard order', () => {
  it('scores XP plus IP', () => {
    expect(rankingScore(120, 35)).toBe(155);
  });

  it('positions by competition ranking (1, 2, 2, 4)', () => {
    expect(competitionPositions([50, 40, 40, 30])).toEqual([1, 2, 2, 4]);
    expect(competitionPositions([9, 9, 9])).toEqual([1, 1, 1]);
    expect(competitionPositions([])).toEqual([]);
  });
});

describe('badges', () => {
  it.each([
    [5, []],
    [6, ['Streak Starter']],
    [10, ['Streak Starter']],
    [11, ['Streak Starter', 'Mid-Level Master']],
    [15, ['Streak Starter', 'Mid-Level Master']],
    [16, ['Streak Starter', 'Mid-Level Master', 'XP Elite']],
  ])('%i XP earns %o', (xp, badges) => {
    expect(badgesForXp(xp)).toEqual(badges);
  });

  it('fills the XP bar up to 100%, with 1000 as the default max', () => {
    expect(xpBarPercent(50, 99)).toBeCloseTo(50.505, 2);
    expect(xpBarPercent(250, undefined)).toBe(25);
    expect(xpBarPercent(5000, 2499)).toBe(100);
  });
});
