import { type HistoryRow, MARKETS, OUTCOMES, SUPPORTED_SPORT_KEYS } from '@takeline/contract';

const HOUR = 60 * 60 * 1000;
export const NOW = Date.parse('2025-06-30T12:00:00.000Z');

/** A settled moneyline Take on Yankees v Red Sox, submitted `hoursAgo` before NOW. */
export function historyRow(
  overrides: Partial<HistoryRow> & { hoursAgo?: number } = {},
): HistoryRow {
  const { hoursAgo = 1, ...rest } = overrides;
  return {
    event_id: `evt-${hoursAgo}`,
    sport_key: 'baseball_mlb',
    market_type: 'moneyline',
    selection_type: 'Take',
    selection_value: 'home',
    custom_value: null,
    outcome: 'Win',
    xp_points: 1,
    ip_points: 0,
    submission_time: new Date(NOW - hoursAgo * HOUR).toISOString(),
    commence_time: new Date(NOW - hoursAgo * HOUR + 2 * HOUR).toISOString(),
    away_team: 'Boston Red Sox',
    home_team: 'New York Yankees',
    h2h_away_team_value: 120,
    h2h_home_team_value: -142,
    spreads_away_team_point: 1.5,
    spreads_home_team_point: -1.5,
    totals_over_point: 8.5,
    home_team_score: 5,
    away_team_score: 4,
    total_score: 9,
    win_margin: 1,
    ...rest,
  };
}

/**
 * 23 selections, the i-th submitted i*24+1 hours before NOW (so 0..22 days
 * back), cycling outcomes, markets and sports, with XP equal to (i * 7) % 23
 * so the XP sort differs from the time sort.
 */
export function twentyThreeRows(): HistoryRow[] {
  return Array.from({ length: 23 }, (_, i) =>
    historyRow({
      event_id: `evt-${String(i).padStart(2, '0')}`,
      hoursAgo: i * 24 + 1,
      outcome: OUTCOMES[i % 4],
      market_type: MARKETS[i % 3],
      sport_key: SUPPORTED_SPORT_KEYS[i % 3],
      home_team: `Home ${i}`,
      away_team: `Away ${i}`,
      xp_points: (i * 7) % 23,
      ip_points: i % 5,
    }),
  );
}
