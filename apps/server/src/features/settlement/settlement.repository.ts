import { MARKETS, WIN_STREAK_EVERY } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne } from '../../db/database';
import { ipBonusHundredthsSql, rankTierSql } from './rank-sql';

/**
 * The settlement SQL. Every statement is set-based over one event's
 * sentiments; the arithmetic mirrors `packages/contract/src/rules`
 * (outcome.ts, rewards.ts) on integers, and the tests compare the two.
 */

/** Arbitrary fixed key: settlements take turns, so two never lock users in opposite orders. */
const SETTLEMENT_LOCK_KEY = 7_243_118;

/**
 * One chunk of an event's holders (decision 0192): the users whose id hashes to `part` of `of`.
 * Win streaks and balances are per user, so two chunks never write the same row.
 */
export interface UserChunk {
  part: number;
  of: number;
}

export const WHOLE: UserChunk = { part: 0, of: 1 };

/**
 * Settlements take turns per chunk of users, so two never lock the same users in opposite
 * orders (decision 0192). A whole settlement takes the key alone, exclusively; a chunk takes it
 * shared, then (key, part) exclusively: chunks of one split run side by side, the same chunk of
 * two events in turn, and a whole settlement waits for every chunk.
 */
export async function takeSettlementLock(tx: Executor, chunk: UserChunk = WHOLE): Promise<void> {
  if (chunk.of === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_KEY})`);
  } else {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SETTLEMENT_LOCK_KEY}),
      pg_advisory_xact_lock(${SETTLEMENT_LOCK_KEY}::int, ${chunk.part}::int)`);
  }
  // Grading a large event sorts and hashes every sentiment; keep that in memory.
  await tx.execute(sql`set local work_mem = '64MB'`);
  // The statement's cost estimate crosses jit_above_cost, and compiling its ~100 expressions
  // takes longer than the little evaluation it speeds up (decision 0171).
  await tx.execute(sql`set local jit = off`);
}

export interface SettlingEvent {
  id: string;
  status: string;
  sport_key: string;
  h2h_draw_value: number | null;
  home_team_score: number | null;
  away_team_score: number | null;
}

/**
 * Reads the event and locks its row until the transaction ends: `for update` when this
 * transaction moves it to settled, `for share` for one chunk of a split settlement, so the
 * chunks run side by side while nothing changes the event under them (decision 0192).
 */
export async function lockEvent(tx: Executor, eventId: string, mode: 'update' | 'share') {
  return queryOne<SettlingEvent>(
    tx,
    sql`select id, status, sport_key, h2h_draw_value, home_team_score, away_team_score
        from events where id = ${eventId} for ${sql.raw(mode)}`,
  );
}

export type EventResult =
  | { kind: 'final'; home: number; away: number; drawSport: boolean }
  | { kind: 'cancelled' };

/**
 * One user holds at most one sentiment per market of an event (unique index
 * on user, event and market), so a user's run within one event is at most
 * this long, and lag() over it is enough to follow the win streak.
 */
const MAX_PER_USER = MARKETS.length;

/**
 * The win streak after each sentiment: a Loss resets it, a Win extends it, a
 * Draw leaves it (docs/game-rules.md#win-streak). `prev1..prevN` are the user's earlier
 * outcomes in this event, newest first, null when there are none.
 */
function streakAfterSql(): SQL {
  const prev = (k: number) => sql.raw(k === 0 ? 'outcome' : `prev${k}`);
  const win = (k: number) => sql`(case when ${prev(k)} = 'Win' then 1 else 0 end)`;
  /** Wins among the current outcome and the k before it. */
  const winsUpTo = (k: number) =>
    sql.join(
      Array.from({ length: k + 1 }, (_, i) => win(i)),
      sql` + `,
    );
  const branches = Array.from({ length: MAX_PER_USER }, (_, k) =>
    k === 0
      ? sql`when outcome = 'Loss' then 0`
      : sql`when ${prev(k)} = 'Loss' then ${winsUpTo(k - 1)}`,
  );
  return sql`(case ${sql.join(branches, sql` `)} else start_streak + ${winsUpTo(MAX_PER_USER - 1)} end)`;
}

