import {
  ACCEPTED_TEST_PRICES,
  PAST_START_RESET_NOTE,
  TEST_SPORT_MESSAGE,
  TEST_SPREAD_POINTS,
  TEST_TOTAL_POINTS,
  type TestGame,
  teamsOf,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock';
import { queryOne, queryRows } from '../../db/database';
import { bearer, expectLedgerInvariant, registerUser } from '../../test/factories';
import { TEST_NOW, useTestApp } from '../../test/test-app';

const t = useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function create(sport: string, numGames: number, customStartTime: string | null = null) {
  const response = await post('/api/test-data/create-upcoming', {
    sport,
    numGames,
    customStartTime,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    message: string;
    games: TestGame[];
    start_time: string;
    start_time_reset: boolean;
  };
}

async function list(sport?: string): Promise<TestGame[]> {
  const response = await t.app.inject({
    url: `/api/test-data/list${sport ? `?sport=${sport}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TestGame[];
}

async function eventCount(): Promise<number> {
  const row = await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from events`);
  return row?.n ?? 0;
}

describe('POST /api/test-data/create-upcoming', () => {
  it('makes upcoming games between distinct teams of the sport, 5 minutes from now', async () => {
    const made = await create('baseball', 3);
    expect(made.message).toBe('Created 3 upcoming MLB games.');
    expect(made.start_time_reset).toBe(false);
    expect(made.start_time).toBe(new Date(Date.parse(TEST_NOW) + 5 * MINUTE_MS).toISOString());
    expect(made.games).toHaveLength(3);
    const mlb = teamsOf('baseball_mlb').map((team) => team.name);
    const teams = made.games.flatMap((game) => [game.home_team, game.away_team]);
    expect(new Set(teams).size).toBe(6);
    for (const game of made.games) {
      expect(mlb).toContain(game.home_team);
      expect(game).toMatchObject({
        sport_key: 'baseball_mlb',
        sport_title: 'MLB',
        status: 'upcoming',
        home_score: null,
        away_score: null,
        commence_time: made.start_time,
      });
    }
    expect((await list('baseball')).map((game) => game.id).sort()).toEqual(
      made.games.map((game) => game.id).sort(),
    );
  });

  it('prices every game from the test tool lists, the spread favourite being the moneyline one', async () => {
    await create('hockey', 3);
    await create('soccer', 3);
    await create('basketball', 3);
    const rows = await queryRows<{
      sport_key: string;
      h2h_home_team_value: number;
      h2h_away_team_value: number;
      h2h_draw_value: number | null;
      spreads_home_team_point: string;
      spreads_away_team_point: string;
      totals_over_point: string;
      totals_under_point: string;
      spreads_home_team_value: number;
      spreads_away_team_value: number;
    }>(t.db, sql`select * from events where origin = 'test_game'`);
    expect(rows).toHaveLength(9);
    const sports = {
      icehockey_nhl: 'hockey',
      soccer_usa_mls: 'soccer',
      basketball_nba: 'basketball',
    } as const;
    for (const row of rows) {
      const sport = sports[row.sport_key as keyof typeof sports];
      const homePoint = Number(row.spreads_home_team_point);
      expect(ACCEPTED_TEST_PRICES.moneylineHome).toContain(row.h2h_home_team_value);
      expect(row.h2h_away_team_value).toBe(-row.h2h_home_team_value);
      if (sport === 'basketball') expect(row.h2h_draw_value).toBeNull();
      else expect(ACCEPTED_TEST_PRICES.drawValues).toContain(row.h2h_draw_value);
      expect(TEST_SPREAD_POINTS[sport]).toContain(homePoint);
      expect(Number(row.spreads_away_team_point)).toBe(-homePoint);
      expect(Math.sign(homePoint)).toBe(Math.sign(row.h2h_home_team_value));
      expect(row.spreads_away_team_value).toBe(-row.spreads_home_team_value);
      expect(TEST_TOTAL_POINTS[sport]).toContain(Number(row.totals_over_point));
      expect(row.totals_under_point).toBe(row.totals_over_point);
    }
  });

  it('starts the games at a future start time as asked', async () => {
    const made = await create('soccer', 1, '2026-06-02T18:30:00-04:00');
    expect(made.start_time).toBe('2026-06-02T22:30:00.000Z');
    expect(made.games[0]?.commence_time).toBe('2026-06-02T22:30:00.000Z');
  });

  it('resets a past start time to 5 minutes from now, and says so', async () => {
    const made = await create('basketball', 2, '2026-06-01T11:59:00Z');
    expect(made.start_time_reset).toBe(true);
    expect(made.message).toBe(`Created 2 upcoming NBA games. ${PAST_START_RESET_NOTE}`);
    expect(made.games.map((game) => game.commence_time)).toEqual([
      '2026-06-01T12:05:00.000Z',
      '2026-06-01T12:05:00.000Z',
    ]);
  });

  it('shows test games in the schedule while test tools are on', async () => {
    const made = await create('hockey', 2);
    const schedule = await t.app.inject({ url: '/api/current-schedule/icehockey_nhl' });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toHaveLength(2);
    expect(schedule.json()[0]).toMatchObject({ is_test: true, h2h_draw_value: expect.any(Number) });
    expect(made.games).toHaveLength(2);
  });

  it.each([
    [{ sport: 'baseball', numGames: 0 }, 'numGames must be from 1 to 3.'],
    [{ sport: 'baseball', numGames: 4 }, 'numGames must be from 1 to 3.'],
    [{ sport: 'baseball', numGames: 1.5 }, 'numGames must be a whole number from 1 to 3.'],
    [{ sport: 'baseball', numGames: '2' }, 'numGames must be a number from 1 to 3.'],
    [{ sport: 'baseball' }, 'numGames must be a number from 1 to 3.'],
    [{ sport: 'curling', numGames: 1 }, TEST_SPORT_MESSAGE],
    [{ sport: 'football', numGames: 1 }, TEST_SPORT_MESSAGE],
    [{ numGames: 1 }, TEST_SPORT_MESSAGE],
    [
      { sport: 'baseball', numGames: 1, customStartTime: 'next tuesday' },
      'The start time must be an ISO 8601 date-time, for example 2026-06-01T19:05:00Z.',
    ],
    [
      { sport: 'baseball', numGames: 1, customStartTime: '2028-01-01T00:00:00Z' },
      'The start time must be within 365 days from now.',
    ],
    [{ sport: 'baseball', numGames: 1, extra: true }, 'Unknown field: extra.'],
  ])('refuses %j with 400 and creates nothing', async (payload, message) => {
    const response = await post('/api/test-data/create-upcoming', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await eventCount()).toBe(0);
  });
});

describe('GET /api/test-data/list', () => {
  it('lists one sport, or all four without a sport, newest first', async () => {
    const older = await create('baseball', 1);
    t.clock.advance(MINUTE_MS);
    const newer = await create('soccer', 2);
    expect((await list('soccer')).map((game) => game.id).sort()).toEqual(
      newer.games.map((game) => game.id).sort(),
    );
    const all = await list();
    expect(all).toHaveLength(3);
    expect(all[2]?.id).toBe(older.games[0]?.id);
  });

  it('refuses an unknown sport with 400', async () => {
    const response = await t.app.inject({ url: '/api/test-data/list?sport=cricket' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TEST_SPORT_MESSAGE);
  });
});

describe('POST /api/test-data/update-live-scores and complete-games', () => {
  it('starts upcoming games, raises their scores, and leaves other sports alone', async () => {
    const baseball = await create('baseball', 2);
    const soccer = await create('soccer', 1);
    const first = await post('/api/test-data/update-live-scores', { sport: 'baseball' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Updated live scores of 2 MLB games.',
      updated: 2,
    });
    for (const game of first.json().games as TestGame[]) {
      expect(game.status).toBe('in_progress');
      expect(game.commence_time).toBe(TEST_NOW);
      expect(game.home_score).toBeGreaterThanOrEqual(0);
    }
    const schedule = await t.app.inject({ url: '/api/current-schedule/baseball_mlb' });
    expect(schedule.json()).toEqual([]);
    const live = (await t.app.inject({ url: '/api/live-scores/baseball_mlb' })).json();
    expect(live.map((game: { id: string }) => game.id).sort()).toEqual(
      baseball.games.map((game) => game.id).sort(),
    );
    expect((await list('soccer'))[0]).toMatchObject({
      id: soccer.games[0]?.id,
      status: 'upcoming',
      home_score: null,
    });

    const before = new Map((first.json().games as TestGame[]).map((game) => [game.id, game]));
    const second = await post('/api/test-data/update-live-scores', { sport: 'baseball' });
    for (const game of second.json().games as TestGame[]) {
      const earlier = before.get(game.id);
      expect(game.home_score).toBeGreaterThanOrEqual(earlier?.home_score ?? 0);
      expect(game.away_score).toBeGreaterThanOrEqual(earlier?.away_score ?? 0);
    }
  });

  it('completes every unfinished game with its current score and settles its sentiments', async () => {
    const made = await create('basketball', 2);
    const [game] = made.games;
    if (!game) throw new Error('no game');
    const user = await registerUser(t.app);
    const sentiment = await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: { event_id: game.id, selection_type: 'Take', confidence_points: 3 },
    });
    expect(sentiment.statusCode, sentiment.body).toBe(201);
    const live = (await post('/api/test-data/update-live-scores', { sport: 'basketball' })).json();
    const liveScore = (live.games as TestGame[]).find((g) => g.id === game.id);

    const done = await post('/api/test-data/complete-games', { sport: 'basketball' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Completed 2 NBA games and settled 1 sentiment.',
      completed: 2,
      settled_sentiments: 1,
    });
    const finished = (done.json().games as TestGame[]).find((g) => g.id === game.id);
    expect(finished).toMatchObject({
      status: 'settled',
      home_score: liveScore?.home_score,
      away_score: liveScore?.away_score,
    });
    const outcome = await queryOne<{ outcome: string }>(
      t.db,
      sql`select outcome from sentiments where event_id = ${game.id}`,
    );
    expect(outcome?.outcome).not.toBe('Pending');
    await expectLedgerInvariant(t.db);

    const again = await post('/api/test-data/complete-games', { sport: 'basketball' });
    expect(again.json()).toMatchObject({
      message: 'No upcoming or live NBA test games to complete.',
      completed: 0,
      settled_sentiments: 0,
    });
    const update = await post('/api/test-data/update-live-scores', { sport: 'basketball' });
    expect(update.json()).toMatchObject({
      message: 'No upcoming or live NBA test games to update.',
      updated: 0,
    });
  });

  it('plays a whole game for an upcoming game completed without live scores', async () => {
    await create('hockey', 1);
    const done = (await post('/api/test-data/complete-games', { sport: 'hockey' })).json();
    expect(done.games[0]).toMatchObject({
      status: 'settled',
      home_score: expect.any(Number),
      away_score: expect.any(Number),
    });
  });

  it.each([
    ['/api/test-data/update-live-scores', { sport: 'cricket' }, TEST_SPORT_MESSAGE],
    ['/api/test-data/complete-games', {}, TEST_SPORT_MESSAGE],
    ['/api/test-data/complete-games', { sport: 'football' }, TEST_SPORT_MESSAGE],
  ])('%s refuses %j with 400', async (url, payload, message) => {
    await create('baseball', 1);
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await list('baseball'))[0]?.status).toBe('upcoming');
  });
});
