/**
 * Every endpoint of the API under /api: its method, path and who may call it.
 * The server registers its routes from this table and the web app calls
 * through it, so a path is written here and nowhere else. Each endpoint's
 * params, query, body and answers are in `endpoint-schemas.ts`, under the
 * same name. This half is plain data without zod, so the web app can import
 * it at run time and stay within its bundle budget (decision 0032); see
 * decision 0060.
 */

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `optionalSignIn`: anyone, and a valid token is read (your own private profile shows);
 * - `signedIn`: a valid token, else 401;
 * - `admin`: an admin's token, else 401 or 403;
 * - `testTools`: mounted only with test tools on, open to anyone unless the
 *   config requires an admin (production).
 */
export type EndpointAccess = 'public' | 'optionalSignIn' | 'signedIn' | 'admin' | 'testTools';

export interface EndpointRoute {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** Below /api; `:name` marks a path parameter. */
  readonly path: string;
  readonly access: EndpointAccess;
}

export const endpoints = {
  health: { method: 'GET', path: '/health', access: 'public' },
  /** Readiness for a proxy or orchestrator: 503 while starting or draining. */
  healthReady: { method: 'GET', path: '/health/ready', access: 'public' },

  register: { method: 'POST', path: '/users/register', access: 'public' },
  login: { method: 'POST', path: '/users/login', access: 'public' },
  protectedData: { method: 'GET', path: '/protected', access: 'signedIn' },
  logout: { method: 'POST', path: '/users/logout', access: 'signedIn' },
  logoutEverywhere: { method: 'POST', path: '/users/logout-everywhere', access: 'signedIn' },
  changePassword: { method: 'POST', path: '/users/change-password', access: 'signedIn' },

  ownProfile: { method: 'GET', path: '/profile', access: 'signedIn' },
  updateProfile: { method: 'PATCH', path: '/profile', access: 'signedIn' },
  publicProfile: { method: 'GET', path: '/profile/:userId', access: 'optionalSignIn' },
  streakHistory: {
    method: 'GET',
    path: '/users/:user_id/streak-history',
    access: 'optionalSignIn',
  },

  currentSchedule: { method: 'GET', path: '/current-schedule/:sportKey', access: 'public' },
  liveScores: { method: 'GET', path: '/live-scores/:sportKey', access: 'public' },
  pastScores: { method: 'GET', path: '/past-scores', access: 'public' },

  submitMoneyline: { method: 'POST', path: '/sentiment/moneyline', access: 'signedIn' },
  /** One route per line market (/sentiment/spread, /sentiment/totals). */
  submitLine: { method: 'POST', path: '/sentiment/:market', access: 'signedIn' },
  /** One route per choice (/sentiments/take, /sentiments/pass). */
  quickSentiment: { method: 'POST', path: '/sentiments/:choice', access: 'signedIn' },
  sentimentCheck: {
    method: 'GET',
    path: '/sentiment/:type/:userId/:eventId',
    access: 'signedIn',
  },
  mySentiments: { method: 'GET', path: '/sentiments/mine', access: 'signedIn' },

  leaderboard: { method: 'GET', path: '/users/leaderboard', access: 'public' },
  leaderboardHistory: {
    method: 'GET',
    path: '/users/leaderboard/history/:userId',
    access: 'public',
  },

  /** The board by window (week, month, season, all) and sport: docs/game-rules.md#windowed-boards. */
  windowedLeaderboard: { method: 'GET', path: '/leaderboards', access: 'public' },

  myGroups: { method: 'GET', path: '/groups', access: 'signedIn' },
  demoGroups: { method: 'GET', path: '/groups/demo', access: 'signedIn' },
  createGroup: { method: 'POST', path: '/groups', access: 'signedIn' },
  inviteGroup: { method: 'GET', path: '/groups/join/:code', access: 'signedIn' },
  joinGroup: { method: 'POST', path: '/groups/join/:code', access: 'signedIn' },
  group: { method: 'GET', path: '/groups/:groupId', access: 'signedIn' },
  groupStandings: { method: 'GET', path: '/groups/:groupId/standings', access: 'signedIn' },
  groupPicks: { method: 'GET', path: '/groups/:groupId/picks', access: 'signedIn' },
  groupCrowd: { method: 'GET', path: '/groups/:groupId/crowd', access: 'signedIn' },
  rotateGroupInvite: { method: 'POST', path: '/groups/:groupId/invite', access: 'signedIn' },
  removeGroupMember: {
    method: 'POST',
    path: '/groups/:groupId/members/:userId/remove',
    access: 'signedIn',
  },
  leaveGroup: { method: 'POST', path: '/groups/:groupId/leave', access: 'signedIn' },

  userStats: { method: 'GET', path: '/user/:user_id/stats', access: 'optionalSignIn' },
  statsBySport: {
    method: 'GET',
    path: '/user/:user_id/stats-by-sport',
    access: 'optionalSignIn',
  },
  eventStats: { method: 'GET', path: '/event/:eventId/stats', access: 'public' },
  eventParticipants: { method: 'GET', path: '/event/:eventId/participants', access: 'public' },
  eventCrowd: { method: 'GET', path: '/event/:eventId/crowd', access: 'public' },
  lineHistory: { method: 'GET', path: '/event/:eventId/line-history', access: 'public' },

  /** Server-Sent Events; public events for all, your own with a ticket (see stream.ts). */
  stream: { method: 'GET', path: '/stream', access: 'public' },
  streamTicket: { method: 'POST', path: '/stream/ticket', access: 'signedIn' },

  news: { method: 'GET', path: '/news/:sportKey', access: 'public' },

  /** A settled pick's public page data (docs/screens.md#shared-pick); the card is /picks/:pickId/card.png. */
  sharedPick: { method: 'GET', path: '/picks/:pickId', access: 'optionalSignIn' },
  sharePick: { method: 'POST', path: '/picks/:pickId/share', access: 'signedIn' },

  /** One route per entry of ADMIN_JOBS (/fetch-events and so on); no other path matches. */
  runAdminJob: { method: 'GET', path: '/:job', access: 'admin' },

  serverClock: { method: 'GET', path: '/test-tools/clock', access: 'testTools' },
  // Moving the clock expires every session and can cancel games: always an admin.
  advanceClock: { method: 'POST', path: '/test-tools/clock/advance', access: 'admin' },

  testGames: { method: 'GET', path: '/test-data/list', access: 'testTools' },
  createTestGames: { method: 'POST', path: '/test-data/create-upcoming', access: 'testTools' },
  updateTestScores: {
    method: 'POST',
    path: '/test-data/update-live-scores',
    access: 'testTools',
  },
  completeTestGames: { method: 'POST', path: '/test-data/complete-games', access: 'testTools' },

  testEvents: { method: 'GET', path: '/test-events', access: 'testTools' },
  createTestEvent: { method: 'POST', path: '/test-events', access: 'testTools' },
  testEvent: { method: 'GET', path: '/test-events/:id', access: 'testTools' },
  scoreTestEvent: { method: 'POST', path: '/test-events/score/:id', access: 'testTools' },
  completeTestEvent: { method: 'POST', path: '/test-events/complete/:id', access: 'testTools' },
  startTestEvent: {
    method: 'POST',
    path: '/test-events/test-event/start/:id',
    access: 'testTools',
  },
  playTestEvent: {
    method: 'POST',
    path: '/test-events/test-event/scores/:id',
    access: 'testTools',
  },
  playOutTestEvent: {
    method: 'POST',
    path: '/test-events/test-event/complete/:id',
    access: 'testTools',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpoints;

/** The path with its parameters filled in, each encoded for a URL. */
export function endpointPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
