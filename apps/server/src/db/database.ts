import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import type { Listen } from './notifications';
import { nameStatement } from './pglite-named-statements';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
  /** LISTEN for a channel's NOTIFY (the live stream's wake-up, docs/architecture.md#live-push). */
  listen: Listen;
}

/** Turns drizzle's `sql` into text and parameters, as `execute` does (no casing is configured). */
const dialect = new PgDialect();

/**
 * Runs raw SQL through drizzle's session, named or not, and returns its rows: both drivers answer
 * with `{ rows }`, parsed by drizzle's raw-query parsers (dates as strings; numbers for numeric
 * and bigint, open-database.ts).
 */
async function runRows<T>(executor: Executor, query: SQL, name: string | undefined): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  // PGlite's client knows no names; it looks the text up (decision 0226).
  if (name !== undefined) nameStatement(name, built.sql);
  const prepared = executor._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL and returns its rows. */
export function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  return runRows<T>(executor, query, undefined);
}

/**
 * `queryRows` as a named prepared statement (decision 0214): on PostgreSQL each connection parses
 * and plans the statement once, then only binds and runs it. For a hot statement whose text never
 * changes, whatever its parameters (the submissions' group commit). `name` must always go with the
 * same text: a name used for a different text is refused (`nameStatement`). On PGlite the app's
 * client runs it as a named statement too (decision 0226), except inside a transaction, where
 * PGlite runs it unnamed.
 */
export function queryPreparedRows<T>(executor: Executor, name: string, query: SQL): Promise<T[]> {
  return runRows<T>(executor, query, name);
}

export async function queryOne<T>(executor: Executor, query: SQL): Promise<T | undefined> {
  const rows = await queryRows<T>(executor, query);
  return rows[0];
}

/**
 * A read's rows as one JSON array text, built by the database: `rows` must name each column as
 * the answer's field and end in its own `order by`; null when it has no rows. For the boards'
 * answers, which their routes send as they are (decisions 0215, 0216): node-postgres parsing a
 * hundred rows or more, then the response schema checking and serialising them again, cost Node
 * more than twice what the database spends building the text.
 */
export async function queryJsonArray(executor: Executor, rows: SQL): Promise<string | null> {
  // An aggregate fed by a sorted subquery keeps its order (PostgreSQL's docs, "Aggregate
  // Expressions"); `json_agg(x order by ...)` would need the sort key inside `x`, as a field.
  const row = await queryOne<{ answer: string | null }>(
    executor,
    sql`select json_agg(x)::text as answer from (${rows}) x`,
  );
  return row?.answer ?? null;
}

/**
 * Ids as one array parameter (`{1,2,3}`) for `= any(${idArray(ids)}::int[])`: one statement for
 * any number of ids, and one plan whatever their count.
 */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
