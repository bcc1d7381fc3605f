import { SUPPORTED_SPORT_KEYS, type SupportedSportKey } from '../sports';

/**
 * Leaderboard windows and sport filters (docs/game-rules.md#windowed-boards). A windowed score is
 * the XP plus IP a user's ledger entries added in the window; entries tied to a sentiment belong
 * to its event's sport, the rest (login rewards, grants) only to the every-sport board.
 */
export const BOARD_WINDOWS = ['week', 'month', 'season', 'all'] as const;
export type BoardWindow = (typeof BOARD_WINDOWS)[number];

export const BOARD_WINDOW_LABELS: Record<BoardWindow, string> = {
  week: 'This week',
  month: 'This month',
  season: 'This season',
  all: 'All time',
};

export const BOARD_SPORTS = ['all', ...SUPPORTED_SPORT_KEYS] as const;
export type BoardSport = (typeof BOARD_SPORTS)[number];

/** The month (1-12) a sport's season starts in; NFL seasons run August to July. */
export const SEASON_START_MONTH: Readonly<Partial<Record<SupportedSportKey, number>>> = {
  americanfootball_nfl: 8,
};

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first UTC day of the season of `sport` that contains `at`. */
export function seasonStart(sport: BoardSport, at: Date): string {
  const month = (sport === 'all' ? undefined : SEASON_START_MONTH[sport]) ?? 1;
  const year = at.getUTCMonth() + 1 >= month ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return isoDay(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * The first UTC day of the window that contains `at`: weeks start on Monday, months on the 1st;
 * all time has no start (null).
 */
export function windowStart(window: BoardWindow, sport: BoardSport, at: Date): string | null {
  switch (window) {
    case 'week': {
      const daysSinceMonday = (at.getUTCDay() + 6) % 7;
      const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
      return isoDay(new Date(midnight - daysSinceMonday * DAY_MS));
    }
    case 'month':
      return isoDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
    case 'season':
      return seasonStart(sport, at);
    case 'all':
      return null;
  }
}
