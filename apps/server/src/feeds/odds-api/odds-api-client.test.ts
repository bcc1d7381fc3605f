import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { captureLogger, LOG_LEVEL } from '../../test/capture-logger';
import {
  type FixtureReply,
  type FixtureRequest,
  type FixtureServer,
  fixture,
  startFixtureServer,
} from '../../test/fixture-server';
import { TEST_NOW } from '../../test/test-app';
import { FeedError } from '../odds-feed';
import { OddsApiClient } from './odds-api-client';

const QUOTA = { 'x-requests-remaining': '19474', 'x-requests-used': '526', 'x-requests-last': '3' };
const OUT_OF_CREDITS = {
  message: 'Usage quota has been reached. See usage plans at https://the-odds-api.com',
  error_code: 'OUT_OF_USAGE_CREDITS',
  details_url:
    'https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html#out_of_usage_credits',
};
const TOO_FAST = {
  message: 'Request frequency exceeded. Please wait a moment and try again.',
  error_code: 'EXCEEDED_FREQ_LIMIT',
  details_url: 'https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html',
};

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(
  handler: (request: FixtureRequest) => FixtureReply | Promise<FixtureReply>,
  options: { maxRetries?: number; scoresCacheMs?: number } = {},
) {
  server = await startFixtureServer(handler);
  const { logger, records } = captureLogger();
  const waits: number[] = [];
  const clock = new ManualClock(TEST_NOW);
  const client = new OddsApiClient({
    apiKey: 'secret-key-123',
    baseUrl: server.url,
    bookmakers: ['draftkings', 'fanduel', 'betmgm'],
    clock,
    logger,
    timeoutMs: 5000,
    maxRetries: options.maxRetries ?? 3,
    retryDelayMs: 2000,
    scoresCacheMs: options.scoresCacheMs ?? 0,
    // Records the back-off instead of sleeping through it.
    wait: async (ms) => void waits.push(ms),
  });
  return { client, records, waits, clock, requests: server.requests };
}

const ok = (name: string): FixtureReply => ({
  headers: QUOTA,
  body: fixture(import.meta.url, name),
});

