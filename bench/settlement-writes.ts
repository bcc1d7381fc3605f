/**
 * The settlement's writes alone (BENCH_WRITES=1 of `bench:settlement`): a lower bound for any
 * settlement that keeps today's rules and schema. After a real settlement of an event, it copies
 * the rows that settlement wrote, puts the database back as it was before it (untimed), then
 * times writing the same rows again with no grading, no streak or tier logic and no outbox: the
 * outcomes onto the sentiments, the ledger entries, the users' balances (their triggers keep the
 * leaderboard order) and the ranking-trend points. It runs in the same chunks of users, side by
 * side, as the settler (decision 0192), so the figure compares with the settlement's own.
 *
 * Why: the issue's ≤ 2× target compares the settlement with one bare UPDATE of the sentiments.
 * If the writes the game rules require already cost more than that, no change to the settlement's
 * logic can meet it (bench/README.md, Settlement).
 */
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { chunkFilter } from '../apps/server/src/features/settlement/settlement.repository';
import { backendCpuSeconds, cpuMsBetween } from './process-cpu';

/** The settlement's own ledger reasons: every entry it writes, none of the stakes before it. */
const SETTLEMENT_REASONS = sql`('stake_refund', 'win_xp', 'win_ip', 'win_streak_ip')`;

/** Copies what the settlement of `eventId` wrote into tables of the throwaway database. */
async function copySettledRows(database: Database, eventId: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    create table bench_settled_sentiments as
    select id, user_id, outcome, xp_points, ip_points, settled_at
    from sentiments where event_id = ${eventId}`);
  await db.execute(sql`
    create table bench_settled_ledger as
    select l.user_id, l.currency, l.amount, l.reason, l.sentiment_id, l.created_at
    from ledger_entries l join sentiments s on s.id = l.sentiment_id
    where s.event_id = ${eventId} and l.reason in ${SETTLEMENT_REASONS}`);
  await db.execute(sql`
    create table bench_settled_users as
    select u.id, u.confidence_points, u.ip_points, u.xp_points, u.rank_tier, u.win_streak,
      d.confidence, d.ip, d.xp
    from users u join (
      select user_id,
        coalesce(sum(amount) filter (where currency = 'confidence'), 0) as confidence,
        coalesce(sum(amount) filter (where currency = 'ip'), 0) as ip,
        coalesce(sum(amount) filter (where currency = 'xp'), 0) as xp
      from bench_settled_ledger group by user_id
    ) d on d.user_id = u.id`);
  await db.execute(sql`
    create table bench_settled_trend as
    select user_id, event_id, recorded_at, ranking_score, xp_points, ip_points
    from leaderboard_history where event_id = ${eventId}`);
}

/**
 * The database as before the settlement, for the rows it wrote: its ledger entries and trend
 * points gone, balances back by the entries' sums, sentiments pending. Win streaks go to 0 and
 * tiers stay: the replay rewrites each user's row either way, and only the balances must add up.
 * The users' triggers run, so the leaderboard order follows.
 */
async function undoSettledRows(database: Database, eventId: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    delete from ledger_entries l using sentiments s
    where s.id = l.sentiment_id and s.event_id = ${eventId} and l.reason in ${SETTLEMENT_REASONS}`);
  await db.execute(sql`
    update users u set confidence_points = u.confidence_points - b.confidence,
      ip_points = u.ip_points - b.ip, xp_points = u.xp_points - b.xp, win_streak = 0
    from bench_settled_users b where b.id = u.id`);
  await db.execute(sql`delete from leaderboard_history where event_id = ${eventId}`);
  await db.execute(sql`
    update sentiments set outcome = 'Pending', xp_points = 0, ip_points = 0, settled_at = null
    where event_id = ${eventId}`);
  for (const table of ['sentiments', 'users', 'ledger_entries', 'leaderboard_history']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** One chunk's rows written again, in one transaction, as the settler's chunk would commit. */
function writeChunk(database: Database, part: number, of: number): Promise<void> {
  const inChunk = (userId: SQL) => chunkFilter({ part, of }, userId);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`
      update sentiments s set outcome = b.outcome, xp_points = b.xp_points,
        ip_points = b.ip_points, settled_at = b.settled_at
      from bench_settled_sentiments b where s.id = b.id${inChunk(sql`b.user_id`)}`);
    await tx.execute(sql`
      insert into ledger_entries (user_id, currency, amount, reason, sentiment_id, created_at)
      select user_id, currency, amount, reason, sentiment_id, created_at
      from bench_settled_ledger where true${inChunk(sql`user_id`)}`);
    await tx.execute(sql`
      update users u set confidence_points = b.confidence_points, ip_points = b.ip_points,
        xp_points = b.xp_points, rank_tier = b.rank_tier, win_streak = b.win_streak
      from bench_settled_users b where b.id = u.id${inChunk(sql`b.id`)}`);
    await tx.execute(sql`
      insert into leaderboard_history (user_id, event_id, recorded_at, ranking_score, xp_points, ip_points)
      select user_id, event_id, recorded_at, ranking_score, xp_points, ip_points
      from bench_settled_trend where true${inChunk(sql`user_id`)}`);
  });
}

/**
 * Times the writes alone for an event the settler has just settled, and leaves the database as
 * that settlement left it (the same rows, written again), so the ledger invariant still holds.
 */
export async function timeWritesAlone(
  database: Database,
  eventId: string,
  chunks: number,
): Promise<{ elapsed: number; cpuMs: number | null }> {
  await copySettledRows(database, eventId);
  try {
    await undoSettledRows(database, eventId);
    const cpuBefore = await backendCpuSeconds(database);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: chunks }, (_, part) => writeChunk(database, part, chunks)),
    );
    const elapsed = performance.now() - started;
    return { elapsed, cpuMs: cpuMsBetween(cpuBefore, await backendCpuSeconds(database)) };
  } finally {
    for (const table of ['sentiments', 'ledger', 'users', 'trend']) {
      await database.db.execute(sql.raw(`drop table if exists bench_settled_${table}`));
    }
  }
}
