import { readFileSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryOne } from '../db/database';
import { openDatabase } from '../db/open-database';
import { ledgerProblems } from '../features/ledger/ledger-invariant';
import { type BackupKind, type BackupSource, backupKindOf, Refusal } from './backup';
import { claimDataDir } from './data-dir-owner';
import { runPgTool } from './pg-tools';
import { holdsDatabase, pgliteFolder, unpackSnapshot } from './pglite-snapshot';

/**
 * `npm run restore -- <file>`: loads a backup into a fresh, empty database
 * (never over data), migrates it to this version's schema, and checks the
 * ledger invariant. A restored database that fails the check is removed
 * again, so no server ever starts on it (docs/decisions/0073-backups-and-restores.md).
 */

export interface RestoreSummary {
  users: number;
  events: number;
  sentiments: number;
  settled_sentiments: number;
  ledger_entries: number;
}

export interface RestoreResult {
  kind: BackupKind;
  summary: RestoreSummary;
}

export class LedgerCheckFailed extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The restored database fails the ledger check, so it was removed again:\n  ${problems.slice(0, 20).join('\n  ')}` +
        (problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ''),
    );
  }
}

export async function restore(file: string, target: BackupSource): Promise<RestoreResult> {
  const kind = backupKindOf(file);
  const targetKind: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== targetKind) {
    throw new Refusal(
      kind === 'pglite'
        ? 'This is a PGlite backup: restore it with DATABASE_URL unset, into an empty DATA_DIR.'
        : 'This is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.',
    );
  }
  return target.databaseUrl
    ? restorePostgres(file, target.databaseUrl)
    : restorePglite(file, target.dataDir);
}

async function restorePostgres(file: string, databaseUrl: string): Promise<RestoreResult> {
  await refuseUnlessEmpty(databaseUrl);
  await runPgTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file],
    databaseUrl,
  );
  return verify(await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 2 }), () =>
    emptyPostgres(databaseUrl),
  );
}

async function restorePglite(file: string, dataDir: string): Promise<RestoreResult> {
  const claim = await claimDataDir(dataDir);
  try {
    const folder = pgliteFolder(dataDir);
    if (holdsDatabase(folder)) {
      throw new Refusal(
        `${folder} already holds a database: restore into an empty DATA_DIR (move the old one aside first).`,
      );
    }
    await unpackSnapshot(readFileSync(file), folder);
    return await verify(await openDatabase({ dataDir }), () =>
      rmSync(folder, { recursive: true, force: true }),
    );
  } finally {
    await claim.release();
  }
}

/** Migrates (openDatabase did), checks the ledger, and counts what came back. */
async function verify(database: Database, undo: () => unknown): Promise<RestoreResult> {
  const checked = await (async () => {
    try {
      return { problems: await ledgerProblems(database.db), summary: await summarize(database) };
    } finally {
      await database.close();
    }
  })();
  if (checked.problems.length > 0) {
    await undo();
    throw new LedgerCheckFailed(checked.problems);
  }
  return { kind: database.driver, summary: checked.summary };
}

async function summarize(database: Database): Promise<RestoreSummary> {
  const row = await queryOne<RestoreSummary>(
    database.db,
    sql`select
      (select count(*) from users)::int as users,
      (select count(*) from events)::int as events,
      (select count(*) from sentiments)::int as sentiments,
      (select count(*) from sentiments where outcome <> 'Pending')::int as settled_sentiments,
      (select count(*) from ledger_entries)::int as ledger_entries`,
  );
  if (!row) throw new Error('could not count the restored rows');
  return row;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Empty: no tables, views or sequences outside the system schemas, and no migration journal. */
async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and c.relkind in ('r', 'v', 'm', 'S', 'p')`,
    ),
  );
  if ((rows[0]?.n ?? 0) > 0) {
    const name = new URL(databaseUrl).pathname.slice(1);
    throw new Refusal(
      `The database "${name}" is not empty: restore into a new one (createdb), never over data.`,
    );
  }
}

/** Undoes a restore into a database that was empty before it. */
function emptyPostgres(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    );
  });
}
