import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryOne, queryRows } from '../../db/database';
import { HttpError } from '../../errors';
import {
  completeEvent,
  insertEvent,
  seedSentiment,
  seedUser,
  setEventStatus,
  soccerEventFor,
} from '../../test/event-factory';
import { balancesOf, expectLedgerInvariant } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { type SettlementRef, settlementEventsFor } from '../stream/settlement-events';
import { SettlementService } from './settlement.service';

const t = useTestApp();
const settler = () => new SettlementService({ db: t.db, clock: t.clock });

async function sentimentRow(id: number) {
  return queryOne<{ outcome: string; xp_points: number; ip_points: number; settled: boolean }>(
    t.db,
    sql`select outcome, xp_points, ip_points, settled_at is not null as settled
        from sentiments where id = ${id}`,
  );
}

async function ledgerCount() {
  return (await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_entries`))
    ?.n;
}

async function eventStatus(id: string) {
  return (await queryOne<{ status: string }>(t.db, sql`select status from events where id = ${id}`))
    ?.status;
}

describe('SettlementService.settleEvent', () => {
  it('grades every market, returns or keeps stakes, pays XP and IP, and marks the event settled', async () => {
    const event = await insertEvent(t.db);
    const a = await seedUser(t.db);
    const b = await seedUser(t.db);
    const c = await seedUser(t.db);
    const d = await seedUser(t.db);
    const e = await seedUser(t.db);
    const g = await seedUser(t.db);
    const base = { eventId: event.id };
    // Yankees (home) are the favourite at -142; spread -1.5; total 8.5.
    const mlTake = await seedSentiment(t.db, {
      ...base,
      userId: a.id,
      market: 'moneyline',
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 3,
      price: -142,
    });
    const mlPass = await seedSentiment(t.db, {
      ...base,
      userId: b.id,
      market: 'moneyline',
      selectionType: 'Pass',
      selectionValue: 'away',
      confidenceStake: 2,
      price: 120,
    });
    const spreadTake = await seedSentiment(t.db, {
      ...base,
      userId: c.id,
      market: 'spread',
      selectionType: 'Take',
      selectionValue: 'home',
      defaultValue: -1.5,
    });
    const underCustom = await seedSentiment(t.db, {
      ...base,
      userId: d.id,
      market: 'totals',
      selectionType: 'Pass',
      selectionValue: 'under',
      defaultValue: 8.5,
      customValue: 7.5,
      stakedIp: 2,
    });
    const over = await seedSentiment(t.db, {
      ...base,
      userId: e.id,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 8.5,
    });
    const spreadPassCustom = await seedSentiment(t.db, {
      ...base,
      userId: g.id,
      market: 'spread',
      selectionType: 'Pass',
      selectionValue: 'home',
      defaultValue: -1.5,
      customValue: 2.5,
      stakedIp: 3,
    });
    await completeEvent(t.db, event.id, 5, 2);

    const result = await settler().settleEvent(event.id);
    expect(result).toEqual({ eventId: event.id, settledSentiments: 6, alreadySettled: false });
    expect(await eventStatus(event.id)).toBe('settled');

    // 3 staked at -142: round(3 * 100/142) = 2 XP, stake back.
    expect(await sentimentRow(mlTake)).toEqual({
      outcome: 'Win',
      xp_points: 2,
      ip_points: 0,
      settled: true,
    });
    expect(await balancesOf(t.db, a.id)).toEqual({ confidence: 10, ip: 5, xp: 2 });
    expect(await sentimentRow(mlPass)).toMatchObject({ outcome: 'Loss', xp_points: 0 });
    expect(await balancesOf(t.db, b.id)).toEqual({ confidence: 8, ip: 5, xp: 0 });
    // 5 - 1.5 > 2: the favourite covered. No stake: 1 XP.
    expect(await sentimentRow(spreadTake)).toMatchObject({ outcome: 'Win', xp_points: 1 });
    expect(await balancesOf(t.db, c.id)).toEqual({ confidence: 10, ip: 5, xp: 1 });
    // Under 7.5 with 7 scored; m = 1.1: XP round(2.2) = 2, IP round(2.2 * 1.0) = 2, stake back.
    expect(await sentimentRow(underCustom)).toMatchObject({
      outcome: 'Win',
      xp_points: 2,
      ip_points: 2,
    });
    expect(await balancesOf(t.db, d.id)).toEqual({ confidence: 10, ip: 7, xp: 2 });
    expect(await sentimentRow(over)).toMatchObject({ outcome: 'Loss', xp_points: 0 });
    // 5 + 2.5 < 2 is false: the stake is lost.
    expect(await sentimentRow(spreadPassCustom)).toMatchObject({ outcome: 'Loss' });
    expect(await balancesOf(t.db, g.id)).toEqual({ confidence: 10, ip: 2, xp: 0 });

    const points = await queryRows<{ user_id: number; ranking_score: number }>(
      t.db,
      sql`select user_id, ranking_score from leaderboard_history where event_id = ${event.id} order by user_id`,
    );
    expect(points).toEqual([
      { user_id: a.id, ranking_score: 7 },
      { user_id: c.id, ranking_score: 6 },
      { user_id: d.id, ranking_score: 9 },
    ]);
    await expectLedgerInvariant(t.db);
  });

  it('writes one outbox row, expanded to a settled pick per sentiment returning exactly its stake_refund entries', async () => {
    const event = await insertEvent(t.db);
    const [winner, loser, pusher] = [
      await seedUser(t.db),
      await seedUser(t.db),
      await seedUser(t.db),
    ];
    const base = { eventId: event.id, market: 'moneyline' as const, price: -142 };
    const win = await seedSentiment(t.db, {
      ...base,
      userId: winner.id,
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 3,
    });
    const loss = await seedSentiment(t.db, {
      ...base,
      userId: loser.id,
      selectionType: 'Pass',
      selectionValue: 'away',
      confidenceStake: 2,
    });
    // Total 7 against a custom 7: a push, the IP stake comes back.
    const push = await seedSentiment(t.db, {
      eventId: event.id,
      userId: pusher.id,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 8.5,
      customValue: 7,
      stakedIp: 2,
    });
    await completeEvent(t.db, event.id, 5, 2);
    await settler().settleEvent(event.id);

    // One outbox row for the settlement; the hub expands it per holder (decision 0134).
    const outbox = await queryRows<{ payload: SettlementRef }>(
      t.db,
      sql`select payload from stream_outbox where type = 'settlement'`,
    );
    expect(outbox).toHaveLength(1);
    const [row] = outbox;
    if (!row) throw new Error('no settlement outbox row');
    const events = await settlementEventsFor(t.db, row.payload, [winner.id, loser.id, pusher.id]);
    expect(events.map((e) => e.type)).toEqual([
      'pick_settled',
      'balance',
      'pick_settled',
      'balance',
      'pick_settled',
      'balance',
    ]);
    const refunds = await queryRows<{ id: number; lc: number; li: number }>(
      t.db,
      sql`select s.id,
            coalesce(sum(l.amount) filter (where l.currency = 'confidence'), 0)::int as lc,
            coalesce(sum(l.amount) filter (where l.currency = 'ip'), 0)::int as li
          from sentiments s
          left join ledger_entries l on l.sentiment_id = s.id and l.reason = 'stake_refund'
          where s.event_id = ${event.id}
          group by s.id`,
    );
    const rows = events
      .filter((e) => e.type === 'pick_settled')
      .map((e) => {
        const pick = JSON.parse(e.payload) as {
          sentiment_id: number;
          confidence_returned: number;
          ip_returned: number;
        };
        const ledger = refunds.find((r) => r.id === pick.sentiment_id);
        return {
          id: pick.sentiment_id,
          c: pick.confidence_returned,
          i: pick.ip_returned,
          lc: ledger?.lc,
          li: ledger?.li,
        };
      })
      .sort((x, y) => x.id - y.id);
    expect(rows).toEqual([
      { id: win, c: 3, i: 0, lc: 3, li: 0 },
      { id: loss, c: 0, i: 0, lc: 0, li: 0 },
      { id: push, c: 0, i: 2, lc: 0, li: 2 },
    ]);
  });

  it('changes nothing the second time', async () => {
    const event = await insertEvent(t.db);
    const user = await seedUser(t.db);
    await seedSentiment(t.db, {
      userId: user.id,
      eventId: event.id,
      market: 'moneyline',
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 5,
      price: -142,
    });
    await completeEvent(t.db, event.id, 3, 1);
    await settler().settleEvent(event.id);
    const entries = await ledgerCount();
    const balances = await balancesOf(t.db, user.id);

    const again = await settler().settleEvent(event.id);
    expect(again).toEqual({ eventId: event.id, settledSentiments: 0, alreadySettled: true });
    expect(await ledgerCount()).toBe(entries);
    expect(await balancesOf(t.db, user.id)).toEqual(balances);
    await expectLedgerInvariant(t.db);
  });

  it('settles a cancelled event as Draw, refunding every stake, and leaves it cancelled', async () => {
    const event = await insertEvent(t.db);
    const user = await seedUser(t.db);
    const ml = await seedSentiment(t.db, {
      userId: user.id,
      eventId: event.id,
      market: 'moneyline',
      selectionType: 'Pass',
      selectionValue: 'away',
      confidenceStake: 4,
      price: 120,
    });
    const custom = await seedSentiment(t.db, {
      userId: user.id,
      eventId: event.id,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 8.5,
      customValue: 10,
      stakedIp: 5,
    });
    expect(await balancesOf(t.db, user.id)).toEqual({ confidence: 6, ip: 0, xp: 0 });
    await setEventStatus(t.db, event.id, 'cancelled');

    expect(await settler().settleEvent(event.id)).toEqual({
      eventId: event.id,
      settledSentiments: 2,
      alreadySettled: false,
    });
    expect(await sentimentRow(ml)).toMatchObject({ outcome: 'Draw', xp_points: 0 });
    expect(await sentimentRow(custom)).toMatchObject({ outcome: 'Draw', ip_points: 0 });
    expect(await balancesOf(t.db, user.id)).toEqual({ confidence: 10, ip: 5, xp: 0 });
    expect(await eventStatus(event.id)).toBe('cancelled');
    expect(await settler().settleEvent(event.id)).toEqual({
      eventId: event.id,
      settledSentiments: 0,
      alreadySettled: true,
    });
    await expectLedgerInvariant(t.db);
  });

  it('pushes every market of a tied game in a sport without a draw: stakes back, no XP or IP', async () => {
    const event = await insertEvent(t.db);
    const [a, b, c, d] = [
      await seedUser(t.db),
      await seedUser(t.db),
      await seedUser(t.db),
      await seedUser(t.db),
    ];
    const on = { eventId: event.id };
    // Graded by their own comparison on 5-5, the four line sentiments would be a
    // Loss (5 - 1.5 > 5), a Win (5 - 1.5 < 5), a Loss (5 + 2.5 < 5) and a Win (10 > 9.5).
    const ids = [
      await seedSentiment(t.db, {
        ...on,
        userId: a.id,
        market: 'moneyline',
        selectionType: 'Take',
        selectionValue: 'home',
        confidenceStake: 3,
        price: -142,
      }),
      await seedSentiment(t.db, {
        ...on,
        userId: a.id,
        market: 'totals',
        selectionType: 'Take',
        selectionValue: 'over',
        defaultValue: 8.5,
        customValue: 9.5,
        stakedIp: 2,
      }),
      await seedSentiment(t.db, {
        ...on,
        userId: b.id,
        market: 'spread',
        selectionType: 'Take',
        selectionValue: 'home',
        defaultValue: -1.5,
      }),
      await seedSentiment(t.db, {
        ...on,
        userId: c.id,
        market: 'spread',
        selectionType: 'Pass',
        selectionValue: 'home',
        defaultValue: -1.5,
      }),
      await seedSentiment(t.db, {
        ...on,
        userId: d.id,
        market: 'spread',
        selectionType: 'Pass',
        selectionValue: 'home',
        defaultValue: -1.5,
        customValue: 2.5,
        stakedIp: 1,
      }),
    ];
    expect(await balancesOf(t.db, a.id)).toEqual({ confidence: 7, ip: 3, xp: 0 });
    await completeEvent(t.db, event.id, 5, 5);

    await settler().settleEvent(event.id);
    for (const id of ids) {
      expect(await sentimentRow(id)).toEqual({
        outcome: 'Draw',
        xp_points: 0,
        ip_points: 0,
        settled: true,
      });
    }
    for (const user of [a, b, c, d]) {
      expect(await balancesOf(t.db, user.id)).toEqual({ confidence: 10, ip: 5, xp: 0 });
    }
    await expectLedgerInvariant(t.db);
  });

  it('grades a tied soccer game as the Draw result, and its spread and totals by their comparison', async () => {
    const event = await insertEvent(t.db, soccerEventFor());
    const user = await seedUser(t.db);
    const base = { userId: user.id, eventId: event.id };
    const home = await seedSentiment(t.db, {
      ...base,
      market: 'moneyline',
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 2,
      price: 150,
    });
    const other = await seedUser(t.db);
    const draw = await seedSentiment(t.db, {
      userId: other.id,
      eventId: event.id,
      market: 'moneyline',
      selectionType: 'Draw',
      selectionValue: 'draw',
      confidenceStake: 1,
      price: 240,
    });
    const spreadTake = await seedSentiment(t.db, {
      ...base,
      market: 'spread',
      selectionType: 'Take',
      selectionValue: 'home',
      defaultValue: -0.5,
    });
    const over = await seedSentiment(t.db, {
      ...base,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 2.5,
    });
    await completeEvent(t.db, event.id, 1, 1);

    await settler().settleEvent(event.id);
    expect(await sentimentRow(home)).toMatchObject({ outcome: 'Loss', xp_points: 0 });
    // 1 staked at +240: round(2.4) = 2 XP.
    expect(await sentimentRow(draw)).toMatchObject({ outcome: 'Win', xp_points: 2 });
    // 1 - 0.5 > 1 is false: the favourite did not cover.
    expect(await sentimentRow(spreadTake)).toMatchObject({ outcome: 'Loss' });
    // 2 > 2.5 is false.
    expect(await sentimentRow(over)).toMatchObject({ outcome: 'Loss' });
    await expectLedgerInvariant(t.db);
  });

  it.each(['upcoming', 'in_progress'] as const)(
    'refuses a %s event and changes nothing',
    async (status) => {
      const event = await insertEvent(t.db, { status });
      const user = await seedUser(t.db);
      await seedSentiment(t.db, {
        userId: user.id,
        eventId: event.id,
        market: 'moneyline',
        selectionType: 'Take',
        selectionValue: 'home',
        confidenceStake: 1,
        price: -142,
      });
      const error = await settler()
        .settleEvent(event.id)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(409);
      expect(await eventStatus(event.id)).toBe(status);
      expect(await balancesOf(t.db, user.id)).toEqual({ confidence: 9, ip: 5, xp: 0 });
    },
  );

  it('answers 404 for an unknown event', async () => {
    const error = await settler()
      .settleEvent('nope')
      .catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(404);
  });
});

describe('win streak, ip_bonus and tiers', () => {
  async function mlWin(userId: number, home: number, away: number) {
    const event = await insertEvent(t.db);
    const id = await seedSentiment(t.db, {
      userId,
      eventId: event.id,
      market: 'moneyline',
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 1,
      price: 100,
    });
    await completeEvent(t.db, event.id, home, away);
    await settler().settleEvent(event.id);
    return sentimentRow(id);
  }

  async function winStreak(userId: number) {
    return (
      await queryOne<{ win_streak: number }>(
        t.db,
        sql`select win_streak from users where id = ${userId}`,
      )
    )?.win_streak;
  }

  it('grants round(1 * ip_bonus) on every third consecutive win; a draw is neutral, a loss resets', async () => {
    const user = await seedUser(t.db);
    expect((await mlWin(user.id, 2, 1))?.ip_points).toBe(0);
    expect((await mlWin(user.id, 2, 1))?.ip_points).toBe(0);
    expect(await mlWin(user.id, 1, 1)).toMatchObject({ outcome: 'Draw', ip_points: 0 });
    expect(await mlWin(user.id, 2, 1)).toMatchObject({ outcome: 'Win', ip_points: 1 });
    expect(await winStreak(user.id)).toBe(3);
    expect(await mlWin(user.id, 0, 1)).toMatchObject({ outcome: 'Loss' });
    expect(await winStreak(user.id)).toBe(0);
    await mlWin(user.id, 2, 1);
    await mlWin(user.id, 2, 1);
    expect((await mlWin(user.id, 2, 1))?.ip_points).toBe(1);
    expect((await mlWin(user.id, 2, 1))?.ip_points).toBe(0);
    expect(await winStreak(user.id)).toBe(4);
    // 6 streak wins, 2 bonuses; each win at even money staking 1 earned 1 XP.
    expect(await balancesOf(t.db, user.id)).toMatchObject({ ip: 7, xp: 7 });
    await expectLedgerInvariant(t.db);
  });

  it.each([
    [250, 1], // Sharp: round(1.25) = 1
    [500, 2], // Pro: round(1.5) = 2, half up
    [1000, 2], // Expert: round(1.75) = 2
  ])('pays the streak bonus at the tier held: %i XP earns %i IP', async (xp, bonus) => {
    const user = await seedUser(t.db, { xp });
    await t.db.execute(sql`update users set win_streak = 2 where id = ${user.id}`);
    expect((await mlWin(user.id, 3, 0))?.ip_points).toBe(bonus);
  });

  it('counts wins within one event in submission order, continuing the stored streak', async () => {
    const user = await seedUser(t.db);
    await t.db.execute(sql`update users set win_streak = 1 where id = ${user.id}`);
    const event = await insertEvent(t.db);
    const common = { userId: user.id, eventId: event.id };
    const ml = await seedSentiment(t.db, {
      ...common,
      market: 'moneyline',
      selectionType: 'Take',
      selectionValue: 'home',
      confidenceStake: 1,
      price: -142,
    });
    const spread = await seedSentiment(t.db, {
      ...common,
      market: 'spread',
      selectionType: 'Take',
      selectionValue: 'home',
      defaultValue: -1.5,
    });
    const totals = await seedSentiment(t.db, {
      ...common,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 8.5,
    });
    await completeEvent(t.db, event.id, 9, 1);
    await settler().settleEvent(event.id);
    // Streak 1 -> 2 (ml) -> 3 (spread: bonus) -> 4 (totals).
    expect((await sentimentRow(ml))?.ip_points).toBe(0);
    expect((await sentimentRow(spread))?.ip_points).toBe(1);
    expect((await sentimentRow(totals))?.ip_points).toBe(0);
    expect(await winStreak(user.id)).toBe(4);
    const streakEntries = await queryRows(
      t.db,
      sql`select sentiment_id::int from ledger_entries where reason = 'win_streak_ip'`,
    );
    expect(streakEntries).toEqual([{ sentiment_id: spread }]);
  });

  it('applies the ip_bonus of the tier held at settlement, then moves the tier up', async () => {
    const pro = await seedUser(t.db, { xp: 995 });
    const rookie = await seedUser(t.db, { xp: 99 });
    const event = await insertEvent(t.db);
    const custom = (userId: number) =>
      seedSentiment(t.db, {
        userId,
        eventId: event.id,
        market: 'totals',
        selectionType: 'Take',
        selectionValue: 'over',
        defaultValue: 8.5,
        customValue: 18.5,
        stakedIp: 5,
      });
    const proSentiment = await custom(pro.id);
    const rookieSentiment = await custom(rookie.id);
    await completeEvent(t.db, event.id, 12, 8);
    await settler().settleEvent(event.id);
    // m = 1 + 10/10 = 2: XP round(5 * 2) = 10; IP round(5 * 2 * bonus).
    expect(await sentimentRow(proSentiment)).toMatchObject({ xp_points: 10, ip_points: 15 });
    expect(await sentimentRow(rookieSentiment)).toMatchObject({ xp_points: 10, ip_points: 10 });
    const tiers = await queryRows<{ id: number; rank_tier: string }>(
      t.db,
      sql`select id, rank_tier from users order by id`,
    );
    expect(tiers).toEqual([
      { id: pro.id, rank_tier: 'Expert' },
      { id: rookie.id, rank_tier: 'Regular' },
    ]);
    // Stake 5 back plus 15 and 10.
    expect(await balancesOf(t.db, pro.id)).toEqual({ confidence: 10, ip: 20, xp: 1005 });
    expect(await balancesOf(t.db, rookie.id)).toEqual({ confidence: 10, ip: 15, xp: 109 });
    await expectLedgerInvariant(t.db);
  });
});

afterEach(async () => {
  // Every scenario above must leave the invariant intact, whatever it asserted.
  if (t.db) await expectLedgerInvariant(t.db);
});
