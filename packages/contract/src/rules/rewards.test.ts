import { describe, expect, it } from 'vitest';
import { RANK_TIERS } from './ranks';
import {
  applyWinStreak,
  customWinIp,
  customWinXp,
  moneylineWinXp,
  multiplierHundredths,
  predictedIpReward,
  predictedWinReward,
  profitPerPoint,
  type SettledSentiment,
  settlementFor,
  winStreakBonusIp,
} from './rewards';

describe('moneyline win XP: max(1, round(stake * profit(price)))', () => {
  it.each([
    // stake, price, profit, XP
    [1, 100, 1, 1],
    [5, 100, 1, 5],
    [3, 120, 1.2, 4], // 3.6
    [5, 250, 2.5, 13], // 12.5 rounds half up
    [1, 130, 1.3, 1],
    [2, 150, 1.5, 3],
    [3, -142, 100 / 142, 2], // 2.11
    [5, -110, 100 / 110, 5], // 4.545
    [1, -400, 0.25, 1], // 0.25, but never below 1
    [2, -400, 0.25, 1], // 0.5 rounds to 1
    [5, -400, 0.25, 1], // 1.25
    [5, -330, 100 / 330, 2], // 1.515
    [3, -200, 0.5, 2], // 1.5 rounds half up
  ])('stake %i at %i: profit %d, XP %i', (stake, price, profit, xp) => {
    expect(profitPerPoint(price)).toBeCloseTo(profit, 10);
    expect(moneylineWinXp(stake, price)).toBe(xp);
  });

  it('treats a missing or zero price as even money', () => {
    expect(moneylineWinXp(4, null)).toBe(4);
    expect(moneylineWinXp(4, 0)).toBe(4);
  });

  it('agrees with the floating-point formula for every stake and price, away from halves', () => {
    for (let stake = 1; stake <= 5; stake += 1) {
      for (let magnitude = 100; magnitude <= 2000; magnitude += 1) {
        for (const price of [magnitude, -magnitude]) {
          const exact = stake * profitPerPoint(price);
          if (Math.abs((exact % 1) - 0.5) < 1e-9) continue;
          expect(moneylineWinXp(stake, price)).toBe(Math.max(1, Math.round(exact)));
        }
      }
    }
  });
});

describe('custom win: m = 1 + |c - d| / 10', () => {
  it.each([
    // staked_ip, c, d, ip_bonus, XP, IP
    [1, 8.5, 8.5, 1, 1, 1],
    [2, 7.5, 8.5, 1, 2, 2], // m 1.1: 2.2
    [5, 18.5, 8.5, 1, 10, 10], // m 2
    [5, 18.5, 8.5, 1.5, 10, 15],
    [3, 3.5, -1.5, 1.1, 5, 5], // m 1.5: XP 4.5 -> 5; IP 4.95 -> 5
    [1, 0.5, -1.5, 1.25, 1, 2], // m 1.2: XP 1.2 -> 1; IP 1.5 -> 2 (half up)
    [4, 6, 8.5, 1.75, 5, 9], // m 1.25: XP 5; IP 8.75 -> 9
    [5, 13.5, 8.5, 2, 8, 15], // m 1.5: XP 7.5 -> 8; IP 15
    [1, 8.6, 8.5, 1, 1, 1], // test-event step 0.1: m 1.01
    [5, 9.4, 8.5, 1.1, 5, 6], // m 1.09: XP 5.45 -> 5; IP 5.995 -> 6
  ])('staked %i, c %d, d %d, bonus %d: XP %i, IP %i', (stake, c, d, bonus, xp, ip) => {
    expect(customWinXp(stake, c, d)).toBe(xp);
    expect(customWinIp(stake, c, d, bonus)).toBe(ip);
    expect(predictedIpReward(stake, c, d, bonus)).toBe(customWinIp(stake, c, d, bonus));
  });

  it('counts the distance in tenths, so 0.1 steps are exact', () => {
    expect(multiplierHundredths(8.6, 8.5)).toBe(101);
    expect(multiplierHundredths(-1.5, 3.5)).toBe(150);
    expect(multiplierHundredths(0.3, 0.1)).toBe(102);
  });
});

