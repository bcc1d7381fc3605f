import type { ScheduledGame } from '@takeline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { OddsApiClient } from '../feeds/odds-api/odds-api-client';
import { adminToken, eventRow, lifecycleSnapshot, runAdminJob } from '../test/admin-jobs';
import { captureLogger } from '../test/capture-logger';
import {
  type FixtureReply,
  type FixtureServer,
  fixture,
  startFixtureServer,
} from '../test/fixture-server';
import { useLiveTestApp } from '../test/live-test-app';

const recorded = (name: string) =>
  fixture(new URL('../feeds/odds-api/x.ts', import.meta.url).href, name);
const QUOTA = { 'x-requests-remaining': '480', 'x-requests-used': '20', 'x-requests-last': '3' };

let server: FixtureServer;
let routes: Record<string, () => FixtureReply>;
const defaultRoutes = (): Record<string, () => FixtureReply> => ({
  '/v4/sports/baseball_mlb/odds': () => ({ headers: QUOTA, body: recorded('mlb-odds.json') }),
  '/v4/sports/soccer_usa_mls/odds': () => ({ headers: QUOTA, body: recorded('mls-odds.json') }),
  // An empty answer costs nothing at The Odds API.
  '/v4/sports/americanfootball_nfl/odds': () => ({
    headers: { ...QUOTA, 'x-requests-last': '0' },
    body: [],
  }),
  '/v4/sports/baseball_mlb/scores': () => ({ headers: QUOTA, body: recorded('mlb-scores.json') }),
});

