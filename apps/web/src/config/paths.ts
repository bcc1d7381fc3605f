/** Every route path in one place; components never hard-code an href. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  profile: '/profile',
  profileSettings: '/profile/settings',
  publicProfile: (userId: number | string) => `/profile/${userId}`,
  eventStats: (eventId: string) => `/event/${encodeURIComponent(eventId)}/stats`,
  rankingTrend: (userId: number | string) => `/leaderboard/history/${userId}`,
  protected: '/protected',
  testData: '/testdata',
  createTestEvents: '/create-test-events',
  enterTestScores: '/enter-test-scores',
  testEvents: '/test-events',
  testEvent: (id: string) => `/test-events/${encodeURIComponent(id)}`,
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
