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

/** Empties every table and restarts ids, so each test starts from a blank database. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((table) => `"${table.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