describe('The Odds API v4 client: odds', () => {
  it('asks for h2h, spreads and totals in American odds from US books, with the key', async () => {
    const { client, requests } = await clientFor(() => ok('mlb-odds.json'));
    await client.listEvents('baseball_mlb');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/v4/sports/baseball_mlb/odds');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      regions: 'us',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'american',
      apiKey: 'secret-key-123',
    });
  });

  it('maps a normal answer, matching outcomes by team name and taking the preferred bookmaker', async () => {
    const { client } = await clientFor(() => ok('mlb-odds.json'));
    const [yankees] = await client.listEvents('baseball_mlb');
    // FanDuel comes first in the answer, but DraftKings is preferred.
    expect(yankees).toEqual({
      id: 'e912304de2b2ce35b473ce2ecd3d1502',
      sportKey: 'baseball_mlb',
      sportTitle: 'MLB',
      commenceTime: new Date('2026-06-01T23:05:00Z'),
      homeTeam: 'New York Yankees',
      awayTeam: 'Boston Red Sox',
      lines: {
        h2h_home_team_value: -142,
        h2h_away_team_value: 120,
        h2h_draw_value: null,
        spreads_home_team_point: -1.5,
        spreads_home_team_value: 130,
        spreads_away_team_point: 1.5,
        spreads_away_team_value: -155,
        totals_over_point: 8.5,
        totals_over_value: -105,
        totals_under_point: 8.5,
        totals_under_value: -115,
      },
    });
  });

  it('takes a market the preferred bookmaker lacks from the next one that has it', async () => {
    const { client } = await clientFor(() => ok('mlb-odds.json'));
    const dodgers = (await client.listEvents('baseball_mlb'))[1];
    expect(dodgers?.lines).toMatchObject({
      h2h_home_team_value: 140,
      h2h_away_team_value: -165,
      spreads_home_team_point: 1.5,
      spreads_away_team_point: -1.5,
      totals_over_point: 7.5,
      totals_over_value: -110,
    });
  });

  it('leaves every market null for an event without bookmakers, and fills a missing sport_title', async () => {
    const { client } = await clientFor(() => ok('mlb-odds.json'));
    const cubs = (await client.listEvents('baseball_mlb'))[2];
    expect(cubs?.sportTitle).toBe('MLB');
    expect(Object.values(cubs?.lines ?? {}).every((value) => value === null)).toBe(true);
  });

  it('leaves only the missing market null when a bookmaker lacks it', async () => {
    const body = JSON.parse(fixture(import.meta.url, 'mlb-odds.json'));
    // Only DraftKings, and without totals.
    body[0].bookmakers = [body[0].bookmakers[1]];
    body[0].bookmakers[0].markets = body[0].bookmakers[0].markets.slice(0, 2);
    const { client } = await clientFor(() => ({ headers: QUOTA, body }));
    const [event] = await client.listEvents('baseball_mlb');
    expect(event?.lines).toMatchObject({
      h2h_home_team_value: -142,
      spreads_home_team_point: -1.5,
    });
    expect(event?.lines.totals_over_point).toBeNull();
    expect(event?.lines.totals_under_value).toBeNull();
  });

  it('takes a points market from the next bookmaker when the preferred one lacks a point', async () => {
    const body = JSON.parse(fixture(import.meta.url, 'mlb-odds.json'));
    // DraftKings (preferred) sends a spread side and a total side without their points.
    const [, draftkings] = body[0].bookmakers;
    delete draftkings.markets[1].outcomes[1].point;
    delete draftkings.markets[2].outcomes[0].point;
    const { client } = await clientFor(() => ({ headers: QUOTA, body }));
    const [event] = await client.listEvents('baseball_mlb');
    expect(event?.lines).toMatchObject({
      h2h_home_team_value: -142,
      spreads_home_team_point: -1.5,
      spreads_home_team_value: 134,
      spreads_away_team_point: 1.5,
      spreads_away_team_value: -160,
      totals_over_point: 9,
      totals_over_value: -112,
      totals_under_value: -108,
    });
  });

  it('reads soccer with its third outcome, Draw', async () => {
    const { client } = await clientFor(() => ok('mls-odds.json'));
    const [match] = await client.listEvents('soccer_usa_mls');
    expect(match?.lines).toEqual({
      h2h_home_team_value: 150,
      h2h_away_team_value: 170,
      h2h_draw_value: 240,
      spreads_home_team_point: -0.5,
      spreads_home_team_value: 110,
      spreads_away_team_point: 0.5,
      spreads_away_team_value: -130,
      totals_over_point: 2.5,
      totals_over_value: -125,
      totals_under_point: 2.5,
      totals_under_value: 105,
    });
  });

  it('exposes and logs the quota headers, without the key', async () => {
    const { client, records } = await clientFor(() => ok('mlb-odds.json'));
    await client.listEvents('baseball_mlb');
    expect(client.status()).toMatchObject({
      source: 'odds-api',
      disabled: false,
      requests_remaining: 19474,
      requests_used: 526,
      requests_last: 3,
    });
    const call = records.find((record) => record.msg === 'Odds API call');
    expect(call).toMatchObject({ requestsRemaining: 19474, requestsUsed: 526, requestsLast: 3 });
    expect(JSON.stringify(records)).not.toContain('secret-key-123');
  });
});

describe('The Odds API v4 client: scores', () => {
  it('parses string scores, null scores before the start, and the completed flag', async () => {
    const { client, requests } = await clientFor(() => ok('mlb-scores.json'));
    const scores = await client.listScores('baseball_mlb');
    expect(requests[0]?.path).toBe('/v4/sports/baseball_mlb/scores');
    expect(requests[0]?.query.get('daysFrom')).toBe('3');
    expect(scores.map((s) => [s.homeTeam, s.homeScore, s.awayScore, s.completed])).toEqual([
      ['Houston Astros', 5, 4, true],
      ['Seattle Mariners', 2, 1, false],
      ['New York Yankees', null, null, false],
    ]);
  });

  it('reuses a scores answer inside its cache window, and asks again after it', async () => {
    const { client, requests, clock } = await clientFor(() => ok('mlb-scores.json'), {
      scoresCacheMs: 20 * 1000,
    });
    await client.listScores('baseball_mlb');
    await client.listScores('baseball_mlb');
    expect(requests).toHaveLength(1);
    clock.advance(21 * 1000);
    await client.listScores('baseball_mlb');
    expect(requests).toHaveLength(2);
  });
});

