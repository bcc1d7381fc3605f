import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import { LoopSharingPGlite } from './loop-sharing-pglite';
import { pgliteListen, postgresListen } from './notifications';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Postgres type ids whose default text parsing would surprise us. */
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;

/**
 * Both drivers parse the same way: numeric lines and count(*) as numbers,
 * and dates as 'YYYY-MM-DD' strings (a JS Date would shift them by the local
 * time zone).
 */
const parsers: Record<number, (value: string) => unknown> = {
  [NUMERIC]: (value) => Number.parseFloat(value),
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; ignored for PostgreSQL. In-memory when 'memory://'. */
  dataDir: string;
  poolSize?: number;
  /** Told about errors on idle PostgreSQL connections (logged by the server). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleError);
  }
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  // Chains of queries let sockets and timers in (decision 0204).
  const client = await LoopSharingPGlite.open(location, { parsers });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (!(await pgliteMigrationsApplied(client))) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, driver: 'pglite', close: () => client.close(), listen: pgliteListen(client) };
}

/**
 * One query instead of drizzle's three on a start with nothing to migrate
 * (docs/decisions/0118-start-skips-applied-migrations.md). The same rule as drizzle's migrator:
 * a migration is applied when its journal time is not after the newest recorded one.
 */
async function pgliteMigrationsApplied(client: PGlite): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = await client.query<{ created_at: string | number }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const applied = result.rows[0]?.created_at;
    return applied !== undefined && Number(applied) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}

/** Arbitrary, fixed key for the advisory lock that serialises migrations across servers. */
export const MIGRATION_LOCK_KEY = 7_243_117;

/**
 * drizzle's node-postgres session hands every type it does not parse itself
 * to pg's global parsers (a pool's own `types` are bypassed), so the global
 * ones are where numeric and bigint must be set. Same values every time.
 */
function useOurPgParsers(): void {
  for (const oid of [NUMERIC, INT8]) {
    const parse = parsers[oid];
    if (parse) pg.types.setTypeParser(oid, parse);
  }
}

async function openPostgres(
  connectionString: string,
  max: number,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  useOurPgParsers();
  const pool = new pg.Pool({
    connectionString,
    max,
  });
  // An idle connection dropped by the server (restart, failover, admin kill)
  // must not crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    listen: postgresListen(connectionString, onIdleError),
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
