import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SPORT_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import { insertEvent, soccerEventFor } from '../../test/event-factory';
import { useLiveTestApp } from '../../test/live-test-app';
import { TEST_NOW } from '../../test/test-app';

const at = (hoursFromNow: number) => new Date(Date.parse(TEST_NOW) + hoursFromNow * HOUR_MS);

describe('GET /api/current-schedule/:sportKey', () => {
  const t = useLiveTestApp({ config: { testTools: false } });
  const schedule = (sportKey = 'baseball_mlb', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/current-schedule/${sportKey}`, headers });

  it('lists upcoming games of the sport in start order, with the game line fields', async () => {
    await insertEvent(t.db, { id: 'later', commenceTime: at(5) });
    await insertEvent(t.db, { id: 'sooner', commenceTime: at(1) });
    await insertEvent(t.db, { id: 'started', commenceTime: at(-1), status: 'in_progress' });
    await insertEvent(t.db, { id: 'due', commenceTime: at(-0.1) }); // not yet scanned
    await insertEvent(t.db, { id: 'nfl', sportKey: 'americanfootball_nfl', sportTitle: 'NFL' });
    await insertEvent(t.db, { id: 'gone', status: 'cancelled' });
    const response = await schedule();
    expect(response.statusCode).toBe(200);
    const games = response.json();
    expect(games.map((game: { id: string }) => game.id)).toEqual(['sooner', 'later']);
    expect(games[0]).toEqual({
      id: 'sooner',
      sport_key: 'baseball_mlb',
      sport_title: 'MLB',
      home_team: 'New York Yankees',
      away_team: 'Boston Red Sox',
      commence_time: at(1).toISOString(),
      h2h_home_team_value: -142,
      h2h_away_team_value: 120,
      h2h_draw_value: null,
      spreads_home_team_value: 130,
      spreads_home_team_point: -1.5,
      spreads_away_team_value: -155,
      spreads_away_team_point: 1.5,
      totals_over_value: -105,
      totals_over_point: 8.5,
      totals_under_value: -115,
      totals_under_point: 8.5,
      is_test: false,
      crowd: { moneyline: null, spread: null, totals: null },
    });
  });

  it('keeps markets without a published line as null', async () => {
    await insertEvent(t.db, {
      spreads_home_team_point: null,
      spreads_home_team_value: null,
      spreads_away_team_point: null,
      spreads_away_team_value: null,
      totals_over_point: null,
      totals_over_value: null,
      totals_under_point: null,
      totals_under_value: null,
    });
    const [game] = (await schedule()).json();
    expect(game).toMatchObject({
      h2h_home_team_value: -142,
      spreads_home_team_point: null,
      spreads_home_team_value: null,
      totals_over_point: null,
      totals_under_value: null,
    });
  });

  it('hides test events while test tools are off', async () => {
    await insertEvent(t.db, { id: 'real' });
    await insertEvent(t.db, { id: 'test-game', origin: 'test_game' });
    await insertEvent(t.db, { id: 'test-event', origin: 'test_event' });
    const ids = (await schedule()).json().map((game: { id: string }) => game.id);
    expect(ids).toEqual(['real']);
  });

  it.each(['curling', 'basketball_nba', 'BASEBALL_MLB'])(
    'answers 404 with a message for %s',
    async (sportKey) => {
      const response = await schedule(sportKey);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SPORT_NOT_FOUND_MESSAGE);
    },
  );

  it('sends an ETag, and 304 with no body when the client already has this schedule', async () => {
    await insertEvent(t.db);
    const first = await schedule();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await schedule('baseball_mlb', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await schedule('baseball_mlb', { 'if-none-match': `"other", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await schedule('baseball_mlb', { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends a compressed copy made once, in the best encoding the client accepts', async () => {
    await t.app.lifecycle.fetchEvents();
    const plain = await schedule();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const games = plain.json();
    expect(games.length).toBeGreaterThan(10);

    const br = await schedule('baseball_mlb', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(games);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await schedule('baseball_mlb', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(games);

    const none = await schedule('baseball_mlb', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(games);
  });

  it('does not compress a tiny schedule', async () => {
    const empty = await schedule('baseball_mlb', { 'accept-encoding': 'br' });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toEqual([]);
  });

  it('serves fresh data at once after the ingest changes lines (new ETag)', async () => {
    const before = await schedule();
    expect(before.json()).toEqual([]);
    const counts = await t.app.lifecycle.fetchEvents();
    expect(counts.inserted).toBeGreaterThan(0);
    const after = await schedule('baseball_mlb', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().length).toBeGreaterThan(0);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('bounds staleness of changes made elsewhere (another server) by the cache TTL', async () => {
    const before = await schedule();
    // Written straight to the database, as another server sharing it would.
    await insertEvent(t.db, { id: 'from-elsewhere' });
    expect((await schedule()).json()).toEqual(before.json());
    t.clock.advance(t.config.scheduleCacheTtlMs);
    expect((await schedule()).json().map((game: { id: string }) => game.id)).toEqual([
      'from-elsewhere',
    ]);
  });

  it('drops a game from the cached schedule at its start, before any job runs', async () => {
    await insertEvent(t.db, { id: 'soon', commenceTime: new Date(Date.parse(TEST_NOW) + 2000) });
    await insertEvent(t.db, { id: 'later', commenceTime: at(3) });
    expect((await schedule()).json()).toHaveLength(2);
    t.clock.advance(2000);
    expect((await schedule()).json().map((game: { id: string }) => game.id)).toEqual(['later']);
  });
});

describe('test events in the schedule with test tools on', () => {
  const t = useLiveTestApp({ config: { testTools: true } });

  it('shows them, marked is_test, and serves the test sports', async () => {
    await insertEvent(t.db, { id: 'real' });
    await insertEvent(t.db, { id: 'test-event', origin: 'test_event', commenceTime: at(3) });
    const games = (await t.app.inject({ url: '/api/current-schedule/baseball_mlb' })).json();
    expect(games.map((game: { id: string; is_test: boolean }) => [game.id, game.is_test])).toEqual([
      ['real', false],
      ['test-event', true],
    ]);
    const nba = await t.app.inject({ url: '/api/current-schedule/basketball_nba' });
    expect(nba.statusCode).toBe(200);
    expect(nba.json()).toEqual([]);
  });
});

describe('GET /api/live-scores/:sportKey and /api/past-scores', () => {
  const t = useLiveTestApp({ config: { testTools: false } });

  it('lists games in progress with their scores so far', async () => {
    await insertEvent(t.db, {
      id: 'live',
      status: 'in_progress',
      commenceTime: at(-1),
      homeScore: 2,
      awayScore: 1,
    });
    await insertEvent(t.db, { id: 'just-started', status: 'in_progress', commenceTime: at(-0.1) });
    await insertEvent(t.db, { id: 'upcoming' });
    await insertEvent(t.db, { id: 'done', status: 'completed', homeScore: 1, awayScore: 0 });
    const response = await t.app.inject({ url: '/api/live-scores/baseball_mlb' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'live',
        sport_key: 'baseball_mlb',
        home_team: 'New York Yankees',
        away_team: 'Boston Red Sox',
        home_team_score: 2,
        away_team_score: 1,
        commence_time: at(-1).toISOString(),
      },
      expect.objectContaining({ id: 'just-started', home_team_score: null, away_team_score: null }),
    ]);
    expect((await t.app.inject({ url: '/api/live-scores/hockey' })).statusCode).toBe(404);
  });

  async function seedPast() {
    const final = (id: string, hoursAgo: number, home: number, away: number, extra = {}) =>
      insertEvent(t.db, {
        status: 'settled',
        ...extra,
        id,
        commenceTime: at(-hoursAgo),
        homeScore: home,
        awayScore: away,
      });
    await final('home-win', 3, 5, 2);
    await final('away-win', 30, 1, 4, { status: 'completed' });
    await final('draw', 5, 1, 1, soccerEventFor());
    await final('old', 24 * 40, 3, 0);
    await final('test', 2, 9, 0, { origin: 'test_game' });
    await insertEvent(t.db, { id: 'cancelled', status: 'cancelled', commenceTime: at(-2) });
  }

  it('lists finished games of every sport, newest first, with winner and points_diff', async () => {
    await seedPast();
    const response = await t.app.inject({ url: '/api/past-scores' });
    expect(response.statusCode).toBe(200);
    const games = response.json();
    expect(games.map((game: { id: string }) => game.id)).toEqual([
      'home-win',
      'draw',
      'away-win',
      'old',
    ]);
    expect(games[0]).toEqual({
      id: 'home-win',
      sport_key: 'baseball_mlb',
      home_team: 'New York Yankees',
      away_team: 'Boston Red Sox',
      home_team_score: 5,
      away_team_score: 2,
      winner: 'New York Yankees',
      points_diff: 3,
      commence_time: at(-3).toISOString(),
    });
    expect(games[1]).toMatchObject({ winner: 'Draw', points_diff: 0, sport_key: 'soccer_usa_mls' });
    expect(games[2]).toMatchObject({ winner: 'Boston Red Sox', points_diff: 3 });
  });

  it('narrows by sport and by days', async () => {
    await seedPast();
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/past-scores?${query}` }))
        .json()
        .map((game: { id: string }) => game.id);
    expect(await ids('sport_key=baseball_mlb&days=1')).toEqual(['home-win']);
    expect(await ids('sport_key=baseball_mlb&days=7')).toEqual(['home-win', 'away-win']);
    expect(await ids('sport_key=soccer_usa_mls')).toEqual(['draw']);
  });

  it.each([
    ['days=0', 400, 'days must be at least 1.'],
    ['days=abc', 400, 'days must be a number of days.'],
    ['days=1.5', 400, 'days must be a whole number.'],
    ['sport_key=curling', 404, SPORT_NOT_FOUND_MESSAGE],
    ['color=red', 400, 'Unknown field: color.'],
  ])('rejects %s with %i and a message', async (query, status, message) => {
    const response = await t.app.inject({ url: `/api/past-scores?${query}` });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('keeps MINUTE_MS precision in commence times', async () => {
    await insertEvent(t.db, {
      id: 'x',
      status: 'settled',
      homeScore: 1,
      awayScore: 0,
      commenceTime: new Date(Date.parse(TEST_NOW) - 7 * MINUTE_MS),
    });
    const [game] = (await t.app.inject({ url: '/api/past-scores' })).json();
    expect(game.commence_time).toBe('2026-06-01T11:53:00.000Z');
  });
});
