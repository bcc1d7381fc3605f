import type { EventStatsGame } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { gameLine } from './game-line';

const game: EventStatsGame = {
  sport_key: 'baseball_mlb',
  sport_title: 'MLB',
  home_team: 'New York Yankees',
  away_team: 'Boston Red Sox',
  commence_time: '2026-11-22T18:00:00.000Z',
  status: 'upcoming',
  home_team_score: null,
  away_team_score: null,
};

describe('gameLine', () => {
  it('names the matchup, the sport and when an upcoming game starts', () => {
    expect(gameLine(game)).toBe(
      `Boston Red Sox at New York Yankees · MLB · starts ${formatDateTime(game.commence_time)}`,
    );
  });

  it('gives the score away-first once play starts, and says when it is over', () => {
    const scored = { ...game, home_team_score: 3, away_team_score: 4 };
    expect(gameLine({ ...scored, status: 'in_progress' })).toMatch(/· in progress, 4–3$/);
    expect(gameLine({ ...scored, status: 'completed' })).toMatch(/· final, 4–3$/);
    expect(gameLine({ ...scored, status: 'settled' })).toMatch(/· final, 4–3$/);
    expect(gameLine({ ...game, status: 'cancelled' })).toMatch(/· cancelled$/);
  });
});
