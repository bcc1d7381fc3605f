import { formatSigned, type HistoryRow } from '@takeline/contract';

const MARKET_LABELS: Record<HistoryRow['market_type'], string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  totals: 'Totals',
};

export function marketLabel(market: HistoryRow['market_type']): string {
  return MARKET_LABELS[market];
}

function sideTeam(row: HistoryRow, side: string): string {
  return side === 'away' ? row.away_team : row.home_team;
}

function isCustom(row: HistoryRow, line: number | null): boolean {
  return row.custom_value !== null && row.custom_value !== line;
}

/**
 * What the user picked, in words: "Take · Boston Red Sox to win", "Pass · New York
 * Yankees +2.5 (custom)", "Take · Over 8.5". Spread values read as the
 * favourite's line (RULES.md section 2).
 */
export function selectionLabel(row: HistoryRow): string {
  if (row.market_type === 'moneyline') {
    if (row.selection_value === 'draw' || row.selection_type === 'Draw') return 'Draw';
    // selection_value is the side backed: a Pass backs the underdog.
    return `${row.selection_type} · ${sideTeam(row, row.selection_value)} to win`;
  }
  if (row.market_type === 'spread') {
    const line =
      row.selection_value === 'away' ? row.spreads_away_team_point : row.spreads_home_team_point;
    const value = row.custom_value ?? line;
    const team = sideTeam(row, row.selection_value === 'away' ? 'away' : 'home');
    const shown = value === null ? team : `${team} ${formatSigned(value)}`;
    return `${row.selection_type} · ${shown}${isCustom(row, line) ? ' (custom)' : ''}`;
  }
  const line = row.totals_over_point;
  const value = row.custom_value ?? line;
  const direction = row.selection_type === 'Pass' ? 'Under' : 'Over';
  const shown = value === null ? direction : `${direction} ${value}`;
  return `${row.selection_type} · ${shown}${isCustom(row, line) ? ' (custom)' : ''}`;
}

/** "4–5" once both scores are known. Away first, as the event reads "Away @ Home". */
export function finalScore(row: HistoryRow): string | null {
  if (row.away_team_score === null || row.home_team_score === null) return null;
  return `${row.away_team_score}–${row.home_team_score}`;
}
