import {
  EVENT_STARTED_MESSAGE,
  LINE_MOVED_MESSAGE,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  SENTIMENT_ALREADY_SUBMITTED_MESSAGE,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { queryOne, queryRows } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { insertEvent, setEventStatus, updateEventLine } from '../../test/event-factory';
import {
  bearer,
  expectLedgerInvariant,
  type RegisteredUser,
  registerUser,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';

/**
 * Submissions written together (decision 0160): many users at once on one market, one of them
 * also draining their balance across many markets, some sending the same pick twice. Every
 * answer is the one a submission alone would get; nothing is doubled, no balance goes negative.
 */
const t = useTestApp();

const CROWD = 12;
/** A new user's confidence balance, and the drainer's stake per pick. */
const START = 10;
const STAKE = 3;

async function submitAtOnce(servers: App[]) {
  const users: RegisteredUser[] = [];
  for (let i = 0; i < CROWD; i += 1) users.push(await registerUser(t.app));
  const shared = await insertEvent(t.db);
  const others = [];
  for (let i = 0; i < 8; i += 1) others.push(await insertEvent(t.db));
  const [drainer] = users;
  if (!drainer) throw new Error('no users');

  const requests = [
    // Everyone on the shared market, twice each: one of the two is a duplicate.
    ...users.flatMap((user, i) =>
      [0, 1].map(() => ({ user, eventId: shared.id, points: 1 + (i % 5) })),
    ),
    // The drainer on eight more markets at STAKE each: the balance left covers only some.
    ...others.map((event) => ({ user: drainer, eventId: event.id, points: STAKE })),
  ];
  const responses = await Promise.all(
    requests.map(({ user, eventId, points }, i) =>
      (servers[i % servers.length] ?? t.app).inject({
        method: 'POST',
        url: '/api/sentiment/moneyline',
        headers: bearer(user.token),
        payload: { event_id: eventId, selection_type: 'Take', confidence_points: points },
      }),
    ),
  );
  return { users, shared, drainer, requests, responses };
}

async function expectEachAnsweredAsAlone(servers: App[]) {
  const { users, shared, drainer, requests, responses } = await submitAtOnce(servers);
  const statuses = responses.map((response) => response.statusCode);
  expect(
    statuses.every((status) => [201, 400, 409].includes(status)),
    String(statuses),
  ).toBe(true);

  // One pick per user on the shared market; the other answer says it was already submitted.
  for (const user of users) {
    const onShared = responses.filter(
      (_, i) => requests[i]?.user === user && requests[i]?.eventId === shared.id,
    );
    expect(onShared.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(onShared.find((r) => r.statusCode === 409)?.json().message).toBe(
      SENTIMENT_ALREADY_SUBMITTED_MESSAGE,
    );
  }

  // Each accepted answer's balances are the user's balance after that pick: stakes add up.
  const balances = await queryRows<{ id: number; confidence_points: number; staked: number }>(
    t.db,
    sql`select u.id, u.confidence_points,
          coalesce((select sum(confidence_points_staked) from sentiments s where s.user_id = u.id), 0)::int
            as staked
        from users u order by u.id`,
  );
  for (const row of balances) {
    expect(row.confidence_points).toBeGreaterThanOrEqual(0);
    expect(row.confidence_points + row.staked).toBe(START);
  }
  const drained = balances.find((row) => row.id === drainer.user.id);
  // The drainer's shared pick staked 1; then as many STAKEs as the 9 left cover.
  expect(drained).toMatchObject({ confidence_points: (START - 1) % STAKE });
  const refused = responses.filter((response) => response.statusCode === 400);
  expect(refused).toHaveLength(8 - Math.floor((START - 1) / STAKE));
  for (const response of refused) {
    expect(response.json().message).toBe(NOT_ENOUGH_CONFIDENCE_MESSAGE);
  }

  const stored = await queryOne<{ sentiments: number; statements: number }>(
    t.db,
    sql`select count(*)::int as sentiments, count(distinct xmin::text)::int as statements
        from sentiments`,
  );
  expect(stored?.sentiments).toBe(statuses.filter((status) => status === 201).length);
  // Rows written by one statement share its transaction id: fewer statements than picks.
  expect(stored?.statements).toBeLessThan(stored?.sentiments ?? 0);
  await expectLedgerInvariant(t.db);
}

describe('submissions written together', () => {
  it('answer each submission as if alone, on one server', async () => {
    await expectEachAnsweredAsAlone([t.app]);
  });

  it.runIf(usingPostgres)('answer each submission as if alone, across two servers', async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL test database');
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const other = await buildApp({ database: second, clock: t.clock, config: t.config });
    try {
      await expectEachAnsweredAsAlone([t.app, other]);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('an event read open moments ago (decision 0161)', () => {
  function takeHome(user: RegisteredUser, eventId: string, defaultValue?: number) {
    return t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: {
        event_id: eventId,
        selection_type: 'Take',
        confidence_points: 1,
        ...(defaultValue === undefined ? {} : { default_value: defaultValue }),
      },
    });
  }

  it('is checked again: a moved line or a start within the second answers as it stands', async () => {
    const [first, second, third, fourth] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    if (!first || !second || !third || !fourth) throw new Error('no users');
    const event = await insertEvent(t.db);
    expect((await takeHome(first, event.id, -142)).statusCode).toBe(201);

    await updateEventLine(t.db, event.id, { h2h_home_team_value: -160 });
    const moved = await takeHome(second, event.id, -142);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({ message: LINE_MOVED_MESSAGE, current_price: -160 });
    const repriced = await takeHome(third, event.id);
    expect(repriced.statusCode, repriced.body).toBe(201);
    expect(repriced.json().sentiment.price).toBe(-160);

    await setEventStatus(t.db, event.id, 'in_progress');
    const started = await takeHome(fourth, event.id);
    expect(started.statusCode, started.body).toBe(409);
    expect(started.json().message).toBe(EVENT_STARTED_MESSAGE);
    await expectLedgerInvariant(t.db);
  });
});
