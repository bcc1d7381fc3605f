import { type EventCrowd, type LineHistory, rankForXp } from '@takeline/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema';
import {
  insertEvent,
  type SentimentSeed,
  seedSentiment,
  seedUser,
  soccerEventFor,
  updateEventLine,
} from '../../test/event-factory';
import { bearer, type RegisteredUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { postEntries } from '../ledger/ledger.service';
import { refreshMarketCrowd } from './crowd.repository';

const t = useTestApp();

async function promote(user: RegisteredUser, xp: number) {
  await postEntries(
    t.db,
    [{ userId: user.user.id, currency: 'xp', amount: xp, reason: 'admin_grant' }],
    t.clock.now(),
  );
  await t.db
    .update(users)
    .set({ rankTier: rankForXp(xp).name })
    .where(eq(users.id, user.user.id));
}

/** A registered user raised to the tier of `xp`, with IP to stake. */
async function player(xp: number, ip = 10): Promise<RegisteredUser> {
  const user = await registerUser(t.app);
  const at = t.clock.now();
  await postEntries(
    t.db,
    [
      ...(xp > 0
        ? [
            {
              userId: user.user.id,
              currency: 'xp' as const,
              amount: xp,
              reason: 'admin_grant' as const,
            },
          ]
        : []),
      { userId: user.user.id, currency: 'ip', amount: ip, reason: 'admin_grant' },
    ],
    at,
  );
  await t.db
    .update(users)
    .set({ rankTier: rankForXp(xp).name })
    .where(eq(users.id, user.user.id));
  return user;
}

async function submit(user: RegisteredUser, market: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sentiment/${market}`,
    headers: bearer(user.token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function crowdOf(eventId: string): Promise<EventCrowd> {
  const response = await t.app.inject({ method: 'GET', url: `/api/event/${eventId}/crowd` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EventCrowd;
}

const spreadTake = (eventId: string) => ({
  event_id: eventId,
  selection_type: 'Take',
  selection_value: 'home',
  default_value: -1.5,
});
const customPass = (eventId: string, value: number, ip: number) => ({
  event_id: eventId,
  selection_type: 'Pass',
  selection_value: 'home',
  default_value: -1.5,
  custom_value: value,
  is_custom: true,
  staked_ip: ip,
});

describe('GET /api/event/:eventId/crowd', () => {
  it('answers the worked example: proven players pull the crowd line to +2.5', async () => {
    // docs/game-rules.md#9-the-crowd, with stakes as stored (the HTTP path stakes nothing on a
    // spread Take at the book's line, so the rows are seeded).
    const event = await insertEvent(t.db);
    const pick = async (xp: number, seed: Partial<SentimentSeed>) => {
      const user = await seedUser(t.db, { xp, ip: 10 });
      const id = await seedSentiment(t.db, {
        userId: user.id,
        eventId: event.id,
        market: 'spread',
        selectionType: 'Take',
        selectionValue: 'home',
        defaultValue: -1.5,
        ...seed,
      });
      await t.db.execute(
        sql`update sentiments set holder_ip_bonus = ${rankForXp(xp).ipBonus} where id = ${id}`,
      );
    };
    for (const stake of [1, 2, 1, 1]) await pick(0, { confidenceStake: stake });
    // An Expert (ip_bonus 1.75) with 2 IP: weight 3.5. Book -1.5 holds 5: total 8.5, half 4.25.
    await pick(1000, { selectionType: 'Pass', customValue: 2.5, stakedIp: 2 });
    await refreshMarketCrowd(t.db, event.id, 'spread', t.clock.now());
    let crowd = await crowdOf(event.id);
    expect(crowd.markets.spread).toMatchObject({ picks: 5, crowd_line: -1.5, book_line: -1.5 });

    // A Legend (2.0) with 4 IP: weight 8. Total 16.5, half 8.25; -1.5 (5), +2.5 (8.5) reaches it.
    await pick(2500, { selectionType: 'Pass', customValue: 3.5, stakedIp: 4 });
    await refreshMarketCrowd(t.db, event.id, 'spread', t.clock.now());
    crowd = await crowdOf(event.id);
    expect(crowd.markets.spread).toEqual({
      market: 'spread',
      picks: 6,
      takes: 4,
      passes: 2,
      draws: 0,
      take_share: 4 / 6,
      pass_share: 2 / 6,
      draw_share: 0,
      crowd_line: 2.5,
      book_line: -1.5,
      updated_at: t.clock.now().toISOString(),
    });
    expect(crowd.updated_at).toBe(t.clock.now().toISOString());
    // Markets without picks: zero counts, no shares, no crowd line, the book's line beside.
    expect(crowd.markets.totals).toMatchObject({
      picks: 0,
      take_share: null,
      crowd_line: null,
      book_line: 8.5,
      updated_at: null,
    });
    expect(crowd.markets.moneyline).toMatchObject({ picks: 0, crowd_line: null, book_line: null });
  });

  it('matches the weighted median taken pick by pick, with many picks sharing each value', async () => {
    // docs/game-rules.md#9-the-crowd, computed here one pick at a time. The statement groups the
    // picks by value first (decision 0206); the two must agree, whatever the ties and weights.
    const event = await insertEvent(t.db);
    const values = [-3.5, -1.5, -1, 0.5, 2.5];
    const bonuses = [1, 1.1, 1.25, 1.5, 1.75, 2];
    const picks: { c: number; weight: number; type: 'Take' | 'Pass' }[] = [];
    for (let i = 0; i < 40; i += 1) {
      // Deterministic and uneven: eight picks on each value, but the heavy stakes sit above the
      // book's line, so the weighted median (+0.5) is not the middle pick's value (-1).
      const c = values[(i * 7) % values.length] ?? -1.5;
      const type = c === -1.5 ? 'Take' : 'Pass';
      const stakedIp = type === 'Take' ? 0 : c > 0 ? 3 + (i % 3) : 1;
      const confidenceStake = type === 'Take' ? (i % 3) + 1 : 0;
      const bonus = bonuses[(i * 5) % bonuses.length] ?? 1;
      const user = await seedUser(t.db, { ip: 10, confidence: 10 });
      const id = await seedSentiment(t.db, {
        userId: user.id,
        eventId: event.id,
        market: 'spread',
        selectionType: type,
        selectionValue: 'home',
        defaultValue: -1.5,
        customValue: type === 'Pass' ? c : null,
        confidenceStake,
        stakedIp,
      });
      await t.db.execute(sql`update sentiments set holder_ip_bonus = ${bonus} where id = ${id}`);
      picks.push({ c, type, weight: Math.max(1, confidenceStake + stakedIp) * bonus });
    }
    const sorted = [...picks].sort((a, b) => a.c - b.c);
    const total = sorted.reduce((sum, pick) => sum + pick.weight, 0);
    let running = 0;
    const median = sorted.find((pick) => {
      running += pick.weight;
      return running * 2 >= total - 1e-9;
    })?.c;

    await refreshMarketCrowd(t.db, event.id, 'spread', t.clock.now());
    const { spread } = (await crowdOf(event.id)).markets;
    expect(median).toBe(0.5);
    expect(spread).toMatchObject({
      picks: 40,
      takes: picks.filter((pick) => pick.type === 'Take').length,
      passes: picks.filter((pick) => pick.type === 'Pass').length,
      crowd_line: Math.round((median ?? 0) * 2) / 2,
    });
  });

  it('moves with picks submitted over HTTP, weighted by stake and tier', async () => {
    const event = await insertEvent(t.db);
    for (let i = 0; i < 3; i += 1) await submit(await player(0), 'spread', spreadTake(event.id));
    // Rookie, 2 IP: weight 2 against 3 at the book's line.
    await submit(await player(0), 'spread', customPass(event.id, 2.5, 2));
    expect((await crowdOf(event.id)).markets.spread.crowd_line).toBe(-1.5);
    // Legend, 2 IP: weight 4; total 9, and +2.5 reaches 5 of 9.
    await submit(await player(2500), 'spread', customPass(event.id, 3.5, 2));
    const { spread } = (await crowdOf(event.id)).markets;
    expect(spread).toMatchObject({ picks: 5, takes: 3, passes: 2, crowd_line: 2.5 });
  });

  it('takes the smaller value when the running weight reaches exactly half (a tie)', async () => {
    const event = await insertEvent(t.db);
    await submit(await player(0), 'spread', spreadTake(event.id));
    await submit(await player(0), 'spread', customPass(event.id, 0.5, 1));
    // Weights 1 and 1: -1.5 reaches exactly half.
    expect((await crowdOf(event.id)).markets.spread.crowd_line).toBe(-1.5);
  });

  it('weighs a pick by its tier when it was made, not the tier now', async () => {
    const event = await insertEvent(t.db);
    for (let i = 0; i < 3; i += 1) await submit(await player(0), 'spread', spreadTake(event.id));
    const rising = await player(0);
    await submit(rising, 'spread', customPass(event.id, 4.5, 2));
    // Weights 3 and 2: the book's line. As a Legend the pick would weigh 4 and win.
    expect((await crowdOf(event.id)).markets.spread.crowd_line).toBe(-1.5);
    await promote(rising, 5000);
    await submit(await player(0), 'spread', spreadTake(event.id));
    expect((await crowdOf(event.id)).markets.spread).toMatchObject({ picks: 5, crowd_line: -1.5 });
  });

  it('counts moneyline Take, Pass and Draw with shares that add up to 1', async () => {
    const event = await insertEvent(t.db, soccerEventFor());
    const ml = (selection_type: string, selection_value: string) => ({
      event_id: event.id,
      selection_type,
      selection_value,
      confidence_points: 1,
    });
    await submit(await player(0), 'moneyline', ml('Take', 'home'));
    await submit(await player(0), 'moneyline', ml('Take', 'home'));
    await submit(await player(0), 'moneyline', ml('Pass', 'away'));
    await submit(await player(0), 'moneyline', ml('Draw', 'draw'));
    const { moneyline } = (await crowdOf(event.id)).markets;
    expect(moneyline).toMatchObject({ picks: 4, takes: 2, passes: 1, draws: 1, crowd_line: null });
    expect(
      (moneyline.take_share ?? 0) + (moneyline.pass_share ?? 0) + (moneyline.draw_share ?? 0),
    ).toBe(1);
  });

  it('picks arriving together share recomputes and the crowd counts every one (decision 0140)', async () => {
    const event = await insertEvent(t.db);
    const players = await Promise.all(Array.from({ length: 12 }, () => player(0)));
    await Promise.all(
      players.map((user, i) =>
        submit(user, 'moneyline', {
          event_id: event.id,
          selection_type: i % 3 === 0 ? 'Pass' : 'Take',
          selection_value: i % 3 === 0 ? 'away' : 'home',
          confidence_points: 1,
        }),
      ),
    );
    const { moneyline } = (await crowdOf(event.id)).markets;
    expect(moneyline).toMatchObject({ picks: 12, takes: 8, passes: 4 });
    const [announced] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stream_outbox
          where type = 'crowd' and payload->>'event_id' = ${event.id}`,
    );
    expect(announced?.n).toBeGreaterThanOrEqual(1);
    expect(announced?.n).toBeLessThanOrEqual(12);
  });

  it('answers 404 for an unknown event and 400 for a too long id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/event/nope/crowd' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found.');
    const long = await t.app.inject({ method: 'GET', url: `/api/event/${'x'.repeat(201)}/crowd` });
    expect(long.statusCode).toBe(400);
  });
});

