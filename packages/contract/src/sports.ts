/** Sports the public product covers (docs/game-rules.md#sports). */
export const SUPPORTED_SPORT_KEYS = [
  'baseball_mlb',
  'americanfootball_nfl',
  'soccer_usa_mls',
] as const;
export type SupportedSportKey = (typeof SUPPORTED_SPORT_KEYS)[number];

/** Every sport key an event may carry, including the test tools' extra leagues. */
export const ALL_SPORT_KEYS = [...SUPPORTED_SPORT_KEYS, 'basketball_nba', 'icehockey_nhl'] as const;
export type SportKey = (typeof ALL_SPORT_KEYS)[number];

export const SPORT_TITLES: Record<SportKey, string> = {
  baseball_mlb: 'MLB',
  americanfootball_nfl: 'NFL',
  soccer_usa_mls: 'MLS',
  basketball_nba: 'NBA',
  icehockey_nhl: 'NHL',
};

/** The Home sport toggle, in display order. */
export const SPORT_TOGGLE: ReadonlyArray<{ label: string; sportKey: SupportedSportKey }> = [
  { label: 'Baseball', sportKey: 'baseball_mlb' },
  { label: 'Football', sportKey: 'americanfootball_nfl' },
  { label: 'Soccer', sportKey: 'soccer_usa_mls' },
];

/** Soccer keys (docs/screens.md#current-schedule): these get the single "Pick Winner" column. */
export const SOCCER_SPORT_KEYS = [
  'soccer_epl',
  'soccer_usa_mls',
  'soccer_fifa_world_cup',
  'soccer_uefa_champs_league',
] as const;

export function isSupportedSportKey(key: string): key is SupportedSportKey {
  return (SUPPORTED_SPORT_KEYS as readonly string[]).includes(key);
}

export function isKnownSportKey(key: string): key is SportKey {
  return (ALL_SPORT_KEYS as readonly string[]).includes(key);
}

export function isSoccerSport(sportKey: string): boolean {
  return (
    (SOCCER_SPORT_KEYS as readonly string[]).includes(sportKey) || sportKey.startsWith('soccer_')
  );
}

/** Baseball sports use a lower floor (4) for the totals Under slider. */
export function isBaseballSport(sportKey: string): boolean {
  return sportKey.startsWith('baseball_');
}

/**
 * A game offers Home/Draw/Away when its sport is soccer or its line carries a
 * draw price (hockey test events do).
 */
export function hasDrawOption(game: { sport_key: string; h2h_draw_value: number | null }): boolean {
  return isSoccerSport(game.sport_key) || game.h2h_draw_value !== null;
}

/** Test tools name sports by a short word; this maps them to feed sport keys. */
export const TEST_SPORTS = ['baseball', 'basketball', 'football', 'hockey', 'soccer'] as const;
export type TestSport = (typeof TEST_SPORTS)[number];
export const TEST_SPORT_KEYS: Record<TestSport, SportKey> = {
  baseball: 'baseball_mlb',
  basketball: 'basketball_nba',
  football: 'americanfootball_nfl',
  hockey: 'icehockey_nhl',
  soccer: 'soccer_usa_mls',
};