describe('The Odds API v4 client: failures', () => {
  it('on 401 OUT_OF_USAGE_CREDITS stops calling, and says why in its status and the logs', async () => {
    const { client, requests, records } = await clientFor(() => ({
      status: 401,
      headers: { 'x-requests-remaining': '0', 'x-requests-used': '500', 'x-requests-last': '0' },
      body: OUT_OF_CREDITS,
    }));
    const first = await client.listEvents('baseball_mlb').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(FeedError);
    expect((first as FeedError).kind).toBe('unauthorized');
    expect(client.status()).toMatchObject({
      disabled: true,
      disabled_reason: expect.stringContaining('OUT_OF_USAGE_CREDITS'),
      requests_remaining: 0,
    });
    const logged = records.find((record) => record.level === LOG_LEVEL.error);
    expect(logged?.msg).toContain('OUT_OF_USAGE_CREDITS');

    const second = await client.listScores('baseball_mlb').catch((error: unknown) => error);
    expect((second as FeedError).kind).toBe('disabled');
    expect(requests).toHaveLength(1);
  });

  it('on 429 backs off and retries, then succeeds', async () => {
    let calls = 0;
    const { client, requests, waits, records } = await clientFor(() => {
      calls += 1;
      return calls === 1 ? { status: 429, headers: QUOTA, body: TOO_FAST } : ok('mlb-odds.json');
    });
    const events = await client.listEvents('baseball_mlb');
    expect(events).toHaveLength(3);
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(records.some((record) => record.msg === 'Odds API 429, backing off')).toBe(true);
    expect(client.status()).toMatchObject({ disabled: false, last_error: null });
  });

  it('doubles the back-off on repeated 429s and gives up after the retries, staying enabled', async () => {
    const { client, requests, waits } = await clientFor(
      () => ({ status: 429, headers: QUOTA, body: TOO_FAST }),
      { maxRetries: 2 },
    );
    const error = await client.listEvents('baseball_mlb').catch((caught: unknown) => caught);
    expect((error as FeedError).kind).toBe('rate_limited');
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([2000, 4000]);
    expect(client.status().disabled).toBe(false);
  });

  it('honours a Retry-After header longer than its own back-off', async () => {
    let calls = 0;
    const { client, waits } = await clientFor(() => {
      calls += 1;
      return calls === 1
        ? { status: 429, headers: { 'retry-after': '5' }, body: TOO_FAST }
        : ok('mlb-odds.json');
    });
    await client.listEvents('baseball_mlb');
    expect(waits).toEqual([5000]);
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['JSON that is not a list', '{"data": []}'],
  ])('rejects a malformed body (%s) and logs it', async (_label, body) => {
    const { client, records } = await clientFor(() => ({ headers: QUOTA, body }));
    const error = await client.listEvents('baseball_mlb').catch((caught: unknown) => caught);
    expect((error as FeedError).kind).toBe('malformed');
    expect(client.status().last_error).toContain('baseball_mlb');
    expect(records.some((record) => record.level === LOG_LEVEL.error)).toBe(true);
  });

  it('skips single malformed events and keeps the good ones', async () => {
    const body = JSON.parse(fixture(import.meta.url, 'mlb-odds.json'));
    body.push({ id: 'broken', sport_key: 'baseball_mlb', commence_time: 'not a date' });
    body.push({ ...body[0], id: 'other-sport', sport_key: 'basketball_nba' });
    const { client, records } = await clientFor(() => ({ headers: QUOTA, body }));
    const events = await client.listEvents('baseball_mlb');
    expect(events.map((event) => event.id)).toHaveLength(3);
    // Counted on the answer, so the jobs can report them as skipped events.
    expect(events.unreadable).toBe(2);
    expect(records.find((record) => record.skipped === 2)).toBeDefined();
  });

  it('reports an unreachable API as a network failure', async () => {
    const { client } = await clientFor(() => ok('mlb-odds.json'));
    await server?.close();
    server = undefined;
    const error = await client.listEvents('baseball_mlb').catch((caught: unknown) => caught);
    expect((error as FeedError).kind).toBe('network');
    expect((error as Error).message).not.toContain('secret-key-123');
  });

  it('reports other errors with the API message, without disabling itself', async () => {
    const { client } = await clientFor(() => ({
      status: 422,
      body: { message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' },
    }));
    const error = await client.listEvents('baseball_mlb').catch((caught: unknown) => caught);
    expect((error as FeedError).kind).toBe('http');
    expect((error as Error).message).toContain('UNKNOWN_SPORT');
    expect(client.status().disabled).toBe(false);
  });
});
