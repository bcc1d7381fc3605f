import { toTenths } from './custom-range';
import type { Market, Outcome, SelectionType, SelectionValue, Side } from './value-lists';

/** What a stored sentiment claims (docs/game-rules.md#claim-table). */
export interface StoredClaim {
  market: Market;
  selectionType: SelectionType;
  /** moneyline: side backed (home/away/draw); spread: the favourite's side; totals: over/under. */
  selectionValue: SelectionValue;
  /** The line value at submission (spread: favourite's signed point; totals: over point). */
  defaultValue: number | null;
  /** c: the custom value, or the default value when not custom. */
  claimValue: number | null;
  /** Whether the event's sport has a draw result (soccer, hockey test events). */
  drawSport: boolean;
}

export type FinalResult = { kind: 'final'; home: number; away: number } | { kind: 'cancelled' };

function compare(a: number, b: number): -1 | 0 | 1 {
  return a === b ? 0 : a > b ? 1 : -1;
}

/** Win when the comparison is 1, Draw (push) when 0, Loss when -1. */
function fromComparison(comparison: -1 | 0 | 1): Outcome {
  return comparison > 0 ? 'Win' : comparison < 0 ? 'Loss' : 'Draw';
}

/**
 * The outcome of one sentiment. Points are compared in tenths so that
 * "total exactly at c" is an exact push.
 *
 * A tied game in a sport without a draw is a push for every sentiment on
 * it, whatever the market (docs/game-rules.md#tied-games; decision 0007). In a draw
 * sport a tie is the Draw result: Home and Away lose, Draw wins, and spread
 * and totals are graded on their own comparison.
 */
export function sentimentOutcome(claim: StoredClaim, result: FinalResult): Outcome {
  if (result.kind === 'cancelled') return 'Draw';
  const { home, away } = result;
  if (home === away && !claim.drawSport) return 'Draw';

  if (claim.market === 'moneyline') {
    if (claim.selectionValue === 'draw') return home === away ? 'Win' : 'Loss';
    const backed = claim.selectionValue === 'away' ? away : home;
    const other = claim.selectionValue === 'away' ? home : away;
    // Only a draw sport gets here on a tie: the Draw result beats Home and Away.
    if (backed === other) return 'Loss';
    return backed > other ? 'Win' : 'Loss';
  }

  const c = toTenths(claim.claimValue ?? claim.defaultValue ?? 0);
  if (claim.market === 'spread') {
    const favouriteSide: Side = claim.selectionValue === 'away' ? 'away' : 'home';
    const fav = (favouriteSide === 'home' ? home : away) * 10;
    const dog = (favouriteSide === 'home' ? away : home) * 10;
    const d = toTenths(claim.defaultValue ?? 0);
    // Take: fav + d > dog. Pass: fav + c < dog.
    return claim.selectionType === 'Take'
      ? fromComparison(compare(fav + d, dog))
      : fromComparison(compare(dog, fav + c));
  }

  const total = (home + away) * 10;
  // Take (over): total > c. Pass (under): total < c.
  return claim.selectionType === 'Take'
    ? fromComparison(compare(total, c))
    : fromComparison(compare(c, total));
}
