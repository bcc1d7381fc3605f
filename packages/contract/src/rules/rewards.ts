import { toTenths } from './custom-range';
import type { Market, Outcome } from './value-lists';

/**
 * Settlement rewards (docs/game-rules.md#4-settlement). All arithmetic is on integers (points in
 * tenths, bonus in hundredths) so that the server's SQL and the browser agree on every rounding,
 * including halves, which round up.
 */

/** Rounds a non-negative fraction numerator/denominator half up. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function bonusHundredths(ipBonus: number): number {
  return Math.round(ipBonus * 100);
}

/**
 * A custom value's multiplier is m = 1 + |c - d| / CUSTOM_DISTANCE_DIVISOR
 * (docs/game-rules.md#profit-and-the-multiplier).
 */
export const CUSTOM_DISTANCE_DIVISOR = 10;

/** m as hundredths: 100 + 100 |c - d| / 10, which is 100 + |c - d| in tenths. */
export function multiplierHundredths(claimValue: number, defaultValue: number): number {
  const tenths = Math.abs(toTenths(claimValue) - toTenths(defaultValue));
  return 100 + (tenths * 10) / CUSTOM_DISTANCE_DIVISOR;
}

/** Profit per point staked at an American price. */
export function profitPerPoint(price: number): number {
  return price > 0 ? price / 100 : 100 / Math.abs(price);
}

/** max(1, round(stake * profit(price))). A missing or zero price counts as even money. */
export function moneylineWinXp(stake: number, price: number | null): number {
  const p = price === null || price === 0 ? 100 : price;
  const xp = p > 0 ? roundHalfUp(stake * p, 100) : roundHalfUp(stake * 100, Math.abs(p));
  return Math.max(1, xp);
}

/** max(1, round(staked_ip * m)). */
export function customWinXp(stakedIp: number, claimValue: number, defaultValue: number): number {
  return Math.max(1, roundHalfUp(stakedIp * multiplierHundredths(claimValue, defaultValue), 100));
}

/** round(staked_ip * m * ip_bonus). Also the predicted reward shown before confirming. */
export function customWinIp(
  stakedIp: number,
  claimValue: number,
  defaultValue: number,
  ipBonus: number,
): number {
  return roundHalfUp(
    stakedIp * multiplierHundredths(claimValue, defaultValue) * bonusHundredths(ipBonus),
    10_000,
  );
}

export const predictedIpReward = customWinIp;

/** Every this many consecutive wins earns the win-streak bonus. */
export const WIN_STREAK_EVERY = 3;

/** Extra IP on every third consecutive win: round(1 * ip_bonus). */
export function winStreakBonusIp(ipBonus: number): number {
  return roundHalfUp(bonusHundredths(ipBonus), 100);
}

export interface SettledSentiment {
  market: Market;
  isCustom: boolean;
  /** Confidence points staked (moneyline). */
  confidenceStake: number;
  /** Influence points staked (custom spread and totals). */
  stakedIp: number;
  /** Price of the side backed, as it stood at submission. */
  price: number | null;
  defaultValue: number | null;
  claimValue: number | null;
}

export interface Settlement {
  xp: number;
  ip: number;
  /** Confidence points returned to the balance. */
  confidenceRefund: number;
  /** Influence points returned to the balance. */
  ipRefund: number;
}

/** Stake, XP and IP of one settled sentiment, before any win-streak bonus. */
export function settlementFor(
  sentiment: SettledSentiment,
  outcome: Exclude<Outcome, 'Pending'>,
  ipBonus: number,
): Settlement {
  const refund = outcome === 'Loss' ? 0 : 1;
  const base = {
    confidenceRefund: sentiment.confidenceStake * refund,
    ipRefund: sentiment.stakedIp * refund,
  };
  if (outcome !== 'Win') return { ...base, xp: 0, ip: 0 };
  if (sentiment.market === 'moneyline') {
    return {
      ...base,
      xp: moneylineWinXp(sentiment.confidenceStake, sentiment.price),
      ip: 0,
    };
  }
  if (sentiment.isCustom && sentiment.stakedIp > 0) {
    const c = sentiment.claimValue ?? sentiment.defaultValue ?? 0;
    const d = sentiment.defaultValue ?? 0;
    return {
      ...base,
      xp: customWinXp(sentiment.stakedIp, c, d),
      ip: customWinIp(sentiment.stakedIp, c, d, ipBonus),
    };
  }
  return { ...base, xp: 1, ip: 0 };
}

/**
 * Walks a user's outcomes in settlement order. A Loss resets the streak, a
 * Draw leaves it alone, and every Win that brings it to a multiple of three
 * earns a bonus.
 */
export function applyWinStreak(
  startStreak: number,
  outcomes: readonly Outcome[],
): { streak: number; bonuses: number } {
  let streak = startStreak;
  let bonuses = 0;
  for (const outcome of outcomes) {
    if (outcome === 'Loss') streak = 0;
    if (outcome === 'Win') {
      streak += 1;
      if (streak % WIN_STREAK_EVERY === 0) bonuses += 1;
    }
  }
  return { streak, bonuses };
}

/**
 * What a sentiment earns if it wins (before any win-streak bonus): the
 * widget's predicted reward. For a custom spread or totals choice the IP is
 * `round(stake * m * ip_bonus)` (docs/game-rules.md#profit-and-the-multiplier).
 */
export function predictedWinReward(
  sentiment: SettledSentiment,
  ipBonus: number,
): { xp: number; ip: number } {
  const { xp, ip } = settlementFor(sentiment, 'Win', ipBonus);
  return { xp, ip };
}
