import { isSupportedSportKey, SPORT_TOGGLE, type SupportedSportKey } from '@takeline/contract';

/** docs/screens.md#home-tabs: the Home tabs, in order (index 0 to 6). */
export const HOME_TABS = [
  { key: 'schedule', label: 'Current Schedule' },
  { key: 'live', label: 'Live Scores' },
  { key: 'past', label: 'Past Scores' },
  { key: 'leaderboard', label: 'Leaderboard' },
  { key: 'news', label: 'News Feed' },
  { key: 'ai', label: 'AI' },
  { key: 'about', label: 'About' },
] as const;

export type HomeTabKey = (typeof HOME_TABS)[number]['key'];

export const DEFAULT_TAB: HomeTabKey = 'schedule';
export const DEFAULT_SPORT: SupportedSportKey = SPORT_TOGGLE[0]?.sportKey ?? 'baseball_mlb';

function isTabKey(value: string | null): value is HomeTabKey {
  return HOME_TABS.some((tab) => tab.key === value);
}

/**
 * The tab and sport live in the address (?tab=news&sport=soccer_usa_mls), so a
 * reload, the back button and a shared link keep them. Defaults stay out of it.
 */
export function readHomeParams(params: URLSearchParams): {
  tab: HomeTabKey;
  sport: SupportedSportKey;
} {
  const tab = params.get('tab');
  const sport = params.get('sport');
  return {
    tab: isTabKey(tab) ? tab : DEFAULT_TAB,
    sport: sport && isSupportedSportKey(sport) ? sport : DEFAULT_SPORT,
  };
}

export function writeHomeParams(
  params: URLSearchParams,
  next: { tab?: HomeTabKey; sport?: SupportedSportKey },
): URLSearchParams {
  const result = new URLSearchParams(params);
  if (next.tab !== undefined) {
    if (next.tab === DEFAULT_TAB) result.delete('tab');
    else result.set('tab', next.tab);
  }
  if (next.sport !== undefined) {
    if (next.sport === DEFAULT_SPORT) result.delete('sport');
    else result.set('sport', next.sport);
  }
  return result;
}
