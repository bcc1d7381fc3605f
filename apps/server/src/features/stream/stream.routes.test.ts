import type { AddressInfo } from 'node:net';
import {
  STREAM_TICKET_INVALID_MESSAGE,
  STREAM_TICKET_TTL_SECONDS,
  type StreamEventPayloads,
} from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import {
  completeEvent,
  insertEvent,
  setEventStatus,
  updateEventLine,
} from '../../test/event-factory';
import { bearer, type RegisteredUser, registerUser } from '../../test/factories';
import { openSse, type ReceivedEvent, readBody } from '../../test/sse-client';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function baseUrl(): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/api/stream`;
}

async function ticketFor(user: RegisteredUser): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stream/ticket',
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { ticket: string; expires_at: string };
  expect(Date.parse(body.expires_at) - t.clock.now().getTime()).toBe(
    STREAM_TICKET_TTL_SECONDS * 1000,
  );
  return body.ticket;
}

async function pick(user: RegisteredUser, eventId: string, selection_type = 'Take') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sentiment/moneyline',
    headers: bearer(user.token),
    payload: { event_id: eventId, selection_type, confidence_points: 2 },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const ofType =
  <K extends keyof StreamEventPayloads>(
    type: K,
    where: (data: StreamEventPayloads[K]) => boolean = () => true,
  ) =>
  (event: ReceivedEvent) =>
    event.type === type && where(event.data as StreamEventPayloads[K]);

describe('GET /api/stream', () => {
  it('opens with ready, then pushes crowd, line, status and score changes to a public stream', async () => {
    const url = await baseUrl();
    const event = await insertEvent(t.db);
    const stream = await openSse(url);
    expect(stream.status).toBe(200);
    const ready = await stream.next(ofType('ready'));
    expect(ready.data).toEqual({ user_id: null, resumed: false, heartbeat_seconds: 15 });

    await pick(await registerUser(t.app), event.id);
    const crowd = await stream.next(ofType('crowd'));
    expect(crowd.id).toMatch(/^\d+$/);
    expect(crowd.data).toEqual({
      event_id: event.id,
      sport_key: 'baseball_mlb',
      market: 'moneyline',
      crowd: { picks: 1, take_share: 1, pass_share: 0, draw_share: 0, crowd_line: null },
      book_line: null,
      updated_at: t.clock.now().toISOString(),
    });

    await updateEventLine(t.db, event.id, { totals_over_point: 9.5, totals_under_point: 9.5 });
    const line = await stream.next(ofType('line'));
    expect(line.data).toMatchObject({
      event_id: event.id,
      line: { totals_over_point: 9.5, h2h_home_team_value: -142 },
    });

    await setEventStatus(t.db, event.id, 'in_progress');
    expect((await stream.next(ofType('status'))).data).toEqual({
      event_id: event.id,
      sport_key: 'baseball_mlb',
      status: 'in_progress',
      previous_status: 'upcoming',
      home_team_score: null,
      away_team_score: null,
    });
    await updateEventLine(t.db, event.id, { homeScore: 2, awayScore: 1 });
    expect((await stream.next(ofType('score'))).data).toEqual({
      event_id: event.id,
      sport_key: 'baseball_mlb',
      status: 'in_progress',
      home_team_score: 2,
      away_team_score: 1,
    });
    // Ids grow in the order the changes were made.
    const ids = stream.events.filter((e) => e.id !== null).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    stream.close();
  });

  it('sends a settled pick and the new balances only to its owner, once', async () => {
    const url = await baseUrl();
    const event = await insertEvent(t.db);
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await openSse(`${url}?ticket=${await ticketFor(owner)}`);
    const theirs = await openSse(`${url}?ticket=${await ticketFor(other)}`);
    const anyone = await openSse(url);
    expect((await mine.next(ofType('ready'))).data).toMatchObject({ user_id: owner.user.id });

    await pick(owner, event.id);
    await completeEvent(t.db, event.id, 5, 3);
    await t.app.lifecycle.run('scan-completed');
    await t.app.lifecycle.run('scan-completed');

    const settled = await mine.next(ofType('pick_settled'));
    expect(settled.data).toMatchObject({
      event_id: event.id,
      home_team: 'New York Yankees',
      market: 'moneyline',
      selection_type: 'Take',
      selection_value: 'home',
      outcome: 'Win',
      confidence_returned: 2,
      ip_returned: 0,
      ip_points: 0,
    });
    expect((settled.data as { xp_points: number }).xp_points).toBeGreaterThan(0);
    const balance = await mine.next(ofType('balance'));
    expect(balance.data).toMatchObject({
      confidence_points: expect.any(Number),
      xp_points: expect.any(Number),
    });

    // Everyone sees the event settle; nobody else sees the owner's events.
    for (const stream of [theirs, anyone]) {
      await stream.next(ofType('status', (data) => data.status === 'settled'));
      expect(
        stream.events.filter((e) => e.type === 'pick_settled' || e.type === 'balance'),
      ).toEqual([]);
    }
    await mine.next(ofType('status', (data) => data.status === 'settled'));
    expect(mine.events.filter((e) => e.type === 'pick_settled')).toHaveLength(1);
    for (const stream of [mine, theirs, anyone]) stream.close();
  });

  it('resumes after Last-Event-ID with what was missed, and asks for a resync when that is gone', async () => {
    const url = await baseUrl();
    const event = await insertEvent(t.db);
    const first = await openSse(url);
    await setEventStatus(t.db, event.id, 'in_progress');
    const seen = await first.next(ofType('status'));
    first.close();

    await updateEventLine(t.db, event.id, { homeScore: 1, awayScore: 0 });
    await updateEventLine(t.db, event.id, { homeScore: 2, awayScore: 0 });
    await t.app.streamHub.settle();

    const resumed = await openSse(url, { 'last-event-id': String(seen.id) });
    expect((await resumed.next(ofType('ready'))).data).toMatchObject({ resumed: true });
    await resumed.next(ofType('score', (data) => data.home_team_score === 2));
    expect(
      resumed.events.map((e) => [
        e.type,
        (e.data as { home_team_score?: number }).home_team_score ?? null,
      ]),
    ).toEqual([
      ['ready', null],
      ['score', 1],
      ['score', 2],
    ]);
    resumed.close();

    // The same through the query, for a new EventSource made by hand.
    const byQuery = await openSse(`${url}?last_event_id=${seen.id}`);
    await byQuery.next(ofType('score', (data) => data.home_team_score === 2));
    byQuery.close();

    const tooOld = await openSse(url, { 'last-event-id': '999999' });
    await tooOld.next(ofType('resync'));
    tooOld.close();
  });

  it('resumes a settlement missed while away: its owner gets the settled picks and balance, once', async () => {
    const url = await baseUrl();
    const event = await insertEvent(t.db);
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await pick(owner, event.id);
    await pick(other, event.id, 'Pass');
    const first = await openSse(url);
    await setEventStatus(t.db, event.id, 'in_progress');
    const seen = await first.next(ofType('status'));
    first.close();

    // Settled while nobody is connected: no hub expands it live for the owner.
    await completeEvent(t.db, event.id, 5, 3);
    await t.app.lifecycle.run('scan-completed');
    await t.app.streamHub.settle();

    const resumed = await openSse(`${url}?ticket=${await ticketFor(owner)}`, {
      'last-event-id': String(seen.id),
    });
    await resumed.next(ofType('status', (data) => data.status === 'settled'));
    const privateEvents = resumed.events.filter(
      (e) => e.type === 'pick_settled' || e.type === 'balance',
    );
    expect(privateEvents.map((e) => e.type)).toEqual(['pick_settled', 'balance']);
    expect(privateEvents[0]?.data).toMatchObject({ event_id: event.id, outcome: 'Win' });
    // Only the last event of the settlement carries its id, so a cut-off resumes before it.
    expect(privateEvents[0]?.id).toBeNull();
    expect(privateEvents[1]?.id).not.toBeNull();
    resumed.close();

    // A public stream resuming from the same point gets nobody's private events.
    const anyone = await openSse(url, { 'last-event-id': String(seen.id) });
    await anyone.next(ofType('status', (data) => data.status === 'settled'));
    expect(anyone.events.filter((e) => e.type === 'pick_settled' || e.type === 'balance')).toEqual(
      [],
    );
    anyone.close();
  });

  it('lets a ticket open one stream, once, within its minute', async () => {
    const url = await baseUrl();
    const user = await registerUser(t.app);
    const ticket = await ticketFor(user);
    const stream = await openSse(`${url}?ticket=${ticket}`);
    expect(stream.status).toBe(200);
    stream.close();

    const again = await readBody(`${url}?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body).message).toBe(STREAM_TICKET_INVALID_MESSAGE);

    const late = await ticketFor(user);
    t.clock.advance((STREAM_TICKET_TTL_SECONDS + 1) * 1000);
    expect((await readBody(`${url}?ticket=${late}`)).status).toBe(401);
    expect((await readBody(`${url}?ticket=made-up`)).status).toBe(401);
  });

  it('refuses bad input with 4xx', async () => {
    const url = await baseUrl();
    const noToken = await t.app.inject({ method: 'POST', url: '/api/stream/ticket' });
    expect(noToken.statusCode).toBe(401);
    const badId = await readBody(url, { 'last-event-id': 'abc' });
    expect(badId.status).toBe(400);
    expect(JSON.parse(badId.body).message).toMatch(/Last-Event-ID/);
    expect((await readBody(`${url}?last_event_id=-1`)).status).toBe(400);
    expect((await readBody(`${url}?ticket=`)).status).toBe(400);
    expect((await readBody(`${url}?what=1`)).status).toBe(400);
  });

  it('tells every stream to reconnect when the server drains', async () => {
    const url = await baseUrl();
    const stream = await openSse(url);
    await stream.next(ofType('ready'));
    expect(t.app.streamHub.closeAllStreams('Server restarting.')).toBe(1);
    expect((await stream.next(ofType('reconnect'))).data).toEqual({ reason: 'Server restarting.' });
    await stream.closed;
    expect(t.app.streamHub.size).toBe(0);
  });
});

describe('closing the app', () => {
  it('ends open streams with a reconnect event instead of waiting for them', async () => {
    const url = await baseUrl();
    const stream = await openSse(url);
    await stream.next(ofType('ready'));
    await t.app.close();
    expect((await stream.next(ofType('reconnect'))).data).toEqual({
      reason: 'The server is shutting down.',
    });
    await stream.closed;
  });
});
