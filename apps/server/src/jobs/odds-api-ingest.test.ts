import type { ScheduledGame } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { queryRows } from '../db/database';
import { OddsApiClient } from '../feeds/odds-api/odds-api-client';
import { adminToken, eventRow, lifecycleSnapshot, runAdminJob } from '../test/admin-jobs';
import { captureLogger, LOG_LEVEL, type LogRecord } from '../test/capture-logger';
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
  appLogs = [];
});

/** What the app (the jobs) logged in the current test. */
let appLogs: LogRecord[] = [];

const t = useLiveTestApp({
  deps: (clock) => ({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void appLogs.push(JSON.parse(line) as LogRecord) },
    },
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
    expect(answer.counts).toEqual({
      inserted: 4,
      lines_updated: 0,
      skipped_events: 0,
      failed_sports: 0,
    });
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
    expect(counts).toEqual({ inserted: 0, lines_updated: 0, skipped_events: 0, failed_sports: 2 });
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
      skipped_events: 0,
      failed_sports: 0,
    });
    expect(server.requests.some((request) => request.path.endsWith('/scores'))).toBe(false);

    t.clock.set(Date.parse('2026-06-01T23:10:00Z'));
    await t.app.lifecycle.scanUpcomingForStart();
    // The Yankees game is on but has no score yet; the Astros final was never seen before.
    expect(await t.app.lifecycle.scanForCompleted()).toEqual({
      completed: 0,
      recorded: 1,
      skipped_events: 0,
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
    expect(await t.app.lifecycle.scanLiveScores()).toEqual({
      scores_updated: 1,
      skipped_events: 0,
      failed_sports: 0,
    });
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

/** One event as The Odds API sends it, one bookmaker quoting all three markets. */
function oddsEvent(
  id: string,
  sportKey: string,
  teams: { home: string; away: string },
  line: { homePrice?: number; awayPrice?: number; spread?: number; total?: number } = {},
) {
  const { home, away } = teams;
  const { homePrice = -120, awayPrice = 100, spread = -1.5, total = 8.5 } = line;
  return {
    id,
    sport_key: sportKey,
    commence_time: '2026-06-02T00:10:00Z',
    home_team: home,
    away_team: away,
    bookmakers: [
      {
        key: 'draftkings',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: home, price: homePrice },
              { name: away, price: awayPrice },
            ],
          },
          {
            key: 'spreads',
            outcomes: [
              { name: home, price: -110, point: spread },
              { name: away, price: -110, point: -spread },
            ],
          },
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: -110, point: total },
              { name: 'Under', price: -110, point: total },
            ],
          },
        ],
      },
    ],
  };
}

const METS = { home: 'New York Mets', away: 'Atlanta Braves' };
const CHIEFS = { home: 'Kansas City Chiefs', away: 'Buffalo Bills' };

const scheduleIds = async (sportKey: string) => (await schedule(sportKey)).map((game) => game.id);