beforeAll(async () => {
  server = await startFixtureServer(
    (request) => routes[request.path]?.() ?? { status: 404, body: { message: 'no fixture' } },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  routes = defaultRoutes();
  server.requests.length = 0;
});

const t = useLiveTestApp({
  deps: (clock) => ({
    oddsFeed: new OddsApiClient({
      apiKey: 'test-key',
      baseUrl: server.url,
      bookmakers: ['draftkings', 'fanduel'],
      clock,
      logger: captureLogger().logger,
      timeoutMs: 2000,
      maxRetries: 1,
      retryDelayMs: 0,
      scoresCacheMs: 0,
    }),
  }),
});

const schedule = async (sportKey: string) =>
  (await t.app.inject({ url: `/api/current-schedule/${sportKey}` })).json() as ScheduledGame[];

describe('ingest from The Odds API', () => {
  it('stores events with the preferred lines and reports the quota on the admin answer', async () => {
    const token = await adminToken(t.app, t.db);
    const answer = await runAdminJob(t.app, token, 'fetch-events');
    expect(answer.counts).toEqual({ inserted: 4, lines_updated: 0, failed_sports: 0 });
    expect(answer.feed).toMatchObject({
      source: 'odds-api',
      disabled: false,
      requests_remaining: 480,
      requests_used: 20,
      requests_last: 3,
    });
    const mlb = await schedule('baseball_mlb');
    expect(mlb.map((game) => game.home_team)).toEqual([
      'New York Yankees',
      'San Francisco Giants',
      'Chicago Cubs',
    ]);
    expect(mlb[0]).toMatchObject({ h2h_home_team_value: -142, totals_over_point: 8.5 });
    expect(mlb[2]).toMatchObject({ h2h_home_team_value: null, spreads_home_team_point: null });
    const [mls] = await schedule('soccer_usa_mls');
    expect(mls).toMatchObject({ h2h_draw_value: 240, h2h_home_team_value: 150 });
  });

  it('moves a line that changed, until the game starts', async () => {
    await t.app.lifecycle.fetchEvents();
    const before = await t.app.inject({ url: '/api/current-schedule/baseball_mlb' });
    const moved = recorded('mlb-odds.json').replace('"price": -142', '"price": -150');
    routes['/v4/sports/baseball_mlb/odds'] = () => ({ headers: QUOTA, body: moved });
    expect(await t.app.lifecycle.fetchEvents()).toMatchObject({ inserted: 0, lines_updated: 1 });
    const after = await t.app.inject({ url: '/api/current-schedule/baseball_mlb' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0].h2h_home_team_value).toBe(-150);

    // Past its commence time the line is frozen, whatever the feed says.
    t.clock.set(Date.parse('2026-06-01T23:06:00Z'));
    routes['/v4/sports/baseball_mlb/odds'] = () => ({
      headers: QUOTA,
      body: moved.replace('"price": -150', '"price": -400'),
    });
    expect(await t.app.lifecycle.fetchEvents()).toMatchObject({ lines_updated: 0 });
  });

  it('changes nothing when the answer is malformed, and says which sport failed', async () => {
    await t.app.lifecycle.fetchEvents();
    const before = await lifecycleSnapshot(t.db);
    routes['/v4/sports/baseball_mlb/odds'] = () => ({ headers: QUOTA, body: '{"oops": true' });
    routes['/v4/sports/soccer_usa_mls/odds'] = () => ({ headers: QUOTA, body: '{"a": 1}' });
    const counts = await t.app.lifecycle.fetchEvents();
    expect(counts).toEqual({ inserted: 0, lines_updated: 0, failed_sports: 2 });
    expect(await lifecycleSnapshot(t.db)).toEqual(before);
    expect(t.app.oddsFeed.status().last_error).toMatch(/not a list|not valid JSON/);
  });

  it('after a 401 stops calling, and the admin answer says so', async () => {
    routes['/v4/sports/baseball_mlb/odds'] = () => ({
      status: 401,
      body: { message: 'API key is not valid', error_code: 'INVALID_KEY' },
    });
    const token = await adminToken(t.app, t.db);
    const answer = await runAdminJob(t.app, token, 'fetch-events');
    expect(answer.counts.failed_sports).toBe(3);
    expect(answer.feed).toMatchObject({
      disabled: true,
      disabled_reason: 'INVALID_KEY: API key is not valid',
    });
    const calls = server.requests.length;
    await runAdminJob(t.app, token, 'fetch-events');
    expect(server.requests.length).toBe(calls);
  });

  it('completes games from the scores, records unseen finals, and asks only when games are on', async () => {
    await t.app.lifecycle.fetchEvents();
    // Nothing has started: no scores call is worth its credits.
    expect(await t.app.lifecycle.scanForCompleted()).toEqual({
      completed: 0,
      recorded: 0,
      failed_sports: 0,
    });
    expect(server.requests.some((request) => request.path.endsWith('/scores'))).toBe(false);

    t.clock.set(Date.parse('2026-06-01T23:10:00Z'));
    await t.app.lifecycle.scanUpcomingForStart();
    // The Yankees game is on but has no score yet; the Astros final was never seen before.
    expect(await t.app.lifecycle.scanForCompleted()).toEqual({
      completed: 0,
      recorded: 1,
      failed_sports: 0,
    });
    expect(await eventRow(t.db, '4b2f9e8d7c6a5b4c3d2e1f0a9b8c7d6e')).toEqual({
      status: 'completed',
      home_team_score: 5,
      away_team_score: 4,
    });

    const live = JSON.parse(recorded('mlb-scores.json'));
    live[2].scores = [
      { name: 'Boston Red Sox', score: '1' },
      { name: 'New York Yankees', score: '0' },
    ];
    routes['/v4/sports/baseball_mlb/scores'] = () => ({ headers: QUOTA, body: live });
    expect(await t.app.lifecycle.scanLiveScores()).toEqual({ scores_updated: 1, failed_sports: 0 });
    expect(await eventRow(t.db, 'e912304de2b2ce35b473ce2ecd3d1502')).toEqual({
      status: 'in_progress',
      home_team_score: 0,
      away_team_score: 1,
    });

    const final = JSON.parse(recorded('mlb-scores.json'));
    final[2].completed = true;
    final[2].scores = [
      { name: 'Boston Red Sox', score: '7' },
      { name: 'New York Yankees', score: '3' },
    ];
    routes['/v4/sports/baseball_mlb/scores'] = () => ({ headers: QUOTA, body: final });
    t.clock.advance(3 * HOUR_MS);
    expect(await t.app.lifecycle.scanForCompleted()).toMatchObject({ completed: 1, recorded: 0 });
    expect(await eventRow(t.db, 'e912304de2b2ce35b473ce2ecd3d1502')).toEqual({
      status: 'completed',
      home_team_score: 3,
      away_team_score: 7,
    });
    expect((await t.app.lifecycle.finishCompleted()).settled_events).toBe(2);
  });
});
