/**
 * Windowed boards benchmark (docs/architecture.md#10-benchmarks, decision 0125): BENCH_USERS
 * users (100,000 by default) with a month of ledger history written through the real ledger (so
 * the trigger fills `score_windows` as production would), then the first page and a deep page of
 * every window and league through the real HTTP route, and a full group's standings.
 *
 *   npm run bench:windows                      # PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:windows
 *
 * On PostgreSQL it works in a throwaway database of its own, dropped at the end.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BOARD_SPORTS, BOARD_WINDOWS, GROUP_MAX_MEMBERS, GROUP_WINDOWS } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { ManualClock } from '../apps/server/src/clock';
import { type Database, queryOne } from '../apps/server/src/db/database';
import { postEntriesFrom } from '../apps/server/src/features/ledger/ledger.service';
import { testConfig } from '../apps/server/src/test/test-app';
import { openBenchDatabase } from './bench-database';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
/** Days of history: every user earns on each, in one of the three leagues. */
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const baseUrl = process.env.DATABASE_URL;
const NOW = new Date('2026-06-30T12:00:00Z');
const DAY_MS = 86_400_000;
const SPORTS = ['baseball_mlb', 'americanfootball_nfl', 'soccer_usa_mls'] as const;

/** Users, one settled event per league and day, and one winning sentiment per user and day. */
async function seed(database: Database) {
  const { db } = database;
  const start = new Date(NOW.getTime() - (DAYS - 1) * DAY_MS);
  await db.execute(sql`
    insert into users (username, email, name, password_hash, created_at)
    select 'bench' || n, 'bench' || n || '@example.com', 'Bench ' || n, 'x',
      ${start.toISOString()}::timestamptz - make_interval(secs => n)
    from generate_series(1, ${USERS}) as n`);
  await db.transaction(async (tx) => {
    await postEntriesFrom(
      tx,
      sql`select id as user_id, 'ip' as currency, 5 as amount, 'signup_grant' as reason,
            null::bigint as sentiment_id, null::date as login_day, null::text as note from users`,
      start,
    );
  });
  let ledgerMs = 0;
  for (let day = 0; day < DAYS; day += 1) {
    const at = new Date(start.getTime() + day * DAY_MS);
    const sportCases = SPORTS.map((sport, i) => sql`when ${i} then ${`d${day}-${sport}`}`);
    for (const sport of SPORTS) {
      await db.execute(sql`
        insert into events (id, sport_key, sport_title, home_team, away_team, commence_time, status,
          origin, home_team_score, away_team_score)
        values (${`d${day}-${sport}`}, ${sport}, 'X', 'Home', 'Away', ${at.toISOString()}::timestamptz,
          'settled', 'simulated', 3, 1)`);
    }
    await db.execute(sql`
      insert into sentiments (user_id, event_id, market, selection_type, selection_value, outcome,
        xp_points, settled_at, created_at)
      select id, case (id + ${day}) % 3 ${sql.join(sportCases, sql` `)} end, 'moneyline', 'Take',
        'home', 'Win', 1 + (id * 7 + ${day}) % 20, ${at.toISOString()}::timestamptz,
        ${at.toISOString()}::timestamptz
      from users`);
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      await postEntriesFrom(
        tx,
        sql`select s.user_id, 'xp' as currency, s.xp_points as amount, 'win_xp' as reason,
              s.id as sentiment_id, null::date as login_day, null::text as note
            from sentiments s join events e on e.id = s.event_id
            where e.commence_time = ${at.toISOString()}::timestamptz`,
        at,
      );
    });
    ledgerMs += performance.now() - t0;
    await db.execute(sql`select score_windows_fold()`);
  }
  await db.execute(sql`vacuum analyze`);
  return { ledgerMsPerDay: ledgerMs / DAYS };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function time(run: () => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function main() {
  const { database, drop } = await openBenchDatabase(baseUrl, 'windows');
  try {
    console.log(
      `Seeding ${USERS.toLocaleString()} users x ${DAYS} days on ${database.driver} (${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)})...`,
    );
    const t0 = performance.now();
    const { ledgerMsPerDay } = await seed(database);
    const rows = await queryOne<{ n: number; l: number }>(
      database.db,
      sql`select (select count(*)::int from score_windows) as n, (select count(*)::int from ledger_entries) as l`,
    );
    console.log(
      `Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${rows?.l.toLocaleString()} ledger entries, ${rows?.n.toLocaleString()} window rows; one day's ${USERS.toLocaleString()} XP entries queued by the ledger: ${ledgerMsPerDay.toFixed(0)} ms`,
    );

    // The trigger's cost on a ledger statement: one more day of USERS XP entries (after NOW, so
    // no board read below sees it), written once with the trigger off and once with it on.
    const writeDay = async (day: number, trigger: boolean) => {
      const at = new Date(NOW.getTime() + day * DAY_MS);
      const { db } = database;
      await db.execute(sql`
        insert into events (id, sport_key, sport_title, home_team, away_team, commence_time, status,
          origin, home_team_score, away_team_score)
        values (${`extra-${day}`}, 'baseball_mlb', 'MLB', 'Home', 'Away', ${at.toISOString()}::timestamptz,
          'settled', 'simulated', 3, 1)`);
      await db.execute(sql`
        insert into sentiments (user_id, event_id, market, selection_type, selection_value, outcome,
          xp_points, settled_at, created_at)
        select id, ${`extra-${day}`}, 'moneyline', 'Take', 'home', 'Win', 1 + id % 20,
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz from users`);
      await db.execute(sql`vacuum analyze sentiments`);
      const t1 = performance.now();
      await db.transaction(async (tx) => {
        if (!trigger)
          await tx.execute(
            sql`alter table ledger_entries disable trigger ledger_entries_score_windows`,
          );
        await postEntriesFrom(
          tx,
          sql`select user_id, 'xp' as currency, xp_points as amount, 'win_xp' as reason,
                id as sentiment_id, null::date as login_day, null::text as note
              from sentiments where event_id = ${`extra-${day}`}`,
          at,
        );
        if (!trigger)
          await tx.execute(
            sql`alter table ledger_entries enable trigger ledger_entries_score_windows`,
          );
      });
      return performance.now() - t1;
    };
    const withoutTrigger = await writeDay(40, false);
    const withTrigger = await writeDay(41, true);
    const f0 = performance.now();
    await database.db.execute(sql`select score_windows_fold()`);
    const foldMs = performance.now() - f0;
    console.log(
      `${USERS.toLocaleString()} XP entries in one ledger statement: ${withoutTrigger.toFixed(0)} ms without the queue trigger, ${withTrigger.toFixed(0)} ms with it (${(withTrigger / withoutTrigger).toFixed(2)}x); folding them into the windows afterwards: ${foldMs.toFixed(0)} ms`,
    );

    const clock = new ManualClock(NOW);
    const app = await buildApp({ database, clock, config: testConfig({ testTools: false }) });
    await app.ready();
    const get = async (url: string) => {
      const response = await app.inject({ url });
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    const results: string[] = ['| board | page | p50 ms | p95 ms |', '|---|---|---:|---:|'];
    for (const window of BOARD_WINDOWS) {
      for (const sport of BOARD_SPORTS) {
        for (const offset of [0, 10_000]) {
          const url = `/api/leaderboards?window=${window}&sport=${sport}&offset=${offset}`;
          await get(url);
          const { p50, p95 } = await time(() => get(url));
          results.push(
            `| ${window}, ${sport} | offset ${offset} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
          );
        }
      }
    }

    // A full group: its owner and GROUP_MAX_MEMBERS - 1 others.
    await database.db.execute(sql`
      insert into groups (name, owner_id, invite_code, created_at) values ('Bench', 1, 'bench', ${NOW.toISOString()}::timestamptz)`);
    await database.db.execute(sql`
      insert into group_members (group_id, user_id, joined_at)
      select 1, n * ${Math.max(1, Math.floor(USERS / GROUP_MAX_MEMBERS))} + 1, ${new Date(NOW.getTime() - 10 * DAY_MS).toISOString()}::timestamptz
      from generate_series(0, ${GROUP_MAX_MEMBERS - 1}) as n`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Bench viewer',
        email: 'viewer@example.com',
        username: 'benchviewer',
        password: 'correct-horse-battery',
        confirmPassword: 'correct-horse-battery',
        termsAccepted: true,
      },
    });
    const { token, user } = login.json() as { token: string; user: { id: number } };
    await database.db.execute(
      sql`update group_members set user_id = ${user.id} where user_id = 1 and group_id = 1`,
    );
    await database.db.execute(sql`update groups set owner_id = ${user.id}`);
    for (const window of GROUP_WINDOWS) {
      for (const sport of ['all', 'baseball_mlb'] as const) {
        const url = `/api/groups/1/standings?window=${window}&sport=${sport}`;
        const headers = { authorization: `Bearer ${token}` };
        const once = async () => {
          const response = await app.inject({ url, headers });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        };
        await once();
        const { p50, p95 } = await time(once);
        results.push(
          `| group of ${GROUP_MAX_MEMBERS}: ${window}, ${sport} | all members | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
        );
      }
    }
    await app.close();
    console.log(results.join('\n'));
  } finally {
    await drop();
  }
}

await main();
