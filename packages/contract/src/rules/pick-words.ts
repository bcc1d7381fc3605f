import { formatSigned } from './lines';
import type { Market } from './value-lists';

/** What a shared pick card and page say about the pick (docs/screens.md#shared-pick). */
export interface PickForWords {
  market: Market;
  selection_type: string;
  selection_value: string;
  /** The line claimed: the custom value, else the line at submission. Null for moneyline. */
  line: number | null;
  is_custom: boolean;
  home_team: string;
  away_team: string;
}

export const MARKET_NAMES: Record<Market, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  totals: 'Totals',
};

/**
 * The pick in the words the profile's history uses: "Take · Boston Red Sox to win",
 * "Pass · New York Yankees -1.5", "Take · Over 8.5 (custom)", "Draw".
 */
export function pickInWords(pick: PickForWords): string {
  if (pick.selection_type === 'Draw' || pick.selection_value === 'draw') return 'Draw';
  const team = pick.selection_value === 'away' ? pick.away_team : pick.home_team;
  let claim: string;
  if (pick.market === 'moneyline') claim = `${team} to win`;
  else if (pick.market === 'totals') {
    const direction = pick.selection_type === 'Pass' ? 'Under' : 'Over';
    claim =
      pick.line === null ? direction : `${direction} ${formatSigned(pick.line).replace(/^\+/, '')}`;
  } else {
    const line = pick.line === null ? team : `${team} ${formatSigned(pick.line)}`;
    claim = pick.selection_type === 'Take' && pick.line !== null ? `${line} covers` : line;
  }
  return `${pick.selection_type} · ${claim}${pick.is_custom ? ' (custom)' : ''}`;
}

/** The outcome as the card says it: a Draw outcome is a push. */
export function outcomeInWords(outcome: string): string {
  if (outcome === 'Win') return 'Won';
  if (outcome === 'Loss') return 'Lost';
  if (outcome === 'Draw') return 'Push';
  return 'Pending';
}
