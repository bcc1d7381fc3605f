import type { PastScore } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { filterPastScores } from './past-scores-filter';

const now = Date.parse('2030-06-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

function row(id: string, sport: string, commence: string): PastScore {
  return {
    id,
    sport_key: sport,
    home_team: 'Home',
    away_team: 'Away',
    home_team_score: 3,
    away_team_score: 2,
    winner: 'Home',
    points_diff: 1,
    commence_time: commence,
  };
}

const rows = [
  row('a', 'baseball_mlb', hoursAgo(2)),
  row('b', 'baseball_mlb', hoursAgo(30)),
  row('c', 'baseball_mlb', hoursAgo(24 * 10)),
  row('d', 'baseball_mlb', hoursAgo(24 * 100)),
  row('e', 'americanfootball_nfl', hoursAgo(1)),
];

describe('filterPastScores', () => {
  const ids = (result: PastScore[]) => result.map((r) => r.id);

  it('keeps the selected sport within the window, newest first', () => {
    expect(ids(filterPastScores(rows, 'baseball_mlb', '1', now))).toEqual(['a']);
    expect(ids(filterPastScores(rows, 'baseball_mlb', '7', now))).toEqual(['a', 'b']);
    expect(ids(filterPastScores(rows, 'baseball_mlb', '30', now))).toEqual(['a', 'b', 'c']);
    expect(ids(filterPastScores(rows, 'baseball_mlb', 'all', now))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterPastScores(rows, 'americanfootball_nfl', '1', now))).toEqual(['e']);
    expect(ids(filterPastScores(rows, 'soccer_usa_mls', 'all', now))).toEqual([]);
  });
});
