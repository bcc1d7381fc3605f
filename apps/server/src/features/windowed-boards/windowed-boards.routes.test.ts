import { BOARD_SPORTS, seasonStart } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../clock';
import { queryOne } from '../../db/database';
import { completeEvent, insertEvent, seedSentiment, seedUser } from '../../test/event-factory';
import { boardRows } from '../../test/json-text-answer';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { SettlementService } from '../settlement/settlement.service';

const t = useTestApp();
const at = (iso: string) => new Date(iso);

/** [username, xp, ip, score, position] of each row of a board, each row held to the contract. */
async function board(query: string) {
  const response = await t.app.inject({ url: `/api/leaderboards?${query}` });
  return boardRows(response).map((row) => [
    row.username,
    row.xp_points,
    row.ip_points,
    row.ranking_score,
    row.position,
  ]);
}

/** An MLB game the user picked (a moneyline Pass on the away side, +120 staking 5) and won 6-2. */
async function completeWonPass(userId: number) {
  const event = await insertEvent(t.db);
  await seedSentiment(t.db, {
    userId,
    eventId: event.id,
    market: 'moneyline',
    selectionType: 'Pass',
    selectionValue: 'away',
    confidenceStake: 5,
    price: 120,
  });
  t.clock.advance(5 * HOUR_MS);
  await completeEvent(t.db, event.id, 2, 6);
  return event;
}

/**
 * TEST_NOW is Monday 1 June 2026, noon UTC. `may` earned 100 XP (a grant) and 5 IP in May;
 * `early` and `late` registered this week with 5 IP each; `picker` registered this week and won
 * a moneyline Pass on an MLB game (+120 staking 5: 6 XP).
 */
async function seedCommunity() {
  const may = await seedUser(t.db, { xp: 100 }, at('2026-05-20T10:00:00Z'));
  const early = await seedUser(t.db, {}, new Date(Date.parse(TEST_NOW) - MINUTE_MS));
  const late = await seedUser(t.db, {}, new Date(Date.parse(TEST_NOW) + MINUTE_MS));
  const picker = await seedUser(t.db, {}, at(TEST_NOW));
  const event = await completeWonPass(picker.id);
  await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);
  return { may, early, late, picker };
}

