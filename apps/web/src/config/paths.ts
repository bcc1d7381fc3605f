/** Every route path in one place; components never hard-code an href. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  profile: '/profile',
  profileSettings: '/profile/settings',
  accountSecurity: '/profile/security',
  publicProfile: (userId: number | string) => `/profile/${userId}`,
  eventStats: (eventId: string) => `/event/${encodeURIComponent(eventId)}/stats`,
  rankingTrend: (userId: number | string) => `/leaderboard/history/${userId}`,
  protected: '/protected',
  testData: '/testdata',
  createTestEvents: '/create-test-events',
  enterTestScores: '/enter-test-scores',
  testEvents: '/test-events',
  testEvent: (id: string) => `/test-events/${encodeURIComponent(id)}`,
  sharedPick: (pickId: number | string) => `/pick/${pickId}`,
  apiDocs: '/api/docs',
  groups: '/groups',
  group: (groupId: number | string) => `/groups/${groupId}`,
  joinGroup: (code: string) => `/groups/join/${encodeURIComponent(code)}`,
} as const;

/** Route patterns for the router, matching `paths`. */
export const routePatterns = {
  publicProfile: '/profile/:userId',
  eventStats: '/event/:eventId/stats',
  rankingTrend: '/leaderboard/history/:userId',
  testEvent: '/test-events/:id',
  sharedPick: '/pick/:pickId',
  group: '/groups/:groupId',
  joinGroup: '/groups/join/:code',
} as const;

/**
 * What a link to a ranking trend already knows: the player's name (leaderboard
 * rows carry it), so the trend need not ask for a profile that may be private.
 */
export interface RankingTrendState {
  username: string;
}

export function rankingTrendState(username: string): RankingTrendState {
  return { username };
}

export function usernameFromTrendState(state: unknown): string | undefined {
  const username = (state as Partial<RankingTrendState> | null)?.username;
  return typeof username === 'string' ? username : undefined;
}

/**
 * What a link from a Home tab to another screen carries: the Home address it
 * left (with its ?tab= and ?sport=), so that screen's "Back To Home" returns
 * to that tab instead of the default one.
 */
export interface HomeReturnState {
  homeFrom: string;
}

export function homeReturnState(location: { pathname: string; search: string }): HomeReturnState {
  return { homeFrom: `${location.pathname}${location.search}` };
}

/** The Home address to go back to: the one carried by the link, when it is a Home address. */
export function homeFromState(state: unknown): string {
  const from = (state as Partial<HomeReturnState> | null)?.homeFrom;
  if (typeof from !== 'string') return paths.root;
  const pathname = from.split('?')[0];
  return pathname === paths.root || pathname === paths.home ? from : paths.root;
}
