import {
  EVENT_NOT_FOUND_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SPORT_NOT_FOUND_MESSAGE,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  completeEvent,
  insertEvent,
  type SentimentSeed,
  seedSentiment,
  seedUser,
  soccerEventFor,
} from '../../test/event-factory';
import { bearer, type RegisteredUser, registerUser } from '../../test/factories';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { SettlementService } from '../settlement/settlement.service';

const t = useTestApp();

type Choice = Omit<SentimentSeed, 'userId' | 'eventId'>;
const ML_TAKE: Choice = {
  market: 'moneyline',
  selectionType: 'Take',
  selectionValue: 'home',
  confidenceStake: 1,
  price: -142,
};
const ML_PASS: Choice = { ...ML_TAKE, selectionType: 'Pass', selectionValue: 'away', price: 120 };
const SPREAD_TAKE: Choice = {
  market: 'spread',
  selectionType: 'Take',
  selectionValue: 'home',
  defaultValue: -1.5,
};
const SPREAD_PASS: Choice = { ...SPREAD_TAKE, selectionType: 'Pass' };
const SPREAD_PASS_CUSTOM: Choice = { ...SPREAD_PASS, customValue: 2.5, stakedIp: 1 };
const OVER: Choice = {
  market: 'totals',
  selectionType: 'Take',
  selectionValue: 'over',
  defaultValue: 8.5,
};
const OVER_CUSTOM: Choice = { ...OVER, customValue: 10.5, stakedIp: 1 };
const UNDER: Choice = { ...OVER, selectionType: 'Pass', selectionValue: 'under' };
const UNDER_CUSTOM: Choice = { ...UNDER, customValue: 6, stakedIp: 1 };

async function place(userId: number, eventId: string, choice: Choice) {
  return seedSentiment(t.db, { ...choice, userId, eventId });
}

async function makePublic(user: RegisteredUser) {
  await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: { public_profile: 1 },
  });
}

const settle = (eventId: string) =>
  new SettlementService({ db: t.db, clock: t.clock }).settleEvent(eventId);

