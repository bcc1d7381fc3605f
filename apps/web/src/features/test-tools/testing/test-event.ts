import type { TestEvent } from '@takeline/contract';

/** An upcoming MLB test event with the home side favoured at -110, plus overrides. */
export function testEvent(overrides: Partial<TestEvent> = {}): TestEvent {
  return {
    id: 'evt',
    sport_key: 'baseball_mlb',
    sport_title: 'MLB',
    commence_time: '2026-06-01T13:00:00.000Z',
    home_team: 'Seattle Mariners',
    away_team: 'Tampa Bay Rays',
    h2h_home_team_value: -110,
    h2h_away_team_value: 110,
    h2h_draw_value: null,
    spreads_home_team_point: -1.5,
    spreads_away_team_point: 1.5,
    spreads_home_team_value: -110,
    spreads_away_team_value: 110,
    totals_over_point: 8,
    totals_under_point: 8,
    totals_over_value: -110,
    totals_under_value: -110,
    status: 'upcoming',
    home_team_score: null,
    away_team_score: null,
    ...overrides,
  };
}
