import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { queryRows } from '../db/database';
import { openDatabase } from '../db/open-database';

let shared: Promise<Database> | undefined;
let sharedUrl: string | undefined;

/**
 * The worker's database: in-memory PGlite by default, or a fresh database of
 * its own on the PostgreSQL server named by DATABASE_URL.
 */
export function testDatabase(): Promise<Database> {
  shared ??= openTestDatabase();
  return shared;
}

/** The worker's PostgreSQL URL, for tests that open a second pool (two "servers"). */
export function testDatabaseUrl(): string | undefined {
  return sharedUrl;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `${inject('pgDatabasePrefix')}${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  sharedUrl = url.toString();
  return openDatabase({ databaseUrl: sharedUrl, dataDir: 'memory://', poolSize: 20 });
}

/**
 * Empties every table and restarts ids, so each test starts from a blank database.
 *
 * On PostgreSQL the rows are deleted, in one transaction with triggers and foreign-key checks off
 * (`session_replication_role`, so the order does not matter and no trigger writes rows back), and
 * the sequences set back. A `TRUNCATE` gives every table, index and TOAST table a new file: about
 * 58,000 in one run of the server tests, which the next checkpoint must sync, and `DROP DATABASE`
 * waits for that checkpoint (99 s once, on a loaded machine, past the test hooks' timeout). The
 * deletes also took 4 ms against 50 ms. PGlite keeps its files in memory and runs no autovacuum
 * to clear deleted rows, so it keeps the `TRUNCATE`.
 */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  if (database.driver === 'pglite') {
    const list = tables.map((table) => `"${table.tablename}"`).join(', ');
    await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { tablename } of tables) {
      await tx.execute(sql.raw(`delete from "${tablename}"`));
    }
    await tx.execute(sql`
      select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
      from pg_sequences where schemaname = 'public'`);
  });
}
