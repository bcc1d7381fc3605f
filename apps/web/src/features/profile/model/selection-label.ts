import type { HistoryRow } from '@takeline/contract';
import { selectionInWords } from '@/lib/selection-words';

const MARKET_LABELS: Record<HistoryRow['market_type'], string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  totals: 'Totals',
};

export function marketLabel(market: HistoryRow['market_type']): string {
  return MARKET_LABELS[market];
}

function isCustom(row: HistoryRow, line: number | null): boolean {
  return row.custom_value !== null && row.custom_value !== line;
}

/** The line the row was taken on: spread, the favourite's point; totals, the over point. */
function lineOf(row: HistoryRow): number | null {
  if (row.market_type === 'totals') return row.totals_over_point;
  if (row.market_type === 'spread') {
    return row.selection_value === 'away'
      ? row.spreads_away_team_point
      : row.spreads_home_team_point;
  }
  return null;
}

/**
 * What the user picked: the choice, then the claim in the words the widget used
 * ("Take · New York Yankees -1.5 covers", "Pass · Boston Red Sox to win",
 * "Pass · Under 6 (custom)"). A draw is just "Draw".
 */
export function selectionLabel(row: HistoryRow): string {
  if (row.selection_value === 'draw' || row.selection_type === 'Draw') return 'Draw';
  const line = lineOf(row);
  const claim = selectionInWords(row, {
    market: row.market_type,
    selectionType: row.selection_type,
    selectionValue: row.selection_value,
    line: row.custom_value ?? line,
  });
  return `${row.selection_type} · ${claim}${isCustom(row, line) ? ' (custom)' : ''}`;
}

/** "4–5" once both scores are known. Away first, as the event reads "Away @ Home". */
export function finalScore(row: HistoryRow): string | null {
  if (row.away_team_score === null || row.home_team_score === null) return null;
  return `${row.away_team_score}–${row.home_team_score}`;
}