describe('GET /api/leaderboards', () => {
  it('counts XP and IP earned in the window, per sport, with the leaderboard order and ties', async () => {
    const { may, early, late, picker } = await seedCommunity();
    // Readers arriving together fold the queued entries once between them, never twice.
    await Promise.all(['week', 'month', 'season', 'week'].map((w) => board(`window=${w}`)));
    const thisWeek = [
      [picker.username, 6, 5, 11, 1],
      [early.username, 0, 5, 5, 2],
      [late.username, 0, 5, 5, 2],
    ];
    expect(await board('window=week')).toEqual(thisWeek);
    expect(await board('window=month&sport=all')).toEqual(thisWeek);
    expect(await board('window=season')).toEqual([
      [may.username, 100, 5, 105, 1],
      ...thisWeek.map(([name, xp, ip, score, position]) => [
        name,
        xp,
        ip,
        score,
        Number(position) + 1,
      ]),
    ]);
    // Only the pick belongs to a sport; sign-up and granted points count on every-sport boards.
    for (const window of ['week', 'month', 'season', 'all']) {
      expect(await board(`window=${window}&sport=baseball_mlb`)).toEqual([
        [picker.username, 6, 0, 6, 1],
      ]);
      expect(await board(`window=${window}&sport=americanfootball_nfl`)).toEqual([]);
    }
    // All time over every sport is the leaderboard itself.
    const allTime = await t.app.inject({ url: '/api/users/leaderboard' });
    expect((await t.app.inject({ url: '/api/leaderboards' })).json()).toEqual(allTime.json());
    expect(await board('window=all&limit=2&offset=1')).toEqual([
      [picker.username, 6, 5, 11, 2],
      [early.username, 0, 5, 5, 3],
    ]);
  });

  it("names each row's rank tier from the user's all-time XP, not the window's", async () => {
    const veteran = await seedUser(t.db, { xp: 300 }, at('2026-05-20T10:00:00Z'));
    const event = await completeWonPass(veteran.id);
    await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);
    const rows = boardRows(await t.app.inject({ url: '/api/leaderboards?window=week' }));
    // 6 XP this week (a Rookie's), 306 in all: Sharp.
    expect(rows).toEqual([expect.objectContaining({ user_id: veteran.id, xp_points: 6 })]);
    expect(rows[0]?.rank_name).toBe('Sharp');
  });

  it('starts a new week on Monday and a new month on the 1st, by the server clock', async () => {
    const { picker } = await seedCommunity();
    t.clock.advance(7 * DAY_MS);
    expect(await board('window=week')).toEqual([]);
    expect((await board('window=month')).map((row: unknown[]) => row[0])).toContain(
      picker.username,
    );
    t.clock.set('2026-07-01T00:00:00Z');
    expect(await board('window=month')).toEqual([]);
    expect(await board('window=season&sport=baseball_mlb')).toEqual([
      [picker.username, 6, 0, 6, 1],
    ]);
  });

  it('folds in the lifecycle: after a settlement and in Finish Completed, before any read', async () => {
    const queued = async () =>
      (await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from score_window_queue`))
        ?.n;
    const windowsOf = async (userId: number) =>
      (
        await queryOne<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from score_windows where user_id = ${userId}`,
        )
      )?.n;
    const picker = await seedUser(t.db, {}, at(TEST_NOW));
    await completeWonPass(picker.id);
    expect(await queued()).toBeGreaterThan(0);

    // The app's settler folds right after settling: nothing waits for a reader.
    expect((await t.app.lifecycle.run('scan-completed')).settled_sentiments).toBe(1);
    expect(await queued()).toBe(0);
    // week, month, season and all time, each for MLB and every sport but all time.
    expect(await windowsOf(picker.id)).toBe(7);

    // Points written outside settlement (a sign-up) are folded by the periodic Finish Completed.
    const newcomer = await seedUser(t.db, {}, t.clock.now());
    expect(await queued()).toBeGreaterThan(0);
    expect((await t.app.lifecycle.run('scan-completed')).settled_events).toBe(0);
    expect(await queued()).toBe(0);
    expect(await windowsOf(newcomer.id)).toBe(3);
    expect((await board('window=week')).map((row: unknown[]) => row[0])).toEqual([
      picker.username,
      newcomer.username,
    ]);
  });

  it.each([
    ['window=day', 'window must be one of week, month, season, all.'],
    ['sport=basketball_nba', `sport must be one of ${BOARD_SPORTS.join(', ')}.`],
    ['window=week&limit=0', 'limit must be 1 to 100.'],
    ['window=week&page=2', 'Unknown field: page.'],
  ])('rejects ?%s with "%s"', async (query, message) => {
    const response = await t.app.inject({ url: `/api/leaderboards?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("keeps the database's season start equal to the contract's", async () => {
    const moments = ['2026-01-01T00:00:00Z', '2026-07-31T23:59:59Z', '2026-08-01T00:00:00Z'];
    for (const moment of [...moments, '2027-02-10T12:00:00Z', '2026-12-31T23:59:59Z']) {
      for (const sport of [
        'all',
        'baseball_mlb',
        'americanfootball_nfl',
        'soccer_usa_mls',
      ] as const) {
        const row = await queryOne<{ start: string }>(
          t.db,
          sql`select score_window_season_start(${sport === 'all' ? '*' : sport}, ${moment}::timestamptz)::text as start`,
        );
        expect(row?.start, `${sport} at ${moment}`).toBe(seasonStart(sport, new Date(moment)));
      }
    }
  });
});