/**
 * The heart of a settlement, as the `prelude` and `source` of one ledger
 * statement (`postEntriesFrom`): grade every pending sentiment of the event
 * (outcome, XP, IP, stake refunds, win streak in settlement order, i.e. by
 * sentiment id), write the outcomes onto the sentiments, post the refunds
 * and rewards, carry each user's win streak and tier in the same update as their balances, and
 * write the ranking-trend points (the `epilogue`). It answers how many sentiments it settled.
 */
export function settlementStatement(
  eventId: string,
  result: EventResult,
  at: Date,
  chunk: UserChunk = WHOLE,
): {
  prelude: SQL;
  source: SQL;
  perUser: { from: SQL; set: SQL; changes: SQL };
  epilogue: SQL;
  answer: SQL;
} {
  const cancelled = result.kind === 'cancelled';
  const home = result.kind === 'final' ? result.home : 0;
  const away = result.kind === 'final' ? result.away : 0;
  const drawSport = result.kind === 'final' && result.drawSport;
  const h = sql`${home}::int`;
  const a = sql`${away}::int`;
  // Points in tenths, so a total exactly at c compares equal (a push).
  const d10 = sql`round(coalesce(s.default_value, 0) * 10)::int`;
  const c10 = sql`round(coalesce(s.custom_value, s.default_value, 0) * 10)::int`;
  const favMinusDog = sql`(case when s.selection_value = 'away' then ${a} - ${h} else ${h} - ${a} end)`;
  const claimMargin = sql`(case
      when s.market = 'spread' and s.selection_type = 'Take' then ${favMinusDog} * 10 + ${d10}
      when s.market = 'spread' then -${favMinusDog} * 10 - ${c10}
      when s.selection_type = 'Take' then (${h} + ${a}) * 10 - ${c10}
      else ${c10} - (${h} + ${a}) * 10
    end)`;
  // A tie in a sport without a draw pushes every market (docs/game-rules.md#tied-games,
  // decision 0007); in a draw sport it is the Draw result, and spread and totals keep their comparison.
  const tiedWithoutDraw = !cancelled && !drawSport && home === away;
  const outcome = sql`(case
      when ${cancelled}::boolean or ${tiedWithoutDraw}::boolean then 'Draw'
      when s.market = 'moneyline' then case
        when s.selection_value = 'draw' then case when ${h} = ${a} then 'Win' else 'Loss' end
        when ${h} = ${a} then 'Loss'
        when (s.selection_value = 'away') = (${a} > ${h}) then 'Win'
        else 'Loss' end
      else case sign(${claimMargin}) when 1 then 'Win' when 0 then 'Draw' else 'Loss' end
    end)`;
  const lags = sql.join(
    Array.from(
      { length: MAX_PER_USER - 1 },
      (_, i) => sql`lag(g.outcome, ${sql.raw(String(i + 1))}) over w as ${sql.raw(`prev${i + 1}`)}`,
    ),
    sql`, `,
  );

  const prelude = sql`
    graded as (
      select s.id, s.user_id, s.market, s.is_custom, s.confidence_points_staked as stake,
        s.staked_ip, coalesce(nullif(s.price, 0), 100) as price,
        100 + abs(${c10} - ${d10}) as multiplier_h,
        ${outcome} as outcome
      from sentiments s
      where s.event_id = ${eventId} and s.outcome = 'Pending'${chunkFilter(chunk, sql`s.user_id`)}
    ),
    sequenced as (
      select g.*, u.win_streak as start_streak,
        ${ipBonusHundredthsSql(sql`u.xp_points`)} as bonus_h,
        ${lags},
        lead(g.id) over w is null as is_last
      from graded g join users u on u.id = g.user_id
      window w as (partition by g.user_id order by g.id)
    ),
    streaked as (
      select q.*, ${streakAfterSql()} as streak_after from sequenced q
    ),
    rewarded as (
      select id, user_id, outcome, streak_after, is_last,
        case when outcome = 'Loss' then 0 else stake end as confidence_refund,
        case when outcome = 'Loss' then 0 else staked_ip end as ip_refund,
        case
          when outcome <> 'Win' then 0
          when market = 'moneyline' then greatest(1, case
            when price > 0 then (2 * stake * price + 100) / 200
            else (200 * stake + abs(price)) / (2 * abs(price)) end)
          when is_custom and staked_ip > 0 then greatest(1, (2 * staked_ip * multiplier_h + 100) / 200)
          else 1
        end as xp,
        case when outcome = 'Win' and market <> 'moneyline' and is_custom and staked_ip > 0
          then (2 * staked_ip * multiplier_h * bonus_h + 10000) / 20000 else 0 end as ip,
        case when outcome = 'Win' and streak_after % ${WIN_STREAK_EVERY} = 0
          then (2 * bonus_h + 100) / 200 else 0 end as streak_ip
      from streaked
    ),
    settled as (
      update sentiments s
      set outcome = r.outcome, xp_points = r.xp, ip_points = r.ip + r.streak_ip,
          settled_at = ${at.toISOString()}::timestamptz
      from rewarded r
      -- The event's filter again, so the row-to-update side reads only this event's rows
      -- (its index), not every sentiment ever made (decision 0136).
      where s.id = r.id and s.event_id = ${eventId} and s.outcome = 'Pending'
      returning r.*
    ),
    user_results as (
      select user_id, max(streak_after) filter (where is_last) as streak_after
      from settled
      group by user_id
    )`;

  // One pass over the settled rows per kind of entry (decision 0136): five reads of the CTE's
  // rows, where a lateral list of five per sentiment rescanned a values list 100,000 times.
  const entry = (currency: string, reason: string, amount: string) =>
    sql`select user_id, ${currency}::text as currency, ${sql.raw(amount)} as amount,
          ${reason}::text as reason, id as sentiment_id, null::date as login_day, null::text as note
        from settled where ${sql.raw(amount)} <> 0`;
  const source = sql.join(
    [
      entry('confidence', 'stake_refund', 'confidence_refund'),
      entry('ip', 'stake_refund', 'ip_refund'),
      entry('xp', 'win_xp', 'xp'),
      entry('ip', 'win_ip', 'ip'),
      entry('ip', 'win_streak_ip', 'streak_ip'),
    ],
    sql` union all `,
  );

  // Each user's streak and tier go into the same row version as their balances (one update
  // of each user, not two); the tier follows the XP after this settlement's rewards. A user
  // paid nothing (every pick lost) is written only if the reset streak or the tier differs.
  const perUser = {
    from: sql`user_results`,
    set: sql`win_streak = totals.streak_after,
      rank_tier = ${rankTierSql(sql`(u.xp_points + coalesce(totals.xp, 0))`)}`,
    changes: sql`u.win_streak <> totals.streak_after or u.rank_tier <> ${rankTierSql(sql`u.xp_points`)}`,
  };

  // A ranking-trend point for every user whose XP or IP this settlement changed, from the
  // balances the update returns, in the same statement (decision 0135). A plain insert, no
  // `on conflict` arbiter probe per row (decision 0193): a user's picks of one event settle in
  // one transaction, under the lock of their chunk, so a second point for the same user and
  // event cannot come; the unique index would fail the settlement if it ever did.
  const epilogue = sql`
    trend_points as (
      insert into leaderboard_history (user_id, event_id, recorded_at, ranking_score, xp_points, ip_points)
      select user_id, ${eventId}, ${at.toISOString()}::timestamptz, xp_points + ip_points, xp_points, ip_points
      from updated
      where score_changed
    )`;

  const answer = sql`(select count(*) from settled)`;

  return { prelude, source, perUser, epilogue, answer };
}

/**
 * The condition that keeps a statement to one chunk's users (nothing for a whole settlement): the
 * chunk a user falls in is by a hash of the id, not the id itself, so that patterns in ids (every
 * other user, a block of sign-ups) spread over the chunks instead of loading one.
 */
export function chunkFilter(chunk: UserChunk, userId: SQL): SQL {
  if (chunk.of === 1) return sql``;
  return sql` and mod(hashint4(${userId}) & 2147483647, ${chunk.of}::int) = ${chunk.part}::int`;
}

/** Moves a completed event to settled; answers whether this call moved it. */
export async function markEventSettled(tx: Executor, eventId: string, at: Date): Promise<boolean> {
  const moved = await queryOne<{ id: string }>(
    tx,
    sql`
    update events set status = 'settled', settled_at = ${at.toISOString()}::timestamptz
    where id = ${eventId} and status = 'completed'
    returning id`,
  );
  return moved !== undefined;
}
