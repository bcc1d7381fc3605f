import type { SportKey } from './sports';

export type LogoLeague = 'mlb' | 'nfl' | 'mls' | 'generic';

const LEAGUE_BY_SPORT: Partial<Record<SportKey | string, LogoLeague>> = {
  baseball_mlb: 'mlb',
  americanfootball_nfl: 'nfl',
  soccer_usa_mls: 'mls',
};

export function logoLeague(sportKey: string): LogoLeague {
  return LEAGUE_BY_SPORT[sportKey] ?? 'generic';
}

/**
 * docs/screens.md#current-schedule (decision 0015): lowercased, without dots and apostrophes,
 * spaces turned to hyphens.
 */
export function teamSlug(teamName: string): string {
  return teamName.toLowerCase().replace(/[.'’]/g, '').trim().replace(/\s+/g, '-');
}

export function logoPath(sportKey: string, teamName: string): string {
  return `/logos/${logoLeague(sportKey)}-${teamSlug(teamName)}.png`;
}
