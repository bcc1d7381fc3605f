import type { EventStats } from '@takeline/contract';

/** Event stats with every count 0 and no averages, plus overrides. */
export function eventStats(overrides: Partial<EventStats> = {}): EventStats {
  return {
    total_submissions: 0,
    moneyline_takes: 0,
    moneyline_take_wins: 0,
    moneyline_passes: 0,
    moneyline_pass_wins: 0,
    moneyline_draws: 0,
    moneyline_draw_wins: 0,
    spread_takes: 0,
    spread_take_wins: 0,
    spread_passes: 0,
    spread_pass_wins: 0,
    spread_custom_passes: 0,
    spread_custom_pass_wins: 0,
    spread_non_custom_passes: 0,
    spread_non_custom_pass_wins: 0,
    total_takes: 0,
    total_take_wins: 0,
    total_passes: 0,
    total_pass_wins: 0,
    total_custom_passes: 0,
    total_custom_pass_wins: 0,
    total_non_custom_passes: 0,
    total_non_custom_pass_wins: 0,
    spread_custom_avg: null,
    total_take_custom_avg: null,
    total_pass_custom_avg: null,
    game: {
      sport_key: 'baseball_mlb',
      sport_title: 'MLB',
      home_team: 'New York Yankees',
      away_team: 'Boston Red Sox',
      commence_time: '2026-11-22T18:00:00.000Z',
      status: 'settled',
      home_team_score: 3,
      away_team_score: 4,
    },
    ...overrides,
  };
}
