import {
  EVENT_STARTED_MESSAGE,
  PAST_START_RESET_NOTE,
  TEST_EVENT_ALREADY_STARTED_MESSAGE,
  TEST_EVENT_EXISTS_MESSAGE,
  TEST_EVENT_FINISHED_MESSAGE,
  TEST_EVENT_NEEDS_SCORES_MESSAGE,
  TEST_EVENT_NOT_FOUND_MESSAGE,
  type TestEvent,
  type TestEventCreateBody,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock';
import { queryOne } from '../../db/database';
import { insertEvent } from '../../test/event-factory';
import { bearer, expectLedgerInvariant, registerUser } from '../../test/factories';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { createTestEvent, hockeyTestEventBody, testEventBody } from '../../test/test-tool-bodies';

const t = useTestApp();

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

async function eventCount(): Promise<number> {
  const row = await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from events`);
  return row?.n ?? 0;
}

async function getEvent(id: string): Promise<TestEvent> {
  const response = await t.app.inject({ url: `/api/test-events/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TestEvent;
}

describe('POST /api/test-events/', () => {
  it('stores the event with the id and lines sent, and lists and shows it', async () => {
    const body = testEventBody();
    const response = await post('/api/test-events/', body);
    expect(response.statusCode, response.body).toBe(201);
    const { id: _id, sport_title: _title, commence_time: _start, ...lines } = body;
    expect(response.json()).toEqual({
      message: 'Test event created: Boston Red Sox at New York Yankees.',
      start_time_reset: false,
      event: {
        id: body.id,
        sport_title: 'MLB',
        commence_time: '2026-06-01T13:00:00.000Z',
        ...lines,
        status: 'upcoming',
        home_team_score: null,
        away_team_score: null,
      },
    });
    expect(await getEvent(body.id as string)).toEqual(response.json().event);
    for (const url of ['/api/test-events/', '/api/test-events']) {
      const list = await t.app.inject({ url });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([response.json().event]);
    }
  });

  it('makes the id and the start (5 minutes from now) when they are not sent', async () => {
    const { id: _id, commence_time: _start, sport_title: _title, ...body } = testEventBody();
    const response = await post('/api/test-events', body);
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json().event as TestEvent;
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.commence_time).toBe(new Date(Date.parse(TEST_NOW) + 5 * MINUTE_MS).toISOString());
  });

  it('moves a past start time to 5 minutes from now and says so', async () => {
    const response = await post(
      '/api/test-events/',
      testEventBody({ commence_time: '2026-06-01T11:00:00+00:00' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().start_time_reset).toBe(true);
    expect(response.json().message).toContain(PAST_START_RESET_NOTE);
    expect(response.json().event.commence_time).toBe('2026-06-01T12:05:00.000Z');
  });

  it('takes a draw value for hockey and soccer, and the even price list', async () => {
    const hockey = await post(
      '/api/test-events/',
      hockeyTestEventBody({
        h2h_home_team_value: 200,
        h2h_away_team_value: -200,
        spreads_home_team_point: 2.5,
        spreads_away_team_point: -2.5,
        spreads_home_team_value: 300,
        spreads_away_team_value: -300,
      }),
    );
    expect(hockey.statusCode, hockey.body).toBe(201);
    expect(hockey.json().event).toMatchObject({ sport_key: 'icehockey_nhl', h2h_draw_value: 240 });
    const soccer = await post(
      '/api/test-events/',
      testEventBody({
        sport_key: 'soccer_usa_mls',
        sport_title: 'MLS',
        home_team: 'LA Galaxy',
        away_team: 'Seattle Sounders FC',
        h2h_draw_value: 260,
        totals_over_point: 11,
        totals_under_point: 11,
      }),
    );
    expect(soccer.statusCode, soccer.body).toBe(201);
  });

  it.each<[string, Partial<TestEventCreateBody>, string]>([
    ['home equal to away', { away_team: 'New York Yankees' }, 'Home and away teams must differ.'],
    ['a team of another league', { home_team: 'Boston Celtics' }, 'home_team must be a MLB team.'],
    ['a draw on baseball', { h2h_draw_value: 240 }, 'A draw value is only for soccer and hockey.'],
    [
      'a moneyline off the lists',
      { h2h_home_team_value: -150, h2h_away_team_value: 150 },
      'h2h_home_team_value must be one of -330, -300, -220, -200, -110, -100, 100, 110, 200, 220, 300, 330.',
    ],
    [
      'an away moneyline that is not the opposite',
      { h2h_away_team_value: -110 },
      'h2h_away_team_value must be the opposite of h2h_home_team_value (110).',
    ],
    [
      'a spread point of another sport',
      { spreads_home_team_point: -3, spreads_away_team_point: 3 },
      'spreads_home_team_point must be one of -1.5, 1.5.',
    ],
    [
      'an away spread point that is not the negation',
      { spreads_away_team_point: -1.5 },
      'spreads_away_team_point must be the negation of spreads_home_team_point (1.5).',
    ],
    [
      'an away spread price that is not the negation',
      { spreads_away_team_value: -110 },
      'spreads_away_team_value must be the negation of spreads_home_team_value (110).',
    ],
    [
      'a spread price off the lists',
      { spreads_home_team_value: -115, spreads_away_team_value: 115 },
      'spreads_home_team_value must be one of -330, -300, -220, -200, -110, -100, 100, 200, 300.',
    ],
    [
      'a total point of another sport',
      { totals_over_point: 42, totals_under_point: 42 },
      'totals_over_point must be one of 8, 11.',
    ],
    [
      'an under point unlike the over',
      { totals_under_point: 11 },
      'totals_under_point must be equal to totals_over_point (8).',
    ],
    [
      'a total price off the list',
      { totals_over_value: 100, totals_under_value: 100 },
      'totals_over_value must be one of -330, -220, -110.',
    ],
    [
      'an under price unlike the over',
      { totals_under_value: -220 },
      'totals_under_value must be equal to totals_over_value (-110).',
    ],
    [
      'an unknown sport',
      { sport_key: 'curling_wcf' as never },
      'sport_key must be one of baseball_mlb, basketball_nba, americanfootball_nfl, icehockey_nhl, soccer_usa_mls.',
    ],
    [
      'a sport title of another sport',
      { sport_title: 'NBA' },
      'sport_title must be MLB for baseball_mlb.',
    ],
    ['an id that is not a UUID', { id: 'evt-1' }, 'id must be a UUID.'],
    [
      'a start time that is not a date',
      { commence_time: 'tomorrow' },
      'The start time must be an ISO 8601 date-time, for example 2026-06-01T19:05:00Z.',
    ],
    [
      'a start time more than a year ahead',
      { commence_time: '2027-06-02T12:00:00Z' },
      'The start time must be within 365 days from now.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const response = await post('/api/test-events/', testEventBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await eventCount()).toBe(0);
  });

  it('asks for a draw value on hockey and soccer', async () => {
    const response = await post('/api/test-events/', hockeyTestEventBody({ h2h_draw_value: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'h2h_draw_value is required for hockey: one of 230, 240, 250, 260.',
    );
    const offList = await post('/api/test-events/', hockeyTestEventBody({ h2h_draw_value: 235 }));
    expect(offList.json().message).toBe('h2h_draw_value must be one of 230, 240, 250, 260.');
  });

  it('refuses unknown fields and a reused id', async () => {
    const unknown = await post('/api/test-events/', { ...testEventBody(), user_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: user_id.');
    const body = testEventBody();
    await createTestEvent(t.app, body);
    const again = await post('/api/test-events/', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEST_EVENT_EXISTS_MESSAGE);
    expect(await eventCount()).toBe(1);
  });
});

describe('GET /api/test-events/{id}', () => {
  it('answers 404 "Test event not found." for an unknown id and for a non-test event', async () => {
    const feedEvent = await insertEvent(t.db);
    for (const id of ['no-such-event', feedEvent.id]) {
      const response = await t.app.inject({ url: `/api/test-events/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TEST_EVENT_NOT_FOUND_MESSAGE);
    }
  });

  it('lists only test events, newest first', async () => {
    await insertEvent(t.db);
    const first = await createTestEvent(t.app);
    t.clock.advance(MINUTE_MS);
    const second = await createTestEvent(t.app, hockeyTestEventBody());
    const list = (await t.app.inject({ url: '/api/test-events/' })).json() as TestEvent[];
    expect(list.map((event) => event.id)).toEqual([second, first]);
  });
});

describe('driving a test event', () => {
  it('start: moves it in progress from now, closes sentiment, and refuses a second start', async () => {
    const id = await createTestEvent(t.app);
    const user = await registerUser(t.app);
    const started = await post(`/api/test-events/test-event/start/${id}`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().event).toMatchObject({
      status: 'in_progress',
      commence_time: TEST_NOW,
      home_team_score: null,
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: { event_id: id, selection_type: 'Take', confidence_points: 1 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EVENT_STARTED_MESSAGE);
    const again = await post(`/api/test-events/test-event/start/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEST_EVENT_ALREADY_STARTED_MESSAGE);
    const live = (await t.app.inject({ url: '/api/live-scores/baseball_mlb' })).json();
    expect(live.map((game: { id: string }) => game.id)).toEqual([id]);
  });

  it('score: stores entered scores and starts an event not started yet', async () => {
    const id = await createTestEvent(t.app);
    const response = await post(`/api/test-events/score/${id}`, {
      home_team_score: 4,
      away_team_score: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().event).toMatchObject({
      status: 'in_progress',
      home_team_score: 4,
      away_team_score: 2,
    });
    const corrected = await post(`/api/test-events/score/${id}`, {
      home_team_score: 5,
      away_team_score: 2,
    });
    expect(corrected.json().event).toMatchObject({ home_team_score: 5, away_team_score: 2 });
  });

  it.each([
    [{ home_team_score: -1, away_team_score: 2 }, 'home_team_score must be 0 or more.'],
    [{ home_team_score: 1.5, away_team_score: 2 }, 'home_team_score must be a whole number.'],
    [{ home_team_score: 1 }, 'away_team_score must be a number.'],
    [{ home_team_score: 1, away_team_score: '2' }, 'away_team_score must be a number.'],
    [{ home_team_score: 1000, away_team_score: 2 }, 'home_team_score must be at most 999.'],
  ])('score: refuses %j with 400 and changes nothing', async (payload, message) => {
    const id = await createTestEvent(t.app);
    const response = await post(`/api/test-events/score/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await getEvent(id)).toMatchObject({ status: 'upcoming', home_team_score: null });
  });

  it('fetch scores: plays on from the current score, never going back', async () => {
    const body = testEventBody({
      sport_key: 'basketball_nba',
      sport_title: 'NBA',
      home_team: 'Boston Celtics',
      away_team: 'Miami Heat',
      spreads_home_team_point: -5,
      spreads_away_team_point: 5,
      totals_over_point: 220,
      totals_under_point: 220,
    });
    const id = await createTestEvent(t.app, body);
    const first = (await post(`/api/test-events/test-event/scores/${id}`)).json().event;
    expect(first.status).toBe('in_progress');
    expect(first.home_team_score).toBeGreaterThanOrEqual(18);
    expect(first.away_team_score).toBeGreaterThanOrEqual(18);
    const second = (await post(`/api/test-events/test-event/scores/${id}`)).json().event;
    expect(second.home_team_score).toBeGreaterThan(first.home_team_score);
    expect(second.away_team_score).toBeGreaterThan(first.away_team_score);
  });

  it('complete (enter-scores screen): needs scores, then completes and settles once', async () => {
    const id = await createTestEvent(t.app);
    const unscored = await post(`/api/test-events/complete/${id}`);
    expect(unscored.statusCode).toBe(409);
    expect(unscored.json().message).toBe(TEST_EVENT_NEEDS_SCORES_MESSAGE);
    expect((await getEvent(id)).status).toBe('upcoming');

    await post(`/api/test-events/score/${id}`, { home_team_score: 3, away_team_score: 3 });
    const done = await post(`/api/test-events/complete/${id}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Completed at New York Yankees 3, Boston Red Sox 3; settled 0 sentiments.',
      settled_sentiments: 0,
      event: { status: 'settled', home_team_score: 3, away_team_score: 3 },
    });
    for (const url of [
      `/api/test-events/complete/${id}`,
      `/api/test-events/test-event/complete/${id}`,
      `/api/test-events/test-event/start/${id}`,
      `/api/test-events/test-event/scores/${id}`,
    ]) {
      const again = await post(url);
      expect(again.statusCode, url).toBe(409);
      expect(again.json().message).toBe(TEST_EVENT_FINISHED_MESSAGE);
    }
    const late = await post(`/api/test-events/score/${id}`, {
      home_team_score: 9,
      away_team_score: 0,
    });
    expect(late.statusCode).toBe(409);
    expect((await getEvent(id)).home_team_score).toBe(3);
  });

  it('complete (detail screen): plays a whole game when unscored, with no tie in baseball', async () => {
    const id = await createTestEvent(t.app);
    const done = await post(`/api/test-events/test-event/complete/${id}`);
    expect(done.statusCode, done.body).toBe(200);
    const event = done.json().event as TestEvent;
    expect(event.status).toBe('settled');
    expect(event.home_team_score).not.toBeNull();
    expect(event.home_team_score).not.toBe(event.away_team_score);
    const past = (await t.app.inject({ url: '/api/past-scores?sport_key=baseball_mlb' })).json();
    expect(past).toEqual([expect.objectContaining({ id, home_team_score: event.home_team_score })]);
  });

  it('complete (detail screen): keeps fetched scores as the final score', async () => {
    const id = await createTestEvent(t.app);
    const fetched = (await post(`/api/test-events/test-event/scores/${id}`)).json().event;
    const done = (await post(`/api/test-events/test-event/complete/${id}`)).json().event;
    expect(done).toMatchObject({
      status: 'settled',
      home_team_score: fetched.home_team_score,
      away_team_score: fetched.away_team_score,
    });
  });

  it('answers 404 for every step on an unknown or non-test event, changing nothing', async () => {
    const feedEvent = await insertEvent(t.db);
    for (const url of [
      '/api/test-events/test-event/start/',
      '/api/test-events/test-event/scores/',
      '/api/test-events/test-event/complete/',
      '/api/test-events/complete/',
    ]) {
      for (const id of ['missing', feedEvent.id]) {
        const response = await post(`${url}${id}`);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe(TEST_EVENT_NOT_FOUND_MESSAGE);
      }
    }
    const score = await post(`/api/test-events/score/${feedEvent.id}`, {
      home_team_score: 1,
      away_team_score: 0,
    });
    expect(score.statusCode).toBe(404);
    const row = await queryOne<{ status: string }>(
      t.db,
      sql`select status from events where id = ${feedEvent.id}`,
    );
    expect(row?.status).toBe('upcoming');
    await expectLedgerInvariant(t.db);
  });

  it('two concurrent completions settle once', async () => {
    const id = await createTestEvent(t.app);
    const user = await registerUser(t.app);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: { event_id: id, selection_type: 'Take', confidence_points: 2 },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await post(`/api/test-events/score/${id}`, { home_team_score: 5, away_team_score: 1 });
    const [a, b] = await Promise.all([
      post(`/api/test-events/complete/${id}`),
      post(`/api/test-events/test-event/complete/${id}`),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    const settled = [a, b]
      .filter((response) => response.statusCode === 200)
      .reduce((sum, response) => sum + response.json().settled_sentiments, 0);
    expect(settled).toBe(1);
    const entries = await queryOne<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entries where reason = 'win_xp'`,
    );
    expect(entries?.n).toBe(1);
    await expectLedgerInvariant(t.db);
  });
});