describe('ingest from The Odds API: events that cannot be stored', () => {
  it('skips each bad event, stores the valid ones of every sport, and counts what it skipped', async () => {
    const mlb = JSON.parse(recorded('mlb-odds.json'));
    mlb.push(
      oddsEvent('same-team', 'baseball_mlb', { home: 'New York Mets', away: 'new york mets ' }),
      // Above the 32-bit integer limit of the price columns.
      oddsEvent('huge-price', 'baseball_mlb', METS, { homePrice: 3_000_000_000 }),
      // Between -100 and +100 there are no American prices.
      oddsEvent('no-such-price', 'baseball_mlb', METS, { awayPrice: 50 }),
      // Above numeric(6,1), and far above any real total.
      oddsEvent('huge-point', 'baseball_mlb', METS, { total: 123_456.5 }),
      oddsEvent('nul-in-name', 'baseball_mlb', {
        home: 'New York\u0000Mets',
        away: 'Atlanta Braves',
      }),
      // PostgreSQL refuses NUL in text, even in a query's parameters.
      oddsEvent('nul-in-id\u0000', 'baseball_mlb', METS),
      // Not even readable: no teams. The client leaves it out; the answer still counts it.
      { id: 'no-teams', sport_key: 'baseball_mlb', commence_time: '2026-06-02T00:10:00Z' },
    );
    routes['/v4/sports/baseball_mlb/odds'] = () => ({ headers: QUOTA, body: mlb });
    routes['/v4/sports/americanfootball_nfl/odds'] = () => ({
      headers: QUOTA,
      body: [
        oddsEvent('chiefs-bills', 'americanfootball_nfl', CHIEFS, { spread: -3.5, total: 47.5 }),
        oddsEvent('huge-spread', 'americanfootball_nfl', CHIEFS, { spread: -1000 }),
      ],
    });

    const token = await adminToken(t.app, t.db);
    const answer = await runAdminJob(t.app, token, 'fetch-events');
    expect(answer.counts).toEqual({
      inserted: 5,
      lines_updated: 0,
      skipped_events: 8,
      failed_sports: 0,
    });
    expect(await scheduleIds('baseball_mlb')).toEqual([
      'e912304de2b2ce35b473ce2ecd3d1502',
      '0a1b6c4f3e2d9e8f7a6b5c4d3e2f1a0b',
      '5c7d2e9f0a1b3c4d5e6f7a8b9c0d1e2f',
    ]);
    const [chiefs] = await schedule('americanfootball_nfl');
    expect(chiefs).toMatchObject({ id: 'chiefs-bills', spreads_home_team_point: -3.5 });
    expect(await scheduleIds('soccer_usa_mls')).toHaveLength(1);

    const warnings = appLogs.filter((record) => record.level === LOG_LEVEL.warn);
    const mlbSkips = warnings.find((record) => record.sportKey === 'baseball_mlb');
    expect(mlbSkips).toMatchObject({ job: 'fetch-events', skipped: 6 });
    expect(mlbSkips?.events).toEqual([
      { id: 'same-team', reason: 'home and away are the same team' },
      { id: 'huge-price', reason: 'h2h_home_team_value 3000000000 is not an American price' },
      { id: 'no-such-price', reason: 'h2h_away_team_value 50 is not an American price' },
      { id: 'huge-point', reason: 'totals_over_point 123456.5 is out of range' },
      { id: 'nul-in-name', reason: 'home team holds control characters' },
      { id: 'nul-in-id\u0000', reason: 'id holds control characters' },
    ]);

    // The same answer again: nothing new, the same events skipped.
    const again = await runAdminJob(t.app, token, 'fetch-events');
    expect(again.counts).toEqual({
      inserted: 0,
      lines_updated: 0,
      skipped_events: 8,
      failed_sports: 0,
    });
  });

  it('keeps the last good line of a known event when its new line is broken, and still sees it', async () => {
    await t.app.lifecycle.fetchEvents();
    const seenAt = async () =>
      (
        await queryRows<{ last_seen_at: string }>(
          t.db,
          sql`select last_seen_at::text from events where id = 'e912304de2b2ce35b473ce2ecd3d1502'`,
        )
      )[0]?.last_seen_at;
    const before = await seenAt();
    t.clock.advance(60_000);
    const broken = recorded('mlb-odds.json').replace('"price": -142', '"price": 3000000000');
    routes['/v4/sports/baseball_mlb/odds'] = () => ({ headers: QUOTA, body: broken });
    expect(await t.app.lifecycle.fetchEvents()).toEqual({
      inserted: 0,
      lines_updated: 0,
      skipped_events: 1,
      failed_sports: 0,
    });
    const [yankees] = await schedule('baseball_mlb');
    expect(yankees).toMatchObject({ h2h_home_team_value: -142 });
    // Still listed by the feed, so never taken for a vanished game.
    expect(await seenAt()).not.toBe(before);
  });

  it('skips impossible scores and still updates, completes and records the others', async () => {
    await t.app.lifecycle.fetchEvents();
    // The Yankees (23:05) and Giants (02:10) games are both on.
    t.clock.set(Date.parse('2026-06-02T02:20:00Z'));
    await t.app.lifecycle.scanUpcomingForStart();
    const scores = JSON.parse(recorded('mlb-scores.json'));
    scores[2].scores = [
      { name: 'New York Yankees', score: '99999999999' },
      { name: 'Boston Red Sox', score: '1' },
    ];
    const scoreEvent = (
      id: string,
      teams: { home: string; away: string },
      home: string,
      away: string,
      completed: boolean,
    ) => ({
      id,
      sport_key: 'baseball_mlb',
      commence_time: '2026-06-01T20:05:00Z',
      completed,
      home_team: teams.home,
      away_team: teams.away,
      scores: [
        { name: teams.home, score: home },
        { name: teams.away, score: away },
      ],
    });
    scores.push(
      scoreEvent(
        '0a1b6c4f3e2d9e8f7a6b5c4d3e2f1a0b',
        { home: 'San Francisco Giants', away: 'Los Angeles Dodgers' },
        '2',
        '1',
        false,
      ),
      scoreEvent(
        'same-team-final',
        { home: 'New York Mets', away: 'New York Mets' },
        '3',
        '2',
        true,
      ),
      scoreEvent('huge-final', METS, '12345', '2', true),
    );
    routes['/v4/sports/baseball_mlb/scores'] = () => ({ headers: QUOTA, body: scores });
    // The MLS game (23:30) is on too; its feed has no score yet.
    routes['/v4/sports/soccer_usa_mls/scores'] = () => ({ headers: QUOTA, body: [] });

    const token = await adminToken(t.app, t.db);
    const live = await runAdminJob(t.app, token, 'scan-live-scores');
    expect(live.counts).toEqual({ scores_updated: 1, skipped_events: 3, failed_sports: 0 });
    expect(await eventRow(t.db, '0a1b6c4f3e2d9e8f7a6b5c4d3e2f1a0b')).toEqual({
      status: 'in_progress',
      home_team_score: 2,
      away_team_score: 1,
    });
    expect(await eventRow(t.db, 'e912304de2b2ce35b473ce2ecd3d1502')).toEqual({
      status: 'in_progress',
      home_team_score: null,
      away_team_score: null,
    });

    const completed = await runAdminJob(t.app, token, 'scan-for-completed');
    // The Astros final is recorded; the two bad finals are not.
    expect(completed.counts).toEqual({
      completed: 0,
      recorded: 1,
      skipped_events: 3,
      failed_sports: 0,
    });
    expect(await eventRow(t.db, 'same-team-final')).toBeUndefined();
    expect(await eventRow(t.db, 'huge-final')).toBeUndefined();
  });

  it('counts a sport whose storage fails, and still stores the sports after it', async () => {
    routes['/v4/sports/americanfootball_nfl/odds'] = () => ({
      headers: QUOTA,
      body: [oddsEvent('chiefs-bills', 'americanfootball_nfl', CHIEFS, { total: 47.5 })],
    });
    // A database fault for one sport only, whatever its data.
    await t.db.execute(
      sql`alter table events add constraint test_refuses_nfl check (sport_key <> 'americanfootball_nfl') not valid`,
    );
    try {
      const token = await adminToken(t.app, t.db);
      const answer = await runAdminJob(t.app, token, 'fetch-events');
      expect(answer.counts).toEqual({
        inserted: 4,
        lines_updated: 0,
        skipped_events: 0,
        failed_sports: 1,
      });
    } finally {
      await t.db.execute(sql`alter table events drop constraint test_refuses_nfl`);
    }
    expect(await scheduleIds('soccer_usa_mls')).toHaveLength(1);
    expect(await scheduleIds('americanfootball_nfl')).toEqual([]);
    const failure = appLogs.find((record) => record.level === LOG_LEVEL.error);
    expect(failure).toMatchObject({ sportKey: 'americanfootball_nfl', job: 'fetch-events' });

    // Once the fault is gone, the next run stores it.
    expect(await t.app.lifecycle.fetchEvents()).toMatchObject({ inserted: 1, failed_sports: 0 });
  });
});
