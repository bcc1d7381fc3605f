import {
  applyWinStreak,
  customRange,
  EMPTY_GAME_LINE,
  type GameWithLine,
  hasDrawOption,
  ipBonusFor,
  LINE_MARKETS,
  type Market,
  marketDefaultValue,
  pickGameLine,
  rankForXp,
  type SelectionType,
  type StoredClaim,
  sentimentOutcome,
  settlementFor,
  winStreakBonusIp,
} from '@takeline/contract';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock';
import { queryRows } from '../../db/database';
import { events, sentiments, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { type EventRow, eventFor, seedUser } from '../../test/event-factory';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { resetDatabase } from '../../test/test-database';
import { findBalanceMismatches, findOrphanLogRows } from '../ledger/ledger.repository';
import { SentimentService } from '../sentiment/sentiment.service';
import { SettlementService } from './settlement.service';

/**
 * Random users, events, lines, sentiments and final scores, settled in any
 * order, any number of times, with duplicate calls racing. Afterwards the
 * ledger invariant holds, every finished event's sentiments are settled
 * exactly once, and every outcome, reward, streak and tier equals what the
 * contract's pure functions say.
 */

const t = useTestApp();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

const SPORTS = [
  { sportKey: 'baseball_mlb', origin: 'odds_api', draw: null },
  { sportKey: 'americanfootball_nfl', origin: 'simulated', draw: null },
  { sportKey: 'soccer_usa_mls', origin: 'odds_api', draw: 240 },
  { sportKey: 'icehockey_nhl', origin: 'test_event', draw: 250 },
  { sportKey: 'basketball_nba', origin: 'test_game', draw: null },
] as const;

type Result =
  | { kind: 'final'; home: number; away: number }
  | { kind: 'cancelled' }
  | { kind: 'open' };

const resultArb: fc.Arbitrary<Result> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('final' as const),
      home: fc.nat(9),
      away: fc.nat(9),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'cancelled' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'open' as const }) },
);

const eventArb = fc.record({
  sport: fc.constantFrom(...SPORTS),
  home: fc.constantFrom(-330, -220, -150, -110, 100, 110, 150, 220, 330),
  away: fc.constantFrom(-330, -150, -110, 100, 110, 120, 220),
  spread: fc.constantFrom(-7, -3, -1.5, -0.5, 0, 1.5, 3),
  total: fc.constantFrom(2.5, 5.5, 8, 8.5, 44),
  result: resultArb,
});

const lineChoiceArb = fc.record({
  type: fc.constantFrom('Take' as const, 'Pass' as const),
  /** Where in the custom range, 0..1; null for no custom value. */
  custom: fc.option(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { nil: null }),
  stake: fc.integer({ min: 1, max: 5 }),
});

const choiceArb = fc.record({
  moneyline: fc.option(
    fc.record({
      type: fc.constantFrom('Take' as const, 'Pass' as const, 'Draw' as const),
      stake: fc.integer({ min: 1, max: 5 }),
    }),
    { nil: null },
  ),
  spread: fc.option(lineChoiceArb, { nil: null }),
  totals: fc.option(lineChoiceArb, { nil: null }),
});

const userArb = fc.record({
  xp: fc.constantFrom(0, 95, 248, 497, 990, 2490, 3000),
  confidence: fc.integer({ min: 0, max: 12 }),
  ip: fc.integer({ min: 0, max: 8 }),
});

