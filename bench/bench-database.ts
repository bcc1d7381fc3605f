/**
 * The database a bench measures: a throwaway PostgreSQL database when DATABASE_URL is set
 * (created here, dropped afterwards, so benches never touch data that matters), else an
 * in-memory PGlite. BENCH_KEEP=1 keeps a PostgreSQL one for EXPLAIN afterwards.
 */
import pg from 'pg';
import type { Database } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open-database';

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
    poolSize: 4,
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