describe('settlementFor: the rewards table', () => {
  const moneyline: SettledSentiment = {
    market: 'moneyline',
    isCustom: false,
    confidenceStake: 3,
    stakedIp: 0,
    price: 120,
    defaultValue: null,
    claimValue: null,
  };
  const custom: SettledSentiment = {
    market: 'totals',
    isCustom: true,
    confidenceStake: 0,
    stakedIp: 4,
    price: -110,
    defaultValue: 8.5,
    claimValue: 10.5,
  };
  const plain: SettledSentiment = {
    market: 'spread',
    isCustom: false,
    confidenceStake: 0,
    stakedIp: 0,
    price: 130,
    defaultValue: -1.5,
    claimValue: -1.5,
  };

  it.each([
    ['moneyline Win', moneyline, 'Win', { xp: 4, ip: 0, confidenceRefund: 3, ipRefund: 0 }],
    ['moneyline Loss', moneyline, 'Loss', { xp: 0, ip: 0, confidenceRefund: 0, ipRefund: 0 }],
    ['moneyline Draw', moneyline, 'Draw', { xp: 0, ip: 0, confidenceRefund: 3, ipRefund: 0 }],
    // m 1.2: XP 4.8 -> 5, IP 4.8 * 1.25 = 6
    ['custom Win', custom, 'Win', { xp: 5, ip: 6, confidenceRefund: 0, ipRefund: 4 }],
    ['custom Loss', custom, 'Loss', { xp: 0, ip: 0, confidenceRefund: 0, ipRefund: 0 }],
    ['custom Draw', custom, 'Draw', { xp: 0, ip: 0, confidenceRefund: 0, ipRefund: 4 }],
    ['no-stake Win', plain, 'Win', { xp: 1, ip: 0, confidenceRefund: 0, ipRefund: 0 }],
    ['no-stake Loss', plain, 'Loss', { xp: 0, ip: 0, confidenceRefund: 0, ipRefund: 0 }],
    ['no-stake Draw', plain, 'Draw', { xp: 0, ip: 0, confidenceRefund: 0, ipRefund: 0 }],
  ] as const)('%s', (_name, sentiment, outcome, expected) => {
    expect(settlementFor(sentiment, outcome, 1.25)).toEqual(expected);
  });

  it('predicts the win reward the settlement pays', () => {
    expect(predictedWinReward(custom, 1.25)).toEqual({ xp: 5, ip: 6 });
    expect(predictedWinReward(moneyline, 2)).toEqual({ xp: 4, ip: 0 });
    expect(predictedWinReward(plain, 2)).toEqual({ xp: 1, ip: 0 });
  });
});

describe('win streak', () => {
  it.each([
    [0, ['Win', 'Win', 'Win'], 3, 1],
    [0, ['Win', 'Win', 'Draw', 'Win'], 3, 1],
    [0, ['Win', 'Win', 'Loss', 'Win'], 1, 0],
    [2, ['Win'], 3, 1],
    [2, ['Loss', 'Win', 'Win', 'Win', 'Win', 'Win', 'Win'], 6, 2],
    [5, ['Draw', 'Draw'], 5, 0],
    [0, [], 0, 0],
  ] as const)('from %i through %o: streak %i, %i bonuses', (start, outcomes, streak, bonuses) => {
    expect(applyWinStreak(start, outcomes)).toEqual({ streak, bonuses });
  });

  it('pays round(1 * ip_bonus) per bonus, for every tier', () => {
    expect(RANK_TIERS.map((tier) => winStreakBonusIp(tier.ipBonus))).toEqual([1, 1, 1, 2, 2, 2]);
  });
});
