import type { ScheduledGame } from '@takeline/contract';

/** A baseball game with every market: Yankees favoured at -142, run line -1.5, total 8.5. */
export function mlbGame(overrides: Partial<ScheduledGame> = {}): ScheduledGame {
  return {
    id: 'mlb-1',
    sport_key: 'baseball_mlb',
    sport_title: 'MLB',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    commence_time: '2030-04-02T23:05:00Z',
    h2h_home_team_value: -142,
    h2h_away_team_value: 120,
    h2h_draw_value: null,
    spreads_home_team_value: 130,
    spreads_home_team_point: -1.5,
    spreads_away_team_value: -155,
    spreads_away_team_point: 1.5,
    totals_over_value: -105,
    totals_over_point: 8.5,
    totals_under_value: -115,
    totals_under_point: 8.5,
    is_test: false,
    ...overrides,
  };
}

/** An NFL game where the away side is favoured by 3, total 44.5. */
export function nflGame(overrides: Partial<ScheduledGame> = {}): ScheduledGame {
  return {
    id: 'nfl-1',
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    home_team: 'Chicago Bears',
    away_team: 'Green Bay Packers',
    commence_time: '2030-09-14T17:00:00Z',
    h2h_home_team_value: 140,
    h2h_away_team_value: -165,
    h2h_draw_value: null,
    spreads_home_team_value: -110,
    spreads_home_team_point: 3,
    spreads_away_team_value: -110,
    spreads_away_team_point: -3,
    totals_over_value: -110,
    totals_over_point: 44.5,
    totals_under_value: -110,
    totals_under_point: 44.5,
    is_test: false,
    ...overrides,
  };
}

/** An MLS game with a draw price; the away side is favoured. */
export function mlsGame(overrides: Partial<ScheduledGame> = {}): ScheduledGame {
  return {
    id: 'mls-1',
    sport_key: 'soccer_usa_mls',
    sport_title: 'MLS',
    home_team: 'Columbus Crew',
    away_team: 'Inter Miami CF',
    commence_time: '2030-05-10T00:30:00Z',
    h2h_home_team_value: 210,
    h2h_away_team_value: 120,
    h2h_draw_value: 240,
    spreads_home_team_value: null,
    spreads_home_team_point: null,
    spreads_away_team_value: null,
    spreads_away_team_point: null,
    totals_over_value: -120,
    totals_over_point: 2.5,
    totals_under_value: 100,
    totals_under_point: 2.5,
    is_test: false,
    ...overrides,
  };
}
