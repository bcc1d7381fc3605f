/**
 * The database a bench measures: a throwaway PostgreSQL database when DATABASE_URL is set
 * (created here, dropped afterwards, so benches never touch data that matters), else an
 * in-memory PGlite. BENCH_KEEP=1 keeps a PostgreSQL one for EXPLAIN afterwards.
 */
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Clock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open-database';
import { postEntriesFrom } from '../apps/server/src/features/ledger/ledger.service';
import {
  SettlementService,
  settlementChunks,
} from '../apps/server/src/features/settlement/settlement.service';

/** Connections of a bench's PostgreSQL pool. */
const BENCH_POOL_SIZE = 4;

/**
 * The settler as the server builds it: `SETTLEMENT_CHUNKS` when set, else the server's default for
 * the driver (two chunks on PostgreSQL, decision 0192), so a bench measures what users run.
 */
export function serverSettler(database: Database, clock: Clock, db = database.db) {
  const config = { ...loadConfig(), databasePoolSize: BENCH_POOL_SIZE };
  const chunks = settlementChunks(config, database.driver);
  return { chunks, settler: new SettlementService({ db, clock, chunks }) };
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database named after the bench; `drop` removes it. */
export async function throwawayPostgres(
  baseUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `takeline_bench_${label}_${Date.now()}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP === '1') return console.log(`kept database ${name}`);
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The bench's database, migrated: PostgreSQL at `baseUrl` (a throwaway one), else PGlite. */
export async function openBenchDatabase(
  baseUrl: string | undefined,
  label: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const throwaway = await throwawayPostgres(baseUrl, label);
  const database = await openDatabase({
    databaseUrl: throwaway.url,
    dataDir: 'memory://',
    poolSize: BENCH_POOL_SIZE,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * A throwaway PostgreSQL database for a bench that measures PostgreSQL only: with no
 * DATABASE_URL it says so and exits 2, before any work.
 */
export async function openPostgresBench(
  script: string,
  label: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error(`${script} runs on PostgreSQL: set DATABASE_URL`);
    process.exit(2);
  }
  return openBenchDatabase(baseUrl, label);
}

/** A completed MLB game (Boston won 5-4 away) with all three lines, for a bench to settle. */
export async function insertCompletedBenchEvent(
  database: Database,
  eventId: string,
  commenceTime: Date,
): Promise<void> {
  await database.db.execute(sql`
    insert into events (id, sport_key, sport_title, home_team, away_team, commence_time, status, origin,
      h2h_home_team_value, h2h_away_team_value, spreads_home_team_point, spreads_home_team_value,
      spreads_away_team_point, spreads_away_team_value, totals_over_point, totals_over_value,
      totals_under_point, totals_under_value, home_team_score, away_team_score)
    values (${eventId}, 'baseball_mlb', 'MLB', 'New York Yankees', 'Boston Red Sox',
      ${commenceTime.toISOString()}::timestamptz, 'completed', 'simulated', -150, 130, -1.5, 120,
      1.5, -140, 8.5, -110, 8.5, -110, 5, 4)`);
}

/**
 * `count` users named `<prefix><n>`, registered at `at` or, `spaced`, a second apart up to it
 * (the leaderboard's order by registration), each given `grants` through the ledger: a `values`
 * list of (currency, amount, reason) that may use the user's `id`. Their password is no hash: a
 * bench signs their tokens itself.
 */
export async function seedBenchUsers(
  db: Database['db'],
  users: { prefix: string; count: number; at: Date; spaced?: boolean; grants: SQL },
): Promise<void> {
  const at = sql`${users.at.toISOString()}::timestamptz`;
  const createdAt = users.spaced ? sql`${at} - make_interval(secs => ${users.count} - n)` : at;
  await db.execute(sql`
    insert into users (username, email, name, password_hash, created_at)
    select ${users.prefix} || n, ${users.prefix} || n || '@example.com',
      initcap(${users.prefix}) || ' ' || n, 'x', ${createdAt}
    from generate_series(1, ${users.count}) as n`);
  await db.transaction(async (tx) => {
    await postEntriesFrom(
      tx,
      sql`select id as user_id, v.currency, v.amount, v.reason, null::bigint as sentiment_id,
            null::date as login_day, null::text as note
          from users cross join lateral (values ${users.grants}) as v(currency, amount, reason)`,
      users.at,
    );
  });
}
