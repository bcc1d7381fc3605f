import { USER_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import { completeEvent, insertEvent, seedSentiment, seedUser } from '../../test/event-factory';
import { bearer, registerUser } from '../../test/factories';
import { boardRows } from '../../test/json-text-answer';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { SettlementService } from '../settlement/settlement.service';

const t = useTestApp();
const minutesAfter = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * MINUTE_MS);

describe('GET /api/users/leaderboard', () => {
  it('orders by ranking score, then the earlier-registered user, with competition positions', async () => {
    const late = await seedUser(t.db, { xp: 10, ip: 5 }, minutesAfter(3));
    const early = await seedUser(t.db, { xp: 0, ip: 15 }, minutesAfter(1));
    const top = await seedUser(t.db, { xp: 120, ip: 5 }, minutesAfter(2));
    const last = await seedUser(t.db, { xp: 4, ip: 5 }, minutesAfter(0));
    const response = await t.app.inject({ url: '/api/users/leaderboard' });
    expect(boardRows(response)).toEqual([
      {
        position: 1,
        user_id: top.id,
        username: top.username,
        xp_points: 120,
        ip_points: 5,
        ranking_score: 125,
        rank_name: 'Regular',
        is_demo: false,
      },
      {
        position: 2,
        user_id: early.id,
        username: early.username,
        xp_points: 0,
        ip_points: 15,
        ranking_score: 15,
        rank_name: 'Rookie',
        is_demo: false,
      },
      {
        position: 2,
        user_id: late.id,
        username: late.username,
        xp_points: 10,
        ip_points: 5,
        ranking_score: 15,
        rank_name: 'Rookie',
        is_demo: false,
      },
      {
        position: 4,
        user_id: last.id,
        username: last.username,
        xp_points: 4,
        ip_points: 5,
        ranking_score: 9,
        rank_name: 'Rookie',
        is_demo: false,
      },
    ]);
  });

  it('answers the top 100 by default and pages with limit and offset', async () => {
    for (let i = 0; i < 102; i += 1) await seedUser(t.db, { xp: i }, minutesAfter(i));
    const top = boardRows(await t.app.inject({ url: '/api/users/leaderboard' }));
    expect(top).toHaveLength(100);
    expect(top[0]).toMatchObject({ position: 1, xp_points: 101 });
    const page = boardRows(
      await t.app.inject({ url: '/api/users/leaderboard?limit=2&offset=100' }),
    );
    expect(page.map((row) => [row.position, row.xp_points])).toEqual([
      [101, 1],
      [102, 0],
    ]);
    // Past the last user: an empty page, still a JSON array.
    expect(boardRows(await t.app.inject({ url: '/api/users/leaderboard?offset=102' }))).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be 1 to 100.'],
    ['limit=101', 'limit must be 1 to 100.'],
    ['limit=ten', 'limit must be a number.'],
    ['offset=-1', 'offset must be 0 or more.'],
    ['page=2', 'Unknown field: page.'],
  ])('rejects ?%s with "%s"', async (query, message) => {
    const response = await t.app.inject({ url: `/api/users/leaderboard?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/users/leaderboard/history/:userId', () => {
  it('has the registration point, then one per settlement that changed XP or IP', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(user.token),
      payload: { event_id: event.id, selection_type: 'Pass', confidence_points: 5 },
    });
    const lost = await insertEvent(t.db);
    await seedSentiment(t.db, {
      userId: user.user.id,
      eventId: lost.id,
      market: 'spread',
      selectionType: 'Take',
      selectionValue: 'home',
      defaultValue: -1.5,
    });
    t.clock.advance(5 * HOUR_MS);
    await completeEvent(t.db, event.id, 2, 6);
    await completeEvent(t.db, lost.id, 2, 6);
    const settler = new SettlementService({ db: t.db, clock: t.clock });
    await settler.settleEvent(event.id);
    await settler.settleEvent(lost.id);

    const response = await t.app.inject({ url: `/api/users/leaderboard/history/${user.user.id}` });
    expect(response.statusCode).toBe(200);
    // Pass on +120 staking 5: round(5 * 1.2) = 6 XP. The lost spread changes nothing.
    // The name comes along, so a private player's trend is named (docs/screens.md#7-ranking-trend).
    expect(response.json()).toEqual({
      user_id: user.user.id,
      username: user.user.username,
      points: [
        { recorded_at: TEST_NOW, ranking_score: 5, xp_points: 0, ip_points: 5 },
        { recorded_at: '2026-06-01T17:00:00.000Z', ranking_score: 11, xp_points: 6, ip_points: 5 },
      ],
    });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const unknown = await t.app.inject({ url: '/api/users/leaderboard/history/999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_NOT_FOUND_MESSAGE);
    const bad = await t.app.inject({ url: '/api/users/leaderboard/history/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('User id must be a number.');
  });
});
