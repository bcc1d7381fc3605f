import {
  DRAW_NOT_OFFERED_MESSAGE,
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_STARTED_MESSAGE,
  LINE_MOVED_MESSAGE,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
  SENTIMENT_ALREADY_SUBMITTED_MESSAGE,
  SENTIMENT_FOR_OTHER_USER_MESSAGE,
  SENTIMENT_OF_OTHER_USER_MESSAGE,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import { queryOne, queryRows } from '../../db/database';
import {
  insertEvent,
  setEventStatus,
  soccerEventFor,
  updateEventLine,
} from '../../test/event-factory';
import {
  balancesOf,
  bearer,
  expectLedgerInvariant,
  type RegisteredUser,
  registerUser,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

function post(user: RegisteredUser, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
}

async function snapshot() {
  return queryOne(
    t.db,
    sql`select (select count(*)::int from sentiments) as sentiments,
               (select count(*)::int from ledger_entries) as entries,
               (select json_agg(json_build_array(id, confidence_points, ip_points, xp_points) order by id)::text from users) as balances`,
  );
}

describe('POST /api/sentiment/moneyline', () => {
  it('records a Take on the favourite, stakes confidence points, and shows it as submitted', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const response = await post(user, '/api/sentiment/moneyline', {
      user_id: user.user.id,
      event_id: event.id,
      selection_type: 'Take',
      selection_value: 'home',
      confidence_points: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Moneyline sentiment submitted.',
      sentiment: {
        id: 1,
        event_id: event.id,
        market: 'moneyline',
        selection_type: 'Take',
        selection_value: 'home',
        default_value: null,
        custom_value: null,
        is_custom: false,
        confidence_points_staked: 3,
        staked_ip: 0,
        price: -142,
      },
      balances: { confidence_points: 7, ip_points: 5 },
    });
    const check = await t.app.inject({
      url: `/api/sentiment/moneyline/${user.user.id}/${event.id}`,
      headers: bearer(user.token),
    });
    expect(check.json()).toEqual({
      submitted: true,
      selection_type: 'Take',
      selection_value: 'home',
      custom_value: null,
      confidence_points_staked: 3,
      staked_ip: 0,
      outcome: 'Pending',
    });
    const stake = await queryRows(
      t.db,
      sql`select currency, amount, reason, sentiment_id::int from ledger_entries where reason = 'stake'`,
    );
    expect(stake).toEqual([
      { currency: 'confidence', amount: -3, reason: 'stake', sentiment_id: 1 },
    ]);
    await expectLedgerInvariant(t.db);
  });

  it('accepts the test form: confidence_points_staked, without user_id', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db, { h2h_home_team_value: 150, h2h_away_team_value: -170 });
    const response = await post(user, '/api/sentiment/moneyline', {
      event_id: event.id,
      selection_type: 'Take',
      selection_value: 'home',
      confidence_points_staked: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    // Take backs the favourite, the away side here.
    expect(response.json().sentiment).toMatchObject({ selection_value: 'away', price: -170 });
  });

  it('records Home, Draw and Away in a draw sport', async () => {
    const users = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    const event = await insertEvent(t.db, soccerEventFor());
    const picks = [
      ['Take', 'home', 'Take', 150],
      ['Draw', 'draw', 'Draw', 240],
      ['Pass', 'away', 'Pass', 170],
    ] as const;
    for (const [index, [type, value, stored, price]] of picks.entries()) {
      const user = users[index] as RegisteredUser;
      const response = await post(user, '/api/sentiment/moneyline', {
        event_id: event.id,
        selection_type: type,
        selection_value: value,
        confidence_points: 1,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().sentiment).toMatchObject({
        selection_type: stored,
        selection_value: value,
        price,
      });
    }
  });
});

describe('POST /api/sentiment/spread and /totals', () => {
  it('stakes IP on a custom value and nothing without one', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const custom = await post(user, '/api/sentiment/spread', {
      user_id: user.user.id,
      event_id: event.id,
      selection_type: 'Pass',
      selection_value: 'away',
      default_value: -1.5,
      custom_value: 3.5,
      is_custom: true,
      staked_ip: 4,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(custom.json()).toMatchObject({
      message: 'Spread sentiment submitted.',
      sentiment: {
        market: 'spread',
        selection_type: 'Pass',
        selection_value: 'home',
        default_value: -1.5,
        custom_value: 3.5,
        is_custom: true,
        staked_ip: 4,
      },
      balances: { confidence_points: 10, ip_points: 1 },
    });
    const plain = await post(user, '/api/sentiment/totals', {
      event_id: event.id,
      selection_type: 'Take',
      selection_value: 'over',
      default_value: 8.5,
      custom_value: null,
      is_custom: false,
      staked_ip: null,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({
      message: 'Total sentiment submitted.',
      sentiment: { selection_value: 'over', custom_value: null, staked_ip: 0 },
      balances: { confidence_points: 10, ip_points: 1 },
    });
    await expectLedgerInvariant(t.db);
  });

  it("takes the test form's 0.1 step and ranges on a test event", async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db, {
      origin: 'test_event',
      totals_over_point: 8,
      totals_under_point: 8,
    });
    const ok = await post(user, '/api/sentiment/totals', {
      event_id: event.id,
      selection_type: 'Pass',
      selection_value: 'home',
      is_custom: true,
      custom_value: 4.3,
      confidence_points_staked: 2,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().sentiment).toMatchObject({ custom_value: 4.3, staked_ip: 2 });
    const real = await insertEvent(t.db);
    const refused = await post(user, '/api/sentiment/totals', {
      event_id: real.id,
      selection_type: 'Pass',
      is_custom: true,
      custom_value: 6.3,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'custom_value must be a whole number of 0.5 steps from the line (8.5).',
    );
  });
});

describe('POST /api/sentiments/take and /pass', () => {
  it('stakes 1 confidence point on the moneyline favourite or underdog', async () => {
    const taker = await registerUser(t.app);
    const passer = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const take = await post(taker, '/api/sentiments/take', {
      user_id: taker.user.id,
      event_id: event.id,
    });
    const pass = await post(passer, '/api/sentiments/pass', { event_id: event.id });
    expect(take.statusCode, take.body).toBe(201);
    expect(pass.statusCode, pass.body).toBe(201);
    expect(take.json().sentiment).toMatchObject({
      market: 'moneyline',
      selection_type: 'Take',
      selection_value: 'home',
      confidence_points_staked: 1,
    });
    expect(pass.json().sentiment).toMatchObject({
      selection_type: 'Pass',
      selection_value: 'away',
    });
    expect((await balancesOf(t.db, taker.user.id))?.confidence).toBe(9);
  });
});

describe('bad submissions answer 4xx with their message and change nothing', () => {
  type Case = {
    name: string;
    url: string;
    payload: (eventId: string, userId: number) => Record<string, unknown>;
    status: number;
    message: string;
    setup?: (eventId: string, userId: number) => Promise<void>;
    extra?: Record<string, unknown>;
  };
  const ml =
    (over: Record<string, unknown> = {}) =>
    (eventId: string) => ({
      event_id: eventId,
      selection_type: 'Take',
      selection_value: 'home',
      confidence_points: 2,
      ...over,
    });
  const totals =
    (over: Record<string, unknown> = {}) =>
    (eventId: string) => ({
      event_id: eventId,
      selection_type: 'Take',
      selection_value: 'over',
      default_value: 8.5,
      ...over,
    });
  const STAKE = 'Stake must be a whole number from 1 to 5.';
  const cases: Case[] = [
    {
      name: 'a stake of 0',
      url: '/api/sentiment/moneyline',
      payload: ml({ confidence_points: 0 }),
      status: 400,
      message: STAKE,
    },
    {
      name: 'a stake of 6',
      url: '/api/sentiment/moneyline',
      payload: ml({ confidence_points: 6 }),
      status: 400,
      message: STAKE,
    },
    {
      name: 'a stake of 2.5',
      url: '/api/sentiment/moneyline',
      payload: ml({ confidence_points: 2.5 }),
      status: 400,
      message: STAKE,
    },
    {
      name: 'an IP stake of 6',
      url: '/api/sentiment/totals',
      payload: totals({ is_custom: true, custom_value: 9.5, staked_ip: 6 }),
      status: 400,
      message: STAKE,
    },
    {
      name: 'no stake',
      url: '/api/sentiment/moneyline',
      payload: ml({ confidence_points: undefined }),
      status: 400,
      message: 'confidence_points is required: stake 1 to 5 confidence points.',
    },
    {
      name: 'a stake above the confidence balance',
      url: '/api/sentiment/moneyline',
      payload: ml({ confidence_points: 5 }),
      setup: async (_eventId, userId) => {
        await t.db.execute(sql`update users set confidence_points = 4 where id = ${userId}`);
        await t.db.execute(
          sql`insert into ledger_entries (user_id, currency, amount, reason) values (${userId}, 'confidence', -6, 'admin_grant')`,
        );
      },
      status: 400,
      message: NOT_ENOUGH_CONFIDENCE_MESSAGE,
    },
    {
      name: 'an IP stake above the balance',
      url: '/api/sentiment/totals',
      payload: totals({ is_custom: true, custom_value: 9.5, staked_ip: 5 }),
      setup: async (_eventId, userId) => {
        await t.db.execute(sql`update users set ip_points = 3 where id = ${userId}`);
        await t.db.execute(
          sql`insert into ledger_entries (user_id, currency, amount, reason) values (${userId}, 'ip', -2, 'admin_grant')`,
        );
      },
      status: 400,
      message: NOT_ENOUGH_INFLUENCE_MESSAGE,
    },
    {
      name: 'a custom value off the step',
      url: '/api/sentiment/totals',
      payload: totals({ is_custom: true, custom_value: 9.2 }),
      status: 400,
      message: 'custom_value must be a whole number of 0.5 steps from the line (8.5).',
    },
    {
      name: 'a custom value above the range',
      url: '/api/sentiment/totals',
      payload: totals({ is_custom: true, custom_value: 19 }),
      status: 400,
      message: 'custom_value must be from 8.5 to 18.5.',
    },
    {
      name: 'an under below the floor',
      url: '/api/sentiment/totals',
      payload: totals({ selection_type: 'Pass', is_custom: true, custom_value: 3.5 }),
      status: 400,
      message: 'custom_value must be from 4 to 8.5.',
    },
    {
      name: 'a custom spread Take',
      url: '/api/sentiment/spread',
      payload: totals({ default_value: -1.5, is_custom: true, custom_value: 0 }),
      status: 400,
      message: 'A spread Take takes no custom value.',
    },
    {
      name: 'a draw on a non-draw sport',
      url: '/api/sentiment/moneyline',
      payload: ml({ selection_type: 'Draw', selection_value: 'draw' }),
      status: 400,
      message: DRAW_NOT_OFFERED_MESSAGE,
    },
    {
      name: 'an unknown event',
      url: '/api/sentiment/moneyline',
      payload: () => ml()('no-such-event'),
      status: 404,
      message: EVENT_NOT_FOUND_MESSAGE,
    },
    {
      name: 'an event past its commence time',
      url: '/api/sentiment/moneyline',
      payload: ml(),
      setup: async () => t.clock.advance(2 * HOUR_MS),
      status: 409,
      message: EVENT_STARTED_MESSAGE,
    },
    {
      name: 'an event a job moved to in_progress',
      url: '/api/sentiment/spread',
      payload: totals({ default_value: -1.5 }),
      setup: async (eventId) => setEventStatus(t.db, eventId, 'in_progress'),
      status: 409,
      message: EVENT_STARTED_MESSAGE,
    },
    {
      name: "another user's user_id",
      url: '/api/sentiment/moneyline',
      payload: (eventId, userId) => ml({ user_id: userId + 1 })(eventId),
      status: 403,
      message: SENTIMENT_FOR_OTHER_USER_MESSAGE,
    },
    {
      name: "another user's user_id on quick take",
      url: '/api/sentiments/take',
      payload: (eventId, userId) => ({ event_id: eventId, user_id: userId + 1 }),
      status: 403,
      message: SENTIMENT_FOR_OTHER_USER_MESSAGE,
    },
    {
      name: 'a moved spread line',
      url: '/api/sentiment/spread',
      payload: totals({ default_value: -1.5 }),
      setup: async (eventId) =>
        updateEventLine(t.db, eventId, {
          spreads_home_team_point: -2.5,
          spreads_away_team_point: 2.5,
        }),
      status: 409,
      message: LINE_MOVED_MESSAGE,
      extra: { current_default_value: -2.5, current_price: 130 },
    },
    {
      name: 'a moved moneyline price',
      url: '/api/sentiment/moneyline',
      payload: ml({ default_value: -142 }),
      setup: async (eventId) => updateEventLine(t.db, eventId, { h2h_home_team_value: -160 }),
      status: 409,
      message: LINE_MOVED_MESSAGE,
      extra: { current_default_value: -160, current_price: -160 },
    },
    {
      name: 'a market without a line',
      url: '/api/sentiment/totals',
      payload: totals(),
      setup: async (eventId) =>
        updateEventLine(t.db, eventId, { totals_over_point: null, totals_under_point: null }),
      status: 400,
      message: 'This event has no totals line yet.',
    },
    {
      name: 'an unknown field',
      url: '/api/sentiment/moneyline',
      payload: ml({ xp_points: 100 }),
      status: 400,
      message: 'Unknown field: xp_points.',
    },
    {
      name: 'selection_type Draw on the spread',
      url: '/api/sentiment/spread',
      payload: totals({ selection_type: 'Draw' }),
      status: 400,
      message: 'selection_type must be Take or Pass.',
    },
  ];

  it.each(cases)('$name: $status', async ({ url, payload, status, message, setup, extra }) => {
    const user = await registerUser(t.app);
    await registerUser(t.app);
    const event = await insertEvent(t.db);
    await setup?.(event.id, user.user.id);
    const before = await snapshot();
    const response = await post(user, url, payload(event.id, user.user.id));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    if (extra) expect(response.json()).toMatchObject(extra);
    expect(await snapshot()).toEqual(before);
    await expectLedgerInvariant(t.db);
  });

  it('a second sentiment on the same market: 409, whatever it says', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    expect((await post(user, '/api/sentiment/moneyline', ml()(event.id))).statusCode).toBe(201);
    const before = await snapshot();
    for (const payload of [
      ml()(event.id),
      ml({ selection_type: 'Pass', confidence_points: 1 })(event.id),
    ]) {
      const response = await post(user, '/api/sentiment/moneyline', payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(SENTIMENT_ALREADY_SUBMITTED_MESSAGE);
    }
    const quick = await post(user, '/api/sentiments/pass', { event_id: event.id });
    expect(quick.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('needs a token', async () => {
    const event = await insertEvent(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      payload: ml()(event.id),
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a submission until the commence time, by the injected clock', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    t.clock.advance(2 * HOUR_MS - MINUTE_MS);
    expect((await post(user, '/api/sentiment/moneyline', ml()(event.id))).statusCode).toBe(201);
  });
});

describe('concurrency', () => {
  it('accepts exactly one of 50 identical concurrent submissions', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(user, '/api/sentiment/moneyline', {
          event_id: event.id,
          selection_type: 'Take',
          confidence_points: 2,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(SENTIMENT_ALREADY_SUBMITTED_MESSAGE);
    }
    expect(await balancesOf(t.db, user.user.id)).toMatchObject({ confidence: 8 });
    await expectLedgerInvariant(t.db);
  });

  it('never overdraws a balance with concurrent stakes', async () => {
    const user = await registerUser(t.app);
    const events = [];
    for (let i = 0; i < 8; i += 1) events.push(await insertEvent(t.db));
    const responses = await Promise.all(
      events.flatMap((event) => [
        post(user, '/api/sentiment/moneyline', {
          event_id: event.id,
          selection_type: 'Take',
          confidence_points: 3,
        }),
        post(user, '/api/sentiment/totals', {
          event_id: event.id,
          selection_type: 'Take',
          is_custom: true,
          custom_value: 10,
          staked_ip: 2,
        }),
      ]),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(accepted.length + refused.length).toBe(16);
    // 10 confidence points cover three stakes of 3; 5 IP cover two stakes of 2.
    expect(accepted).toHaveLength(5);
    expect(new Set(refused.map((response) => response.json().message))).toEqual(
      new Set([NOT_ENOUGH_CONFIDENCE_MESSAGE, NOT_ENOUGH_INFLUENCE_MESSAGE]),
    );
    expect(await balancesOf(t.db, user.user.id)).toEqual({ confidence: 1, ip: 1, xp: 0 });
    await expectLedgerInvariant(t.db);
  });
});

describe('GET /api/sentiment/:type/:userId/:eventId', () => {
  it('answers not submitted for an open market', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const response = await t.app.inject({
      url: `/api/sentiment/totals/${user.user.id}/${event.id}`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ submitted: false, selection_type: null });
  });

  it("refuses another user's sentiment, an unknown event, and an unknown market", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const other403 = await t.app.inject({
      url: `/api/sentiment/moneyline/${other.user.id}/${event.id}`,
      headers: bearer(user.token),
    });
    expect(other403.statusCode).toBe(403);
    expect(other403.json().message).toBe(SENTIMENT_OF_OTHER_USER_MESSAGE);
    const unknown = await t.app.inject({
      url: `/api/sentiment/moneyline/${user.user.id}/nope`,
      headers: bearer(user.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
    const badType = await t.app.inject({
      url: `/api/sentiment/parlay/${user.user.id}/${event.id}`,
      headers: bearer(user.token),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Sentiment type must be moneyline, spread or totals.');
    const anonymous = await t.app.inject({
      url: `/api/sentiment/moneyline/${user.user.id}/${event.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/sentiments/mine', () => {
  it("answers only the signed-in user's sentiments on the events asked for", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const first = await insertEvent(t.db);
    const second = await insertEvent(t.db);
    const third = await insertEvent(t.db);
    const take = { selection_type: 'Take', selection_value: 'home', confidence_points: 2 };
    await post(user, '/api/sentiment/moneyline', { event_id: first.id, ...take });
    await post(user, '/api/sentiment/totals', { event_id: first.id, selection_type: 'Pass' });
    await post(user, '/api/sentiment/moneyline', { event_id: third.id, ...take });
    await post(other, '/api/sentiment/moneyline', { event_id: second.id, ...take });

    const response = await t.app.inject({
      url: `/api/sentiments/mine?event_ids=${first.id},${second.id},nope,${first.id}`,
      headers: bearer(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        event_id: first.id,
        market: 'moneyline',
        submitted: true,
        selection_type: 'Take',
        confidence_points_staked: 2,
        outcome: 'Pending',
      }),
      expect.objectContaining({ event_id: first.id, market: 'totals', selection_type: 'Pass' }),
    ]);
  });

  it('needs a token and a sensible list', async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/sentiments/mine?event_ids=a' })).statusCode).toBe(401);
    for (const [query, message] of [
      ['', 'event_ids is required: a comma-separated list of event ids.'],
      ['?event_ids=,,', 'event_ids is required: a comma-separated list of event ids.'],
      [
        `?event_ids=${Array.from({ length: 101 }, (_, i) => `e${i}`).join(',')}`,
        'Ask for at most 100 events at once.',
      ],
      ['?event_ids=a&user_id=2', 'Unknown field: user_id.'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/sentiments/mine${query}`,
        headers: bearer(user.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('review follow-ups', () => {
  it('takes staked_ip 0 on a non-custom spread or totals choice as "no stake"', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const response = await post(user, '/api/sentiment/totals', {
      event_id: event.id,
      selection_type: 'Take',
      is_custom: false,
      staked_ip: 0,
      confidence_points_staked: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sentiment).toMatchObject({ is_custom: false, staked_ip: 0 });
    const custom = await post(user, '/api/sentiment/spread', {
      event_id: event.id,
      selection_type: 'Pass',
      is_custom: true,
      custom_value: -1,
      staked_ip: 0,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(custom.json().sentiment.staked_ip).toBe(1);
    await expectLedgerInvariant(t.db);
  });

  it('says a cancelled event is cancelled', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    await setEventStatus(t.db, event.id, 'cancelled');
    const response = await post(user, '/api/sentiment/moneyline', {
      event_id: event.id,
      selection_type: 'Take',
      confidence_points: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EVENT_CANCELLED_MESSAGE);
  });
});

describe('with the test tools off', () => {
  const off = useTestApp({ config: { testTools: false } });

  it('a test event is not found, so it takes no sentiment', async () => {
    const user = await registerUser(off.app);
    const event = await insertEvent(off.db, { origin: 'test_event' });
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: { event_id: event.id, selection_type: 'Take', confidence_points: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
  });
});
