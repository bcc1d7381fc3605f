import type { HistoryRow, LeaderboardRow, UserStatsResponse } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  balancesOf,
  bearer,
  expectLedgerInvariant,
  type RegisteredUser,
  registerUser,
} from '../../test/factories';
import { testConfig, useTestApp } from '../../test/test-app';
import { createTestEvent, testEventBody } from '../../test/test-tool-bodies';

const t = useTestApp();

/** The test form's payloads (docs/game-rules.md#payload-variants), sent as the signed-in user. */
function submit(user: RegisteredUser, market: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sentiment/${market}`,
    headers: bearer(user.token),
    payload: { user_id: user.user.id, selection_value: 'home', ...payload },
  });
}

async function expectSubmitted(
  user: RegisteredUser,
  market: string,
  payload: Record<string, unknown>,
) {
  const response = await submit(user, market, payload);
  expect(response.statusCode, response.body).toBe(201);
}

const outcomes = (history: HistoryRow[]) =>
  Object.fromEntries(
    history.map((row) => [row.market_type, [row.outcome, row.xp_points, row.ip_points]]),
  );

describe('a test event through its whole life', () => {
  it('takes sentiments from two users, starts, scores, completes and settles; stats and leaderboard follow', async () => {
    const alice = await registerUser(t.app, { username: 'alice' });
    const bob = await registerUser(t.app, { username: 'bob' });
    // Yankees (home) -110 favourite, spread -1.5, total 8.
    const id = await createTestEvent(t.app, testEventBody());

    // Listed on the public schedule while test tools are on, and only then.
    const schedule = await t.app.inject({ url: '/api/current-schedule/baseball_mlb' });
    expect(schedule.json()).toEqual([expect.objectContaining({ id, is_test: true })]);
    const toolsOff = await buildApp({
      database: t.database,
      clock: t.clock,
      config: testConfig({ testTools: false }),
    });
    expect((await toolsOff.inject({ url: '/api/current-schedule/baseball_mlb' })).json()).toEqual(
      [],
    );
    await toolsOff.close();

    // Test events take the test form's ranges and 0.1 step (docs/game-rules.md#test-event-ranges).
    const tooLow = await submit(bob, 'totals', {
      event_id: id,
      selection_type: 'Pass',
      is_custom: true,
      custom_value: 3.9,
      confidence_points_staked: 1,
    });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('custom_value must be from 4 to 8.');

    const event = { event_id: id };
    await expectSubmitted(alice, 'moneyline', {
      ...event,
      selection_type: 'Take',
      confidence_points_staked: 3,
    });
    await expectSubmitted(alice, 'spread', {
      ...event,
      selection_type: 'Pass',
      is_custom: true,
      custom_value: -0.7,
      confidence_points_staked: 2,
    });
    await expectSubmitted(alice, 'totals', {
      ...event,
      selection_type: 'Take',
      is_custom: true,
      custom_value: 9.3,
    });
    await expectSubmitted(bob, 'moneyline', {
      ...event,
      selection_type: 'Pass',
      confidence_points_staked: 2,
    });
    await expectSubmitted(bob, 'spread', { ...event, selection_type: 'Take', is_custom: false });
    await expectSubmitted(bob, 'totals', {
      ...event,
      selection_type: 'Pass',
      is_custom: true,
      custom_value: 4.3,
      confidence_points_staked: 1,
    });

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/test-events/test-event/start/${id}`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const late = await submit(alice, 'moneyline', {
      event_id: id,
      selection_type: 'Take',
      confidence_points_staked: 1,
    });
    expect(late.statusCode).toBe(409);

    // Red Sox 5, Yankees 3: total 8.
    const scored = await t.app.inject({
      method: 'POST',
      url: `/api/test-events/score/${id}`,
      payload: { home_team_score: 3, away_team_score: 5 },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const live = (await t.app.inject({ url: '/api/live-scores/baseball_mlb' })).json();
    expect(live).toEqual([expect.objectContaining({ id, home_team_score: 3, away_team_score: 5 })]);

    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/test-events/complete/${id}`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      settled_sentiments: 6,
      event: { status: 'settled', home_team_score: 3, away_team_score: 5 },
    });

    // docs/game-rules.md#rewards-table, by hand:
    // alice moneyline Take (Yankees win): Loss, 3 confidence lost.
    // alice spread Pass at -0.7 (3 - 0.7 < 5): Win, m = 1.08, 2 IP staked -> 2 XP, 2 IP.
    // alice totals Take over 9.3 (8): Loss, 1 IP lost.
    // bob moneyline Pass (Red Sox at +110, 2 staked): Win, 2 XP.
    // bob spread Take (3 - 1.5 > 5): Loss, nothing staked.
    // bob totals Pass under 4.3 (8): Loss, 1 IP lost.
    expect(await balancesOf(t.db, alice.user.id)).toEqual({ confidence: 7, ip: 6, xp: 2 });
    expect(await balancesOf(t.db, bob.user.id)).toEqual({ confidence: 10, ip: 4, xp: 2 });
    await expectLedgerInvariant(t.db);

    const aliceStats = (
      await t.app.inject({
        url: `/api/user/${alice.user.id}/stats`,
        headers: bearer(alice.token),
      })
    ).json() as UserStatsResponse;
    expect(aliceStats.stats).toMatchObject({
      total_selections: 3,
      total_wins: 1,
      total_losses: 2,
      total_pending: 0,
      moneyline_takes: 1,
      moneyline_take_wins: 0,
      spread_custom_passes: 1,
      spread_custom_pass_wins: 1,
      total_custom_takes: 1,
      total_custom_take_wins: 0,
    });
    expect(outcomes(aliceStats.history)).toEqual({
      moneyline: ['Loss', 0, 0],
      spread: ['Win', 2, 2],
      totals: ['Loss', 0, 0],
    });
    expect(aliceStats.history[0]).toMatchObject({
      event_id: id,
      sport_key: 'baseball_mlb',
      home_team_score: 3,
      away_team_score: 5,
      total_score: 8,
      win_margin: 2,
    });
    const bobStats = (
      await t.app.inject({ url: `/api/user/${bob.user.id}/stats`, headers: bearer(bob.token) })
    ).json() as UserStatsResponse;
    expect(outcomes(bobStats.history)).toEqual({
      moneyline: ['Win', 2, 0],
      spread: ['Loss', 0, 0],
      totals: ['Loss', 0, 0],
    });

    const leaderboard = (
      await t.app.inject({ url: '/api/users/leaderboard' })
    ).json() as LeaderboardRow[];
    expect(leaderboard.map((row) => [row.position, row.username, row.ranking_score])).toEqual([
      [1, 'alice', 8],
      [2, 'bob', 6],
    ]);
    const trend = (
      await t.app.inject({ url: `/api/users/leaderboard/history/${alice.user.id}` })
    ).json();
    expect(trend.points.at(-1)).toMatchObject({ xp_points: 2, ip_points: 6, ranking_score: 8 });

    const eventStats = (await t.app.inject({ url: `/api/event/${id}/stats` })).json();
    expect(eventStats).toMatchObject({
      total_submissions: 6,
      moneyline_pass_wins: 1,
      spread_custom_pass_wins: 1,
      spread_custom_avg: -0.7,
      total_take_custom_avg: 9.3,
      total_pass_custom_avg: 4.3,
    });
    const past = (await t.app.inject({ url: '/api/past-scores?sport_key=baseball_mlb' })).json();
    expect(past).toEqual([expect.objectContaining({ id, winner: 'Boston Red Sox' })]);
  });
});
