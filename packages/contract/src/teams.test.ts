import { describe, expect, it } from 'vitest';
import { logoPath, teamSlug } from './logos';
import { ALL_SPORT_KEYS } from './sports';
import { findTeam, TEAMS_BY_SPORT, teamsOf } from './teams';

describe('teams', () => {
  it.each([
    ['baseball_mlb', 30],
    ['americanfootball_nfl', 32],
    ['soccer_usa_mls', 30],
    ['basketball_nba', 30],
    ['icehockey_nhl', 32],
  ])('%s has all %i clubs', (sportKey, count) => {
    expect(teamsOf(sportKey)).toHaveLength(count);
  });

  it.each(ALL_SPORT_KEYS)(
    '%s: unique names, logo slugs and abbreviations; hex colours',
    (sportKey) => {
      const teams = TEAMS_BY_SPORT[sportKey];
      expect(new Set(teams.map((team) => team.name)).size).toBe(teams.length);
      expect(new Set(teams.map((team) => teamSlug(team.name))).size).toBe(teams.length);
      expect(new Set(teams.map((team) => team.abbreviation)).size).toBe(teams.length);
      for (const team of teams) {
        expect(team.abbreviation).toMatch(/^[A-Z0-9]{2,4}$/);
        expect(team.colors[0]).toMatch(/^#[0-9A-F]{6}$/);
        expect(team.colors[1]).toMatch(/^#[0-9A-F]{6}$/);
        expect(teamSlug(team.name)).toMatch(/^[a-z0-9-]+$/);
      }
    },
  );

  it('finds a team whatever the case, dots or accents', () => {
    expect(findTeam('soccer_usa_mls', 'CF Montréal')?.abbreviation).toBe('MTL');
    expect(findTeam('soccer_usa_mls', 'DC United')?.abbreviation).toBe('DC');
    expect(findTeam('baseball_mlb', 'st louis cardinals')?.abbreviation).toBe('STL');
    expect(findTeam('baseball_mlb', 'Springfield Isotopes')).toBeUndefined();
    expect(findTeam('curling', 'Anyone')).toBeUndefined();
  });

  it('gives every team a logo path in its league', () => {
    expect(logoPath('baseball_mlb', 'St. Louis Cardinals')).toBe(
      '/logos/mlb-st-louis-cardinals.png',
    );
    expect(logoPath('basketball_nba', 'Philadelphia 76ers')).toBe(
      '/logos/generic-philadelphia-76ers.png',
    );
  });
});
