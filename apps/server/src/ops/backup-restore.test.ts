import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/database';
import { openDatabase } from '../db/open-database';
import { adminQuery, useFreshPostgres } from '../test/fresh-postgres';
import { HttpApi } from '../test/http-api';
import { startServerProcess } from '../test/server-process';
import { collect, runScript } from '../test/spawn-server';
import { usingPostgres } from '../test/test-database';
import { testFolder } from '../test/test-folder';
import { until } from '../test/until';
import { holdsDatabase, pgliteFolder } from './pglite-snapshot';

/** A database a process can be pointed at: a PGlite folder, or a new PostgreSQL database. */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  isEmpty(): Promise<boolean>;
}

const work = testFolder('takeline-backup');
const freshPostgres = useFreshPostgres();

async function freshTarget(label: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(work, `${label}-`));
  if (!usingPostgres) {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      isEmpty: async () => !holdsDatabase(pgliteFolder(dataDir)),
    };
  }
  const databaseUrl = await freshPostgres(label);
  return {
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 2 }),
    isEmpty: async () => {
      const rows = await adminQuery<{ n: number }>(
        databaseUrl,
        "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      return rows[0]?.n === 0;
    },
  };
}

/** Every table's rows, hashed: equal fingerprints mean equal contents. */
async function fingerprint(target: Target): Promise<Record<string, string>> {
  const database = await target.open();
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
          where schemaname in ('public', 'drizzle') order by 1`,
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ hash: string; n: number }>(
        database.db,
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash, count(*)::int as n from ${name} t`,
        ),
      );
      prints[name] = `${row?.n} rows ${row?.hash}`;
    }
    return prints;
  } finally {
    await database.close();
  }
}

const runBackup = (target: Target, file: string) =>
  collect(runScript('src/cli/backup.ts', [file], target.env));
const runRestore = (target: Target, file: string) =>
  collect(runScript('src/cli/restore.ts', [file], target.env));

/** Registers users and stakes on an upcoming game until stopped: ledger writes in flight. */
function keepWriting(api: HttpApi, gameId: Parameters<HttpApi['moneyline']>[1]) {
  let stopped = false;
  let count = 0;
  const done = (async () => {
    while (!stopped) {
      const user = await api.register(`writer${count}`);
      await api.moneyline(user.token, gameId, 'Take', 1);
      count += 1;
    }
  })();
  return {
    count: () => count,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

describe(`npm run backup and npm run restore (${driver})`, () => {
  it('copy a running server, even mid-write, into fresh databases that pass the ledger check', async () => {
    const source = await freshTarget('source');
    const server = await startServerProcess(source.env);
    const api = new HttpApi(server.url);
    const quietFile = path.join(work, 'quiet.backup');
    const busyFile = path.join(work, 'busy.backup');
    let writesDuringBackup: { before: number; after: number };
    try {
      // Real settled sentiments: four users on two games, settled by the lifecycle.
      const admin = await api.adminToken();
      const [first, second] = await api.upcomingGames(admin);
      if (!first || !second) throw new Error('the simulated sportsbook offered no games');
      const users = [];
      for (let i = 0; i < 4; i += 1) {
        const user = await api.register(`backer${i}`);
        await api.moneyline(user.token, first, i % 2 === 0 ? 'Take' : 'Pass', i + 1);
        await api.totals(user.token, second, i % 2 === 0 ? 'Pass' : 'Take');
        users.push(user);
      }
      const [firstUser] = users;
      if (!firstUser) throw new Error('no users');
      await api.settle(admin, [first, second], firstUser);

      // A backup while registrations and stakes keep landing.
      const [upcoming] = await api.upcomingGames(admin);
      if (!upcoming) throw new Error('no upcoming game left');
      const writer = keepWriting(api, upcoming);
      await until('the writer has written three times', () => writer.count() >= 3);
      const before = writer.count();
      const busy = await runBackup(source, busyFile);
      const afterBackup = writer.count();
      await until('the writer writes after the backup', () => writer.count() > afterBackup);
      await writer.stop();
      writesDuringBackup = { before, after: writer.count() };
      expect(busy.code, busy.stderr).toBe(0);
      expect(busy.stdout).toContain(usingPostgres ? 'by pg_dump' : 'by the running server');

      // And one when all is quiet, to compare row for row.
      const quiet = await runBackup(source, quietFile);
      expect(quiet.code, quiet.stderr).toBe(0);
    } finally {
      const stopped = await server.stop();
      expect(stopped.code, stopped.stderr).toBe(0);
    }

    const original = await fingerprint(source);
    const restored = await freshTarget('restored');
    const restoreRun = await runRestore(restored, quietFile);
    expect(restoreRun.code, restoreRun.stderr).toBe(0);
    expect(restoreRun.stdout).toMatch(/\d+ sentiments \(8 settled\)/);
    expect(restoreRun.stdout).toContain('Ledger check passed');
    expect(await fingerprint(restored)).toEqual(original);
    expect(Object.keys(original)).toContain('public.ledger_entries');

    // The mid-write copy is a consistent snapshot: the check passes, and it holds
    // the users registered before the backup began and no more than by its end.
    const busyRestored = await freshTarget('busy');
    const busyRun = await runRestore(busyRestored, busyFile);
    expect(busyRun.code, busyRun.stderr).toBe(0);
    const users = Number(/(\d+) users/.exec(busyRun.stdout)?.[1]);
    // 1 admin + 4 backers + the writers.
    expect(users).toBeGreaterThanOrEqual(5 + writesDuringBackup.before);
    expect(users).toBeLessThanOrEqual(5 + writesDuringBackup.after + 1);

    // Never over data.
    const again = await runRestore(restored, quietFile);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/not empty|already holds a database/);
  }, 300_000);

  it('refuses a backup whose ledger is broken, and leaves the target empty', async () => {
    const source = await freshTarget('broken');
    const database = await source.open();
    try {
      await database.db.execute(
        sql`insert into users (username, email, name, password_hash, confidence_points)
            values ('cheat', 'cheat@example.com', 'Cheat', 'x', 99)`,
      );
    } finally {
      await database.close();
    }
    const file = path.join(work, 'broken.backup');
    const made = await runBackup(source, file);
    expect(made.code, made.stderr).toBe(0);
    if (!usingPostgres) expect(made.stdout).toContain('by this command');

    const target = await freshTarget('refused');
    const refused = await runRestore(target, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('fails the ledger check');
    expect(refused.stderr).toContain('confidence balance 99 but ledger sum 0');
    expect(await target.isEmpty()).toBe(true);
  }, 120_000);

  it('says what is wrong with a file that is not a backup, or one for the other database', async () => {
    const target = await freshTarget('wrong');
    const notBackup = path.join(work, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    const result = await runRestore(target, notBackup);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a Takeline backup');

    const otherKind = path.join(work, usingPostgres ? 'other.tar.gz' : 'other.dump');
    writeFileSync(otherKind, usingPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP...');
    const wrongKind = await runRestore(target, otherKind);
    expect(wrongKind.code).toBe(2);
    expect(wrongKind.stderr).toContain(
      usingPostgres ? 'This is a PGlite backup' : 'This is a PostgreSQL backup',
    );
    expect(await target.isEmpty()).toBe(true);
  }, 60_000);
});
