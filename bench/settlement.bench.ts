/**
 * Settlement benchmark (docs/architecture.md#10-benchmarks, decision 0021): one event with
 * BENCH_SENTIMENTS sentiments (100,000 by default) across the three markets, settled by the real
 * SettlementService. Each run first times a bare UPDATE of the same rows (the floor to compare
 * with), puts them back to Pending, then settles them.
 *
 *   npm run bench:settlement                      # PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:settlement
 *
 * On PostgreSQL it works in a throwaway database of its own, dropped at the end.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../apps/server/src/clock';
import { type Database, queryOne } from '../apps/server/src/db/database';
import { findBalanceMismatches } from '../apps/server/src/features/ledger/ledger.repository';
import { postEntriesFrom } from '../apps/server/src/features/ledger/ledger.service';
import { openBenchDatabase, seedBenchUsers, serverSettler } from './bench-database';
import { backendCpuSeconds, cpuMsBetween } from './process-cpu';
import { timeWritesAlone } from './settlement-writes';

const SENTIMENTS = Number(process.env.BENCH_SENTIMENTS ?? 100_000);
const baseUrl = process.env.DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? (baseUrl ? 3 : 1));
const USERS = Math.ceil(SENTIMENTS / 3);
const NOW = new Date('2026-06-01T12:00:00Z');
/** BENCH_STEPS=1 prints the time of each statement of the settlement transaction. */
const STEPS = process.env.BENCH_STEPS === '1';
/**
 * BENCH_EXPLAIN=1 (PostgreSQL, with BENCH_STEPS) logs the plan of every statement of the
 * settlement transaction, with actual times, triggers included, to the server's log (auto_explain).
 */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/**
 * BENCH_WRITES=1 also times, after each settlement, writing the same rows again with none of its
 * logic (settlement-writes.ts): the least any settlement under today's rules can cost.
 */
const WRITES = process.env.BENCH_WRITES === '1';

/**
 * The database as the settler sees it, timing each statement it runs inside its transaction
 * (for BENCH_STEPS): where a settlement's time goes, without a profiler on the server.
 */
function timedDb(db: Database['db'], steps: Array<{ sql: string; ms: number }>): Database['db'] {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return (run: (tx: unknown) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          if (EXPLAIN) {
            await tx.execute(sql`load 'auto_explain'`);
            await tx.execute(sql`set local auto_explain.log_min_duration = 0`);
            await tx.execute(sql`set local auto_explain.log_analyze = on`);
            await tx.execute(sql`set local auto_explain.log_nested_statements = on`);
            await tx.execute(sql`set local auto_explain.log_triggers = on`);
          }
          return run(timedTransaction(tx, steps));
        });
    },
  });
}

type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0];
type PreparedQuery = { execute: (...args: unknown[]) => Promise<unknown> };

/**
 * The transaction with its session swapped for one that times each statement. Every way a
 * statement is run (`execute`, the query builders, `queryRows` and its named variant in
 * db/database.ts) ends in the session's `prepareQuery`, so timing there misses none.
 */