const scenarioArb = fc
  .record({
    users: fc.array(userArb, { minLength: 1, maxLength: 4 }),
    events: fc.array(eventArb, { minLength: 1, maxLength: 3 }),
  })
  .chain((base) => {
    const eventIndexes = base.events.map((_, index) => index);
    return fc.record({
      /** Whole, or split into 2 or 3 chunks of users (decision 0192). */
      chunks: fc.integer({ min: 1, max: 3 }),
      users: fc.constant(base.users),
      events: fc.constant(base.events),
      choices: fc.array(
        fc.array(choiceArb, { minLength: base.events.length, maxLength: base.events.length }),
        { minLength: base.users.length, maxLength: base.users.length },
      ),
      /** Settle calls in order; each step fires `copies` calls at once. */
      steps: fc.array(
        fc.record({
          event: fc.constantFrom(...eventIndexes),
          copies: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 5 },
      ),
      /** Then every event once more, in some order. */
      finalOrder: fc.shuffledSubarray(eventIndexes, {
        minLength: eventIndexes.length,
        maxLength: eventIndexes.length,
      }),
    });
  });

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function gameOf(row: EventRow): GameWithLine {
  return {
    sport_key: row.sportKey,
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    ...pickGameLine({ ...EMPTY_GAME_LINE, ...row }),
  };
}

/** A value on the custom range's grid, `where` of the way along it. */
function customValueAt(where: number, range: { min: number; max: number; step: number }) {
  const steps = Math.round((range.max - range.min) / range.step);
  const k = Math.min(steps, Math.floor(where * (steps + 1)));
  return Math.round((range.min + k * range.step) * 10) / 10;
}

async function runScenario(scenario: Scenario) {
  await resetDatabase(t.database);
  t.clock.set(TEST_NOW);
  const { db } = t;
  const submit = new SentimentService({ db, clock: t.clock, testTools: true });
  // Part of the scenario, so a shrunk or replayed failure settles in the same chunks.
  const settler = new SettlementService({ db, clock: t.clock, chunks: scenario.chunks });

  const userIds: number[] = [];
  for (const user of scenario.users) userIds.push((await seedUser(db, user)).id);

  const eventRows = scenario.events.map((spec, index) =>
    eventFor({
      id: `prop-${index}`,
      sportKey: spec.sport.sportKey,
      origin: spec.sport.origin,
      h2h_home_team_value: spec.home,
      h2h_away_team_value: spec.away,
      h2h_draw_value: spec.sport.draw,
      spreads_home_team_point: spec.spread,
      spreads_away_team_point: -spec.spread,
      totals_over_point: spec.total,
      totals_under_point: spec.total,
    }),
  );
  for (const row of eventRows) await db.insert(events).values(row);

  // Submissions through the real path; a refusal (no balance, no draw) is fine.
  for (const [u, userId] of userIds.entries()) {
    for (const [e, row] of eventRows.entries()) {
      const choice = scenario.choices[u]?.[e];
      if (!choice) continue;
      const line = gameOf(row);
      const isTestEvent = row.origin === 'test_event' || row.origin === 'test_game';
      const attempts: Array<() => Promise<unknown>> = [];
      if (choice.moneyline) {
        const { type, stake } = choice.moneyline;
        attempts.push(() =>
          submit.submitMoneyline(userId, {
            event_id: row.id,
            selection_type: type,
            confidence_points: stake,
          }),
        );
      }
      for (const market of LINE_MARKETS) {
        const pick = choice[market];
        if (!pick) continue;
        const d = marketDefaultValue(line, market) ?? 0;
        const range = customRange({
          market,
          selectionType: pick.type,
          defaultValue: d,
          sportKey: row.sportKey,
          isTestEvent,
        });
        const custom = pick.custom !== null && range ? customValueAt(pick.custom, range) : null;
        attempts.push(() =>
          submit.submitLine(userId, market, {
            event_id: row.id,
            selection_type: pick.type,
            default_value: d,
            is_custom: custom !== null,
            custom_value: custom,
            staked_ip: custom !== null ? pick.stake : null,
          }),
        );
      }
      for (const attempt of attempts) {
        await attempt().catch((error: unknown) => {
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        });
      }
    }
  }

  // Finish the events as the scenario says.
  for (const [index, spec] of scenario.events.entries()) {
    const id = `prop-${index}`;
    const { result } = spec;
    if (result.kind === 'final') {
      await db
        .update(events)
        .set({ status: 'completed', homeScore: result.home, awayScore: result.away })
        .where(eq(events.id, id));
    } else {
      await db
        .update(events)
        .set({ status: result.kind === 'cancelled' ? 'cancelled' : 'in_progress' })
        .where(eq(events.id, id));
    }
  }

  // Model state, from the database right after the stakes.
  const startRows = await db
    .select({
      id: users.id,
      conf: users.confidencePoints,
      ip: users.ipPoints,
      xp: users.xpPoints,
      streak: users.winStreak,
    })
    .from(users)
    .orderBy(asc(users.id));
  const model = new Map(startRows.map((row) => [row.id, { ...row }]));
  const storedSentiments = await db.select().from(sentiments).orderBy(asc(sentiments.id));
  const expectedSentiment = new Map<number, { outcome: string; xp: number; ip: number }>();
  const expectedPoints = new Set<string>();

  const settledOnce = new Set<number>();
  const modelSettle = (eventIndex: number) => {
    const spec = scenario.events[eventIndex];
    const row = eventRows[eventIndex];
    if (!spec || !row || spec.result.kind === 'open' || settledOnce.has(eventIndex)) return;
    // A cancelled event with nothing pending is settled already; so is a settled one.
    settledOnce.add(eventIndex);
    const result = spec.result;
    const drawSport = hasDrawOption(gameOf(row));
    const mine = storedSentiments.filter((s) => s.eventId === row.id);
    const bonusByUser = new Map<number, number>();
    const gained = new Map<number, number>();
    for (const s of mine) {
      const user = model.get(s.userId);
      if (!user) throw new Error('user');
      if (!bonusByUser.has(s.userId))
        bonusByUser.set(s.userId, ipBonusFor(rankForXp(user.xp).name));
      const bonus = bonusByUser.get(s.userId) ?? 1;
      const outcome = sentimentOutcome(
        {
          market: s.market as Market,
          selectionType: s.selectionType as SelectionType,
          selectionValue: s.selectionValue as StoredClaim['selectionValue'],
          defaultValue: s.defaultValue,
          claimValue: s.customValue ?? s.defaultValue,
          drawSport,
        },
        result.kind === 'final' ? result : { kind: 'cancelled' },
      );
      if (outcome === 'Pending') throw new Error('pending');
      const pay = settlementFor(
        {
          market: s.market as Market,
          isCustom: s.isCustom,
          confidenceStake: s.confidencePointsStaked,
          stakedIp: s.stakedIp,
          price: s.price,
          defaultValue: s.defaultValue,
          claimValue: s.customValue ?? s.defaultValue,
        },
        outcome,
        bonus,
      );
      const streak = applyWinStreak(user.streak, [outcome]);
      user.streak = streak.streak;
      const streakIp = streak.bonuses * winStreakBonusIp(bonus);
      user.conf += pay.confidenceRefund;
      user.ip += pay.ipRefund + pay.ip + streakIp;
      user.xp += pay.xp;
      gained.set(s.userId, (gained.get(s.userId) ?? 0) + pay.ipRefund + pay.ip + streakIp + pay.xp);
      expectedSentiment.set(s.id, { outcome, xp: pay.xp, ip: pay.ip + streakIp });
    }
    for (const [userId, amount] of gained)
      if (amount > 0) expectedPoints.add(`${userId}:${row.id}`);
  };

  const order = [...scenario.steps, ...scenario.finalOrder.map((event) => ({ event, copies: 1 }))];
  for (const step of order) {
    t.clock.advance(MINUTE_MS);
    const id = `prop-${step.event}`;
    const calls = await Promise.allSettled(
      Array.from({ length: step.copies }, () => settler.settleEvent(id)),
    );
    const open = scenario.events[step.event]?.result.kind === 'open';
    for (const call of calls) {
      if (open) {
        expect(call.status).toBe('rejected');
        expect(((call as PromiseRejectedResult).reason as HttpError).statusCode).toBe(409);
      } else {
        expect(call.status, String((call as PromiseRejectedResult).reason)).toBe('fulfilled');
      }
    }
    if (!open) {
      const fulfilled = calls.map(
        (call) =>
          (call as PromiseFulfilledResult<{ alreadySettled: boolean; settledSentiments: number }>)
            .value,
      );
      const firstTime = !settledOnce.has(step.event);
      const settling = fulfilled.filter((r) => r.settledSentiments > 0);
      const pending = storedSentiments.filter((s) => s.eventId === id).length;
      // Concurrent split calls may each settle some chunks; together they settle each pick once.
      const settled = fulfilled.reduce((sum, r) => sum + r.settledSentiments, 0);
      expect(settled).toBe(firstTime ? pending : 0);
      if (scenario.chunks === 1) expect(settling.length).toBe(firstTime && pending > 0 ? 1 : 0);
    }
    modelSettle(step.event);
  }

  // 1. The invariant: balances equal ledger sums; none negative; no orphan log rows.
  expect(await findBalanceMismatches(db)).toEqual([]);
  expect(await findOrphanLogRows(db)).toEqual([]);

  // 2. Each sentiment settled exactly as the pure functions say, or still pending.
  const after = await db
    .select({
      id: sentiments.id,
      outcome: sentiments.outcome,
      xp: sentiments.xpPoints,
      ip: sentiments.ipPoints,
      settledAt: sentiments.settledAt,
    })
    .from(sentiments)
    .orderBy(asc(sentiments.id));
  for (const s of after) {
    const expected = expectedSentiment.get(s.id) ?? { outcome: 'Pending', xp: 0, ip: 0 };
    expect({ id: s.id, outcome: s.outcome, xp: s.xp, ip: s.ip }).toEqual({ id: s.id, ...expected });
    expect(s.settledAt === null).toBe(expected.outcome === 'Pending');
  }
  // Ledger payouts per sentiment agree with what the sentiment records.
  const paid = await queryRows<{ id: number; xp: number; ip: number }>(
    db,
    sql`select s.id::int as id,
          coalesce(sum(l.amount) filter (where l.currency = 'xp'), 0)::int as xp,
          coalesce(sum(l.amount) filter (where l.reason in ('win_ip', 'win_streak_ip')), 0)::int as ip
        from sentiments s left join ledger_entries l on l.sentiment_id = s.id
        group by s.id order by s.id`,
  );
  expect(paid).toEqual(after.map((s) => ({ id: s.id, xp: s.xp, ip: s.ip })));

  // 3. Balances, streaks and tiers.
  const final = await db
    .select({
      id: users.id,
      conf: users.confidencePoints,
      ip: users.ipPoints,
      xp: users.xpPoints,
      streak: users.winStreak,
      tier: users.rankTier,
    })
    .from(users)
    .orderBy(asc(users.id));
  expect(final).toEqual(
    [...model.values()].map((user) => ({ ...user, tier: rankForXp(user.xp).name })),
  );

  // 4. One ranking-trend point per user and event whose XP or IP changed.
  const points = await queryRows<{ key: string }>(
    db,
    sql`select user_id || ':' || event_id as key from leaderboard_history where event_id is not null order by 1`,
  );
  expect(points.map((p) => p.key).sort()).toEqual([...expectedPoints].sort());

  // 5. Completed events end settled; cancelled stay cancelled; open stay open.
  const statuses = await queryRows<{ id: string; status: string }>(
    db,
    sql`select id, status from events order by id`,
  );
  expect(statuses.map((s) => s.status)).toEqual(
    scenario.events.map((spec) =>
      spec.result.kind === 'final'
        ? 'settled'
        : spec.result.kind === 'cancelled'
          ? 'cancelled'
          : 'in_progress',
    ),
  );
}

describe('settlement property', () => {
  it('keeps the ledger invariant and pays exactly what the contract rules say, once', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, runScenario), { numRuns: RUNS });
  }, 180_000);
});