describe('the schedule crowd summary', () => {
  it('puts each market’s shares and crowd line on the schedule row', async () => {
    const event = await insertEvent(t.db);
    const quiet = await insertEvent(t.db);
    await submit(await player(0), 'spread', spreadTake(event.id));
    await submit(await player(2500), 'spread', customPass(event.id, 3.5, 1));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/current-schedule/baseball_mlb',
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<{ id: string; crowd: unknown }>;
    expect(rows.find((row) => row.id === event.id)?.crowd).toEqual({
      moneyline: null,
      spread: { picks: 2, take_share: 0.5, pass_share: 0.5, draw_share: 0, crowd_line: 3.5 },
      totals: null,
    });
    expect(rows.find((row) => row.id === quiet.id)?.crowd).toEqual({
      moneyline: null,
      spread: null,
      totals: null,
    });
  });
});

describe('GET /api/event/:eventId/line-history', () => {
  it('keeps every book change and samples the crowd line at most once a minute', async () => {
    const event = await insertEvent(t.db, { linesUpdatedAt: t.clock.now() });
    const first = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await updateEventLine(t.db, event.id, {
      spreads_home_team_point: -2.5,
      spreads_away_team_point: 2.5,
      linesUpdatedAt: t.clock.now(),
    });
    const moved = t.clock.now().toISOString();
    // An unchanged write is no change.
    await updateEventLine(t.db, event.id, {
      spreads_home_team_point: -2.5,
      linesUpdatedAt: t.clock.now(),
    });

    await submit(await player(0), 'spread', { ...spreadTake(event.id), default_value: -2.5 });
    t.clock.advance(10_000);
    await submit(await player(2500), 'spread', {
      ...customPass(event.id, 3.5, 1),
      default_value: -2.5,
    });
    const sampled = t.clock.now().toISOString();

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/event/${event.id}/line-history`,
    });
    expect(response.statusCode).toBe(200);
    const history = response.json() as LineHistory;
    expect(history.points).toEqual([
      {
        at: first,
        market: 'moneyline',
        source: 'book',
        line: null,
        prices: { home: -142, away: 120, draw: null, over: null, under: null },
      },
      {
        at: first,
        market: 'spread',
        source: 'book',
        line: -1.5,
        prices: { home: 130, away: -155, draw: null, over: null, under: null },
      },
      {
        at: first,
        market: 'totals',
        source: 'book',
        line: 8.5,
        prices: { home: null, away: null, draw: null, over: -105, under: -115 },
      },
      {
        at: moved,
        market: 'spread',
        source: 'book',
        line: -2.5,
        prices: { home: 130, away: -155, draw: null, over: null, under: null },
      },
      // Two picks within one minute: one crowd point, the later value.
      { at: sampled, market: 'spread', source: 'crowd', line: 3.5, prices: null },
    ]);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from line_history where source = 'crowd'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/event/nope/line-history' });
    expect(response.statusCode).toBe(404);
  });
});