function timedTransaction(tx: Transaction, steps: Array<{ sql: string; ms: number }>) {
  const session = new Proxy(tx._.session, {
    get(target, key, receiver) {
      if (key !== 'prepareQuery') return Reflect.get(target, key, receiver);
      return (query: { sql: string }, ...rest: unknown[]) => {
        const prepared = (target.prepareQuery as (...args: unknown[]) => PreparedQuery).call(
          target,
          query,
          ...rest,
        );
        const execute = prepared.execute.bind(prepared);
        prepared.execute = async (...args: unknown[]) => {
          const started = performance.now();
          try {
            return await execute(...args);
          } finally {
            steps.push({ sql: oneLine(query.sql), ms: performance.now() - started });
          }
        };
        return prepared;
      };
    },
  });
  return new Proxy(tx, {
    get(target, key, receiver) {
      if (key === 'session') return session;
      if (key === '_') return { ...target._, session };
      return Reflect.get(target, key, receiver);
    },
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 70);
}

/** USERS users with enough points for every run's stakes, across every rank tier. */
async function seedUsers(database: Database) {
  const { db } = database;
  await seedBenchUsers(db, {
    prefix: 'bench',
    count: USERS,
    at: NOW,
    grants: sql`('confidence', 100, 'signup_grant'), ('ip', 50, 'signup_grant'),
      ('xp', (id % 6) * 500, 'admin_grant')`,
  });
  await db.execute(sql`
    update users set rank_tier = case
      when xp_points >= 2500 then 'Legend' when xp_points >= 1000 then 'Expert'
      when xp_points >= 500 then 'Pro' else 'Rookie' end`);
}

/**
 * Three sentiments per user: a moneyline Take or Pass with a stake, a spread
 * Take, Pass or custom Pass, and a totals over/under, custom for half. The
 * stakes go through the ledger, as submissions would.
 */
async function seedEvent(database: Database, eventId: string) {
  const { db } = database;
  await db.execute(sql`
    insert into events (id, sport_key, sport_title, home_team, away_team, commence_time, status, origin,
      h2h_home_team_value, h2h_away_team_value, spreads_home_team_point, spreads_home_team_value,
      spreads_away_team_point, spreads_away_team_value, totals_over_point, totals_over_value,
      totals_under_point, totals_under_value)
    values (${eventId}, 'baseball_mlb', 'MLB', 'New York Yankees', 'Boston Red Sox',
      ${NOW.toISOString()}::timestamptz, 'upcoming', 'simulated', -150, 130, -1.5, 120, 1.5, -140, 8.5, -110, 8.5, -110)`);
  await db.execute(sql`
    insert into sentiments (user_id, event_id, market, selection_type, selection_value, default_value,
      custom_value, is_custom, confidence_points_staked, staked_ip, price, created_at)
    select u, ${eventId}, m.market, m.selection_type, m.selection_value, m.default_value,
      m.custom_value, m.custom_value is not null, m.confidence_stake, m.staked_ip, m.price,
      ${NOW.toISOString()}::timestamptz
    from (select (n - 1) / 3 + 1 as u, (n - 1) % 3 as k from generate_series(1, ${SENTIMENTS}) as n) s
    cross join lateral (
      select * from (values
        ('moneyline', case when u % 2 = 0 then 'Take' else 'Pass' end,
          case when u % 2 = 0 then 'home' else 'away' end, null::numeric, null::numeric,
          1 + u % 5, 0, case when u % 2 = 0 then -150 else 130 end),
        ('spread', case when u % 3 = 0 then 'Take' else 'Pass' end, 'home', -1.5,
          case when u % 3 = 2 then -1.5 + 0.5 * (u % 21) end, 0,
          case when u % 3 = 2 then 1 + u % 5 else 0 end, case when u % 3 = 0 then 120 else -140 end),
        ('totals', case when u % 4 < 2 then 'Take' else 'Pass' end,
          case when u % 4 < 2 then 'over' else 'under' end, 8.5,
          case u % 4 when 1 then 8.5 + 0.5 * (u % 21) when 3 then 8.5 - 0.5 * (u % 10) end, 0,
          case when u % 2 = 1 then 1 + u % 5 else 0 end, -110)
      ) as v(market, selection_type, selection_value, default_value, custom_value, confidence_stake, staked_ip, price)
      offset k limit 1
    ) m`);
  await db.transaction(async (tx) => {
    await postEntriesFrom(
      tx,
      sql`select user_id, v.currency, -v.amount as amount, 'stake' as reason, id as sentiment_id,
            null::date as login_day, null::text as note
          from sentiments cross join lateral (values
            ('confidence', confidence_points_staked), ('ip', staked_ip)) as v(currency, amount)
          where event_id = ${eventId}`,
      NOW,
    );
  });
  // The feed reports the final score: Yankees 5, Red Sox 4 (total 9).
  await db.execute(sql`
    update events set status = 'completed', home_team_score = 5, away_team_score = 4 where id = ${eventId}`);
  await db.execute(sql`vacuum analyze sentiments`);
  await db.execute(sql`vacuum analyze users`);
}

/**
 * The floor: the one UPDATE every settlement must do, on the same rows, as a
 * transaction of its own (so it pays its commit, as the settlement does).
 * Then the rows go back to Pending, untimed, for the real settlement.
 */
async function timeBareUpdate(
  database: Database,
  eventId: string,
): Promise<{ elapsed: number; cpuMs: number | null }> {
  const cpuBefore = await backendCpuSeconds(database);
  const started = performance.now();
  await database.db.execute(sql`
    update sentiments set outcome = 'Win', xp_points = 1, ip_points = 0,
      settled_at = ${NOW.toISOString()}::timestamptz
    where event_id = ${eventId} and outcome = 'Pending'`);
  const elapsed = performance.now() - started;
  const cpuMs = cpuMsBetween(cpuBefore, await backendCpuSeconds(database));
  await database.db.execute(sql`
    update sentiments set outcome = 'Pending', xp_points = 0, ip_points = 0, settled_at = null
    where event_id = ${eventId}`);
  await database.db.execute(sql`vacuum analyze sentiments`);
  return { elapsed, cpuMs };
}

async function main() {
  const { database, drop } = await openBenchDatabase(baseUrl, 'settlement');
  const driver = database.driver;
  console.log(
    `settlement benchmark on ${driver}: ${SENTIMENTS} sentiments, ${USERS} users, ${RUNS} run(s)`,
  );
  try {
    await seedUsers(database);
    const steps: Array<{ sql: string; ms: number }> = [];
    // As the server would run it: SETTLEMENT_CHUNKS, else its default for the driver (decision 0192).
    const { chunks, settler } = serverSettler(
      database,
      new ManualClock(NOW),
      STEPS ? timedDb(database.db, steps) : database.db,
    );
    console.log(`settling in ${chunks} chunk(s) of users`);
    const rows: Array<{
      run: number;
      bareMs: number | null;
      settleMs: number;
      perSecond: number;
      ratio: number | null;
      bareCpuMs: number | null;
      settleCpuMs: number | null;
      writesMs: number | null;
    }> = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const eventId = `bench-${run}`;
      await seedEvent(database, eventId);
      const { elapsed: bareMs, cpuMs: bareCpuMs } = await timeBareUpdate(database, eventId);
      steps.length = 0;
      const cpuBefore = await backendCpuSeconds(database);
      const started = performance.now();
      const result = await settler.settleEvent(eventId);
      const settleMs = performance.now() - started;
      const settleCpuMs = cpuMsBetween(cpuBefore, await backendCpuSeconds(database));
      for (const step of steps) console.log(`  ${step.ms.toFixed(0).padStart(6)} ms  ${step.sql}`);
      if (result.settledSentiments !== SENTIMENTS) {
        throw new Error(`settled ${result.settledSentiments} of ${SENTIMENTS}`);
      }
      const writes = WRITES ? await timeWritesAlone(database, eventId, chunks) : null;
      const writesMs = writes?.elapsed ?? null;
      rows.push({
        run,
        bareMs,
        settleMs,
        perSecond: Math.round(SENTIMENTS / (settleMs / 1000)),
        ratio: bareMs > 0 ? settleMs / bareMs : null,
        bareCpuMs,
        settleCpuMs,
        writesMs,
      });
      const row = rows.at(-1);
      console.log(
        `run ${run}: bare UPDATE ${bareMs.toFixed(0)} ms, settlement ${settleMs.toFixed(0)} ms ` +
          `(${row?.perSecond.toLocaleString('en-US')} sentiments/s, ${row?.ratio?.toFixed(2)}x the bare UPDATE)` +
          (bareCpuMs !== null && settleCpuMs !== null
            ? `; PostgreSQL CPU: bare UPDATE ${bareCpuMs.toFixed(0)} ms, settlement ${settleCpuMs.toFixed(0)} ms`
            : '') +
          (writesMs !== null
            ? `; the same rows written with no logic ${writesMs.toFixed(0)} ms (${(writesMs / bareMs).toFixed(2)}x)` +
              (writes?.cpuMs != null ? `, PostgreSQL CPU ${writes.cpuMs.toFixed(0)} ms` : '')
            : ''),
      );
    }
    const mismatches = await findBalanceMismatches(database.db);
    const ledger = await queryOne<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    console.log(
      `ledger invariant: ${mismatches.length === 0 ? 'holds' : `${mismatches.length} mismatches`} (${ledger?.n} entries)`,
    );
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const settleMedian = median(rows.map((row) => row.settleMs));
    const bareMedian = median(rows.map((row) => row.bareMs ?? 0));
    const ratioMedian = median(rows.map((row) => row.ratio ?? 0));
    const best = Math.max(...rows.map((row) => row.perSecond));
    console.log(
      `median of ${rows.length}: settlement ${settleMedian.toFixed(0)} ms = ` +
        `${Math.round(SENTIMENTS / (settleMedian / 1000)).toLocaleString('en-US')} sentiments/s ` +
        `(best ${best.toLocaleString('en-US')}/s); bare UPDATE ${bareMedian.toFixed(0)} ms; ` +
        `settlement / bare UPDATE ${ratioMedian.toFixed(2)}x`,
    );
    const cpuRows = rows.filter((row) => row.bareCpuMs !== null && row.settleCpuMs !== null);
    if (cpuRows.length > 0) {
      console.log(
        `PostgreSQL CPU, median of ${cpuRows.length}: settlement ${median(cpuRows.map((row) => row.settleCpuMs ?? 0)).toFixed(0)} ms; ` +
          `bare UPDATE ${median(cpuRows.map((row) => row.bareCpuMs ?? 0)).toFixed(0)} ms`,
      );
    }
    if (WRITES) {
      const writesRatio = median(rows.map((row) => (row.writesMs ?? 0) / (row.bareMs || 1)));
      console.log(
        `the same rows written with no logic, median of ${rows.length}: ` +
          `${median(rows.map((row) => row.writesMs ?? 0)).toFixed(0)} ms, ${writesRatio.toFixed(2)}x the bare UPDATE`,
      );
    }
    console.log(
      `machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} (other work on the machine slows both timings)`,
    );
    // Targets (docs/architecture.md#10-benchmarks), on PostgreSQL; PGlite reports only.
    const perSecondMedian = SENTIMENTS / (settleMedian / 1000);
    const fast = perSecondMedian >= 100_000 && ratioMedian <= 2;
    if (baseUrl) {
      console.log(
        `target >= 100,000 sentiments/s and <= 2x the bare UPDATE: ${fast ? 'met' : 'missed'}`,
      );
    }
    if (mismatches.length > 0 || (baseUrl && !fast)) process.exitCode = 1;
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