describe('GET /api/user/:user_id/stats', () => {
  it('counts every category with its wins, and lists the history with scores once settled', async () => {
    const me = await registerUser(t.app);
    const id = me.user.id;
    // Game 1 settles 5-2 (total 7, Yankees by 3).
    const one = await insertEvent(t.db);
    await place(id, one.id, ML_TAKE); // Win
    await place(id, one.id, SPREAD_PASS_CUSTOM); // 5 + 2.5 < 2: Loss
    const underId = await place(id, one.id, UNDER_CUSTOM); // 7 < 6: Loss
    await completeEvent(t.db, one.id, 5, 2);
    await settle(one.id);
    // Game 2 stays pending.
    const two = await insertEvent(t.db);
    await place(id, two.id, ML_PASS);
    await place(id, two.id, SPREAD_TAKE);
    await place(id, two.id, OVER_CUSTOM);
    // Game 3 settles 3-4 (total 7, Red Sox by 1).
    const three = await insertEvent(t.db);
    await place(id, three.id, ML_PASS); // Win
    await place(id, three.id, SPREAD_PASS); // 3 - 1.5 < 4: Win
    await place(id, three.id, UNDER); // 7 < 8.5: Win
    await completeEvent(t.db, three.id, 3, 4);
    await settle(three.id);
    // Game 4 settles 1-8: over wins.
    const four = await insertEvent(t.db);
    await place(id, four.id, OVER); // 9 > 8.5: Win
    await completeEvent(t.db, four.id, 1, 8);
    await settle(four.id);
    // Game 5 settles 2-2: a tied baseball game pushes every market (decision 0007).
    const five = await insertEvent(t.db);
    await place(id, five.id, SPREAD_TAKE); // Draw
    await completeEvent(t.db, five.id, 2, 2);
    await settle(five.id);

    const response = await t.app.inject({
      url: `/api/user/${id}/stats`,
      headers: bearer(me.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { stats, history } = response.json();
    expect(stats).toEqual({
      total_selections: 11,
      total_wins: 5,
      total_losses: 2,
      total_draws: 1,
      total_pending: 3,
      moneyline_takes: 1,
      moneyline_take_wins: 1,
      moneyline_passes: 2,
      moneyline_pass_wins: 1,
      moneyline_draws: 0,
      moneyline_draw_wins: 0,
      spread_takes: 2,
      spread_take_wins: 0,
      spread_passes: 2,
      spread_pass_wins: 1,
      spread_non_custom_passes: 1,
      spread_non_custom_pass_wins: 1,
      spread_custom_passes: 1,
      spread_custom_pass_wins: 0,
      total_non_custom_takes: 1,
      total_non_custom_take_wins: 1,
      total_custom_takes: 1,
      total_custom_take_wins: 0,
      total_non_custom_passes: 1,
      total_non_custom_pass_wins: 1,
      total_custom_passes: 1,
      total_custom_pass_wins: 0,
    });
    expect(history).toHaveLength(11);
    const under = history.find(
      (row: { event_id: string; market_type: string }) =>
        row.event_id === one.id && row.market_type === 'totals',
    );
    expect(under).toEqual({
      event_id: one.id,
      sentiment_id: underId,
      sport_key: 'baseball_mlb',
      market_type: 'totals',
      selection_type: 'Pass',
      selection_value: 'under',
      custom_value: 6,
      outcome: 'Loss',
      xp_points: 0,
      ip_points: 0,
      submission_time: TEST_NOW,
      commence_time: '2026-06-01T14:00:00.000Z',
      away_team: 'Boston Red Sox',
      home_team: 'New York Yankees',
      h2h_away_team_value: 120,
      h2h_home_team_value: -142,
      spreads_away_team_point: 1.5,
      spreads_home_team_point: -1.5,
      totals_over_point: 8.5,
      home_team_score: 5,
      away_team_score: 2,
      total_score: 7,
      win_margin: 3,
    });
    const pending = history.find((row: { event_id: string }) => row.event_id === two.id);
    expect(pending.outcome).toBe('Pending');
    expect(pending).not.toHaveProperty('total_score');
    expect(pending).not.toHaveProperty('win_margin');
    const over = history.find((row: { event_id: string }) => row.event_id === four.id);
    expect(over).toMatchObject({ outcome: 'Win', xp_points: 1, total_score: 9, win_margin: 7 });
    const tied = history.find((row: { event_id: string }) => row.event_id === five.id);
    expect(tied).toMatchObject({ outcome: 'Draw', xp_points: 0, total_score: 4, win_margin: 0 });
  });

  it('shows a private profile only to its owner: others get the private-profile 404', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const url = `/api/user/${owner.user.id}/stats`;
    expect((await t.app.inject({ url, headers: bearer(owner.token) })).statusCode).toBe(200);
    for (const headers of [{}, bearer(other.token)]) {
      for (const path of [url, `/api/user/${owner.user.id}/stats-by-sport`]) {
        const response = await t.app.inject({ url: path, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(PROFILE_NOT_FOUND_MESSAGE);
      }
    }
    await makePublic(owner);
    const visible = await t.app.inject({ url, headers: bearer(other.token) });
    expect(visible.statusCode).toBe(200);
    expect(visible.json()).toMatchObject({ stats: { total_selections: 0 }, history: [] });
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('answers the same 404 for an unknown user and 400 for a bad id', async () => {
    const unknown = await t.app.inject({ url: '/api/user/999/stats' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROFILE_NOT_FOUND_MESSAGE);
    expect((await t.app.inject({ url: '/api/user/zero/stats' })).statusCode).toBe(400);
  });
});

describe('GET /api/user/:user_id/stats-by-sport', () => {
  it('answers one summary per sport, or the sport asked for', async () => {
    const me = await registerUser(t.app);
    const mlb = await insertEvent(t.db);
    const mls = await insertEvent(t.db, soccerEventFor());
    await place(me.user.id, mlb.id, ML_TAKE);
    await place(me.user.id, mls.id, {
      ...ML_TAKE,
      selectionType: 'Draw',
      selectionValue: 'draw',
      price: 240,
    });
    await place(me.user.id, mls.id, OVER);
    await completeEvent(t.db, mls.id, 1, 1);
    await settle(mls.id);

    const all = (
      await t.app.inject({
        url: `/api/user/${me.user.id}/stats-by-sport`,
        headers: bearer(me.token),
      })
    ).json();
    expect(all.map((row: { sport_key: string }) => row.sport_key)).toEqual([
      'baseball_mlb',
      'soccer_usa_mls',
    ]);
    expect(all[1]).toMatchObject({
      total_selections: 2,
      total_wins: 1,
      moneyline_draws: 1,
      moneyline_draw_wins: 1,
      total_non_custom_takes: 1,
      total_non_custom_take_wins: 0,
    });

    const one = await t.app.inject({
      url: `/api/user/${me.user.id}/stats-by-sport?sportKey=soccer_usa_mls`,
      headers: bearer(me.token),
    });
    expect(one.json()).toEqual([all[1]]);
    const empty = await t.app.inject({
      url: `/api/user/${me.user.id}/stats-by-sport?sportKey=americanfootball_nfl`,
      headers: bearer(me.token),
    });
    expect(empty.json()).toEqual([
      expect.objectContaining({ sport_key: 'americanfootball_nfl', total_selections: 0 }),
    ]);
    const unknown = await t.app.inject({
      url: `/api/user/${me.user.id}/stats-by-sport?sportKey=curling`,
      headers: bearer(me.token),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SPORT_NOT_FOUND_MESSAGE);
  });
});

describe('GET /api/event/:eventId/stats', () => {
  it('counts every choice with its wins and averages the custom values', async () => {
    const event = await insertEvent(t.db);
    const users = [];
    for (let i = 0; i < 3; i += 1) users.push((await seedUser(t.db)).id);
    const [a, b, c] = users as [number, number, number];
    await place(a, event.id, ML_TAKE);
    await place(b, event.id, ML_PASS);
    await place(c, event.id, ML_PASS);
    await place(a, event.id, SPREAD_TAKE);
    await place(b, event.id, SPREAD_PASS_CUSTOM); // c 2.5
    await place(c, event.id, { ...SPREAD_PASS_CUSTOM, customValue: 3 }); // c 3
    await place(a, event.id, OVER_CUSTOM); // 10.5
    await place(b, event.id, { ...OVER_CUSTOM, customValue: 11 });
    await place(c, event.id, { ...UNDER_CUSTOM, customValue: 7.5 });
    // Boston wins 4-3: the underdog, by 1; total 7.
    await completeEvent(t.db, event.id, 3, 4);
    await settle(event.id);

    const response = await t.app.inject({ url: `/api/event/${event.id}/stats` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_submissions: 9,
      moneyline_takes: 1,
      moneyline_take_wins: 0,
      moneyline_passes: 2,
      moneyline_pass_wins: 2,
      moneyline_draws: 0,
      moneyline_draw_wins: 0,
      spread_takes: 1,
      spread_take_wins: 0,
      spread_passes: 2,
      spread_pass_wins: 0, // 3 + 2.5 < 4 and 3 + 3 < 4 are false
      spread_custom_passes: 2,
      spread_custom_pass_wins: 0,
      spread_non_custom_passes: 0,
      spread_non_custom_pass_wins: 0,
      total_takes: 2,
      total_take_wins: 0,
      total_passes: 1,
      total_pass_wins: 1,
      total_custom_passes: 1,
      total_custom_pass_wins: 1,
      total_non_custom_passes: 0,
      total_non_custom_pass_wins: 0,
      spread_custom_avg: 2.75,
      total_take_custom_avg: 10.75,
      total_pass_custom_avg: 7.5,
      game: {
        sport_key: 'baseball_mlb',
        sport_title: 'MLB',
        home_team: 'New York Yankees',
        away_team: 'Boston Red Sox',
        commence_time: event.commenceTime.toISOString(),
        status: 'settled',
        home_team_score: 3,
        away_team_score: 4,
      },
    });
  });

  it('has zero counts and null averages when nobody took part, and 404 for an unknown event', async () => {
    const event = await insertEvent(t.db);
    const stats = (await t.app.inject({ url: `/api/event/${event.id}/stats` })).json();
    expect(stats).toMatchObject({
      total_submissions: 0,
      spread_custom_avg: null,
      total_take_custom_avg: null,
      total_pass_custom_avg: null,
      game: { status: 'upcoming', home_team_score: null, away_team_score: null },
    });
    const unknown = await t.app.inject({ url: '/api/event/nope/stats' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
  });

  it('rounds averages to two decimals', async () => {
    const event = await insertEvent(t.db);
    for (const value of [9, 9.5, 9.5]) {
      const user = await seedUser(t.db);
      await place(user.id, event.id, { ...OVER_CUSTOM, customValue: value });
    }
    const stats = (await t.app.inject({ url: `/api/event/${event.id}/stats` })).json();
    expect(stats.total_take_custom_avg).toBe(9.33);
  });
});

describe('GET /api/event/:eventId/participants', () => {
  it('lists each participant once, with their visibility, in order of first submission', async () => {
    const event = await insertEvent(t.db);
    const open = await seedUser(t.db, { publicProfile: 1 });
    const hidden = await seedUser(t.db);
    await place(hidden.id, event.id, ML_TAKE);
    await place(open.id, event.id, OVER);
    await place(hidden.id, event.id, SPREAD_TAKE);
    await t.db.execute(
      sql`update sentiments set created_at = created_at + interval '1 minute' where user_id = ${open.id}`,
    );
    const response = await t.app.inject({ url: `/api/event/${event.id}/participants` });
    expect(response.json()).toEqual([
      { user_id: hidden.id, username: hidden.username, public_profile: 0, is_demo: false },
      { user_id: open.id, username: open.username, public_profile: 1, is_demo: false },
    ]);
  });

  it('answers an empty list, or 404 for an unknown event', async () => {
    const event = await insertEvent(t.db);
    expect((await t.app.inject({ url: `/api/event/${event.id}/participants` })).json()).toEqual([]);
    const unknown = await t.app.inject({ url: '/api/event/nope/participants' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
  });
});

describe('stats-by-sport with an empty sportKey', () => {
  it('answers every sport, as if the parameter were left out', async () => {
    const me = await registerUser(t.app);
    const response = await t.app.inject({
      url: `/api/user/${me.user.id}/stats-by-sport?sportKey=`,
      headers: bearer(me.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});
