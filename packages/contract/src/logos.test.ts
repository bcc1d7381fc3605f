import { describe, expect, it } from 'vitest';
import { logoLeague, logoPath, teamSlug } from './logos';
import { hasDrawOption, isBaseballSport, isSoccerSport } from './sports';

describe('team logos', () => {
  it.each([
    ['New York Yankees', 'new-york-yankees'],
    ['St. Louis Cardinals', 'st-louis-cardinals'],
    ["Montréal's Own F.C.", 'montréals-own-fc'],
    ['  Inter  Miami CF ', 'inter-miami-cf'],
  ])('slugs %s as %s', (name, slug) => {
    expect(teamSlug(name)).toBe(slug);
  });

  it('names the league for each sport, generic otherwise', () => {
    expect(logoLeague('baseball_mlb')).toBe('mlb');
    expect(logoLeague('americanfootball_nfl')).toBe('nfl');
    expect(logoLeague('soccer_usa_mls')).toBe('mls');
    expect(logoLeague('basketball_nba')).toBe('generic');
    expect(logoPath('baseball_mlb', 'Boston Red Sox')).toBe('/logos/mlb-boston-red-sox.png');
  });
});

describe('sport kinds', () => {
  it('knows soccer, baseball and draw games', () => {
    expect(isSoccerSport('soccer_epl')).toBe(true);
    expect(isSoccerSport('baseball_mlb')).toBe(false);
    expect(isBaseballSport('baseball_mlb')).toBe(true);
    expect(hasDrawOption({ sport_key: 'soccer_usa_mls', h2h_draw_value: null })).toBe(true);
    expect(hasDrawOption({ sport_key: 'icehockey_nhl', h2h_draw_value: 240 })).toBe(true);
    expect(hasDrawOption({ sport_key: 'icehockey_nhl', h2h_draw_value: null })).toBe(false);
  });
});
