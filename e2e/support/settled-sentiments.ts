import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type {
  HistoryRow,
  LineSelectionType,
  Market,
  ScheduledGame,
  SentimentSubmitResponse,
  UserStatsResponse,
} from '@takeline/contract';
import { adminToken } from './api';

const LIFECYCLE_PATHS = [
  '/api/scan-upcoming-for-start',
  '/api/scan-live-scores',
  '/api/scan-for-completed',
  '/api/scan-completed',
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminGet(request: APIRequestContext, token: string, path: string): Promise<void> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** Admin "Fetch Events", then the upcoming games of one sport, soonest first. */
export async function upcomingGames(
  request: APIRequestContext,
  sportKey = 'baseball_mlb',
): Promise<ScheduledGame[]> {
  const admin = await adminToken(request);
  await adminGet(request, admin, '/api/fetch-events');
  const response = await request.get(`/api/current-schedule/${sportKey}`);
  expect(response.status(), await response.text()).toBe(200);
  const games = ((await response.json()) as ScheduledGame[]).filter(
    (game) => game.h2h_home_team_value !== null && game.totals_over_point !== null,
  );
  expect(games.length, `no upcoming ${sportKey} games with lines`).toBeGreaterThan(0);
  return games.sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
}

/**
 * An upcoming game nobody has stated sentiment on yet (tests share one
 * server), preferring a total on a half point: then Over and Under cannot
 * both push, so of two users claiming opposite sides exactly one wins.
 */
export async function untouchedGame(request: APIRequestContext): Promise<ScheduledGame> {
  const fresh: ScheduledGame[] = [];
  for (const game of await upcomingGames(request)) {
    const response = await request.get(`/api/event/${encodeURIComponent(game.id)}/participants`);
    if (response.ok() && (await response.json()).length === 0) fresh.push(game);
  }
  const halfPoint = fresh.find((game) => !Number.isInteger(game.totals_over_point));
  const game = halfPoint ?? fresh[0];
  if (!game) throw new Error('every upcoming game already has participants');
  return game;
}

/**
 * A moneyline sentiment stakes `stake` confidence points (1 by default). A
 * spread or totals one stakes nothing, unless it has a `custom_value`: then
 * `stake` influence points (1 by default).
 */
export interface PlannedSentiment {
  market: Market;
  selection_type: LineSelectionType;
  stake?: number;
  custom_value?: number;
}

/** Submits through the real API as `token`'s user; fails the test on any refusal. */
export async function submitSentiment(
  request: APIRequestContext,
  token: string,
  game: ScheduledGame,
  plan: PlannedSentiment,
): Promise<SentimentSubmitResponse> {
  const data =
    plan.market === 'moneyline'
      ? {
          event_id: game.id,
          selection_type: plan.selection_type,
          confidence_points: plan.stake ?? 1,
        }
      : plan.custom_value === undefined
        ? { event_id: game.id, selection_type: plan.selection_type, is_custom: false }
        : {
            event_id: game.id,
            selection_type: plan.selection_type,
            is_custom: true,
            custom_value: plan.custom_value,
            staked_ip: plan.stake ?? 1,
          };
  const response = await request.post(`/api/sentiment/${plan.market}`, {
    headers: auth(token),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * Moves the server clock past the end of every game given, then runs the
 * admin lifecycle routes until `userToken`'s sentiments on them are settled.
 */
export async function settleGames(
  request: APIRequestContext,
  games: readonly ScheduledGame[],
  user: { id: number; token: string },
): Promise<HistoryRow[]> {
  const admin = await adminToken(request);
  const clock = await request.get('/api/test-tools/clock', { headers: auth(admin) });
  expect(clock.status(), await clock.text()).toBe(200);
  const now = Date.parse((await clock.json()).now);
  const lastStart = Math.max(...games.map((game) => Date.parse(game.commence_time)));
  // Games last at most ~3.5 hours; a generous margin lets the feed report them final.
  const minutes = Math.ceil((lastStart - now) / 60_000) + 6 * 60;
  const moved = await request.post('/api/test-tools/clock/advance', {
    headers: auth(admin),
    data: { minutes },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  const ids = new Set(games.map((game) => game.id));
  let history: HistoryRow[] = [];
  await expect
    .poll(
      async () => {
        for (const path of LIFECYCLE_PATHS) await adminGet(request, admin, path);
        const stats = await request.get(`/api/user/${user.id}/stats`, {
          headers: auth(user.token),
        });
        history = ((await stats.json()) as UserStatsResponse).history.filter((row) =>
          ids.has(row.event_id),
        );
        return history.length > 0 && history.every((row) => row.outcome !== 'Pending');
      },
      { message: 'sentiments settle', timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return history;
}
