import type { EventStats } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database';
import { queryOne, queryRows } from '../db/database';
import { MIGRATION_LOCK_KEY, openDatabase } from '../db/open-database';
import { findBalanceMismatches, findOrphanLogRows } from '../features/ledger/ledger.repository';
import { completeEvent, insertEvent, seedHomeTake, seedUser } from '../test/event-factory';
import { useFreshPostgres } from '../test/fresh-postgres';
import { HttpApi } from '../test/http-api';
import { PROCESS_ADMIN, type ServerProcess, startServerProcess } from '../test/server-process';
import { collect, freePort, type RunResult, runScript } from '../test/spawn-server';
import { usingPostgres } from '../test/test-database';
import { testFolder } from '../test/test-folder';
import { until } from '../test/until';

/**
 * Clean restarts with real server processes (docs/decisions/0075-readiness-and-draining.md):
 * a SIGTERM during a settlement lets it finish and exits 0; a settlement cut off by the end of
 * the grace period is rolled back and settled by the next server, exactly once.
 */

const PLAYERS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that runs the jobs often, logging at info so its settlement lines can be counted. */
const jobsEnv = (graceSeconds: number) => ({
  JOBS_ENABLED: '1',
  JOB_SETTLE_SECONDS: '1',
  JOB_SCAN_START_SECONDS: '1',
  JOB_SCAN_SCORES_SECONDS: '1',
  LOG_LEVEL: 'info',
  SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
});

/** A completed game (home won 5-3) with one winning moneyline Take per player. */
async function seedCompletedGame(db: Db): Promise<string> {
  const event = await insertEvent(db, { status: 'in_progress' });
  for (let player = 0; player < PLAYERS; player += 1) {
    const user = await seedUser(db);
    await seedHomeTake(db, user.id, event.id);
  }
  await completeEvent(db, event.id, 5, 3);
  return event.id;
}

async function settlementState(db: Db, eventId: string) {
  const event = await queryOne<{ status: string }>(
    db,
    sql`select status from events where id = ${eventId}`,
  );
  const outcomes = await queryRows<{ outcome: string; n: number }>(
    db,
    sql`select outcome, count(*)::int as n from sentiments where event_id = ${eventId}
        group by outcome order by outcome`,
  );
  const winXp = await queryOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_entries l join sentiments s on s.id = l.sentiment_id
        where s.event_id = ${eventId} and l.reason = 'win_xp'`,
  );
  return { status: event?.status, outcomes, winXpEntries: winXp?.n ?? 0 };
}

/** Settled once: every player won once, paid once, and the ledger balances. */
async function expectSettledOnce(db: Db, eventId: string) {
  expect(await settlementState(db, eventId)).toEqual({
    status: 'settled',
    outcomes: [{ outcome: 'Win', n: PLAYERS }],
    winXpEntries: PLAYERS,
  });
  expect(await findBalanceMismatches(db)).toEqual([]);
  expect(await findOrphanLogRows(db)).toEqual([]);
}

async function expectUnsettled(db: Db, eventId: string) {
  expect(await settlementState(db, eventId)).toEqual({
    status: 'completed',
    outcomes: [{ outcome: 'Pending', n: PLAYERS }],
    winXpEntries: 0,
  });
}

/** How many "event settled" lines the servers logged for this event. */
function settledLines(outputs: RunResult[], eventId: string): number {
  return outputs
    .flatMap((output) => output.stdout.split('\n'))
    .filter((line) => line.includes('"event settled"') && line.includes(`"eventId":"${eventId}"`))
    .length;
}

describe.runIf(usingPostgres)('SIGTERM during a settlement, on PostgreSQL', () => {
  const freshPostgres = useFreshPostgres();
  let url: string;
  let database: Database;
  /** Holds an event's row lock, so a server's settlement waits inside its transaction. */
  let holder: pg.Client;
  let holderPid: number;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await freshPostgres('drain');
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 });
    holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const pid = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    holderPid = pid.rows[0]?.pid ?? 0;
  }, 60_000);

  afterAll(async () => {
    await holder?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  });

  async function lockEventRow(eventId: string) {
    await holder.query('begin');
    await holder.query('select id from events where id = $1 for update', [eventId]);
  }

  /**
   * True once a server's settlement waits for the event row the holder locked: its `lockEvent`
   * statement, blocked by the holder. Any lock wait is not enough: a short wait to extend a table
   * while two inserts run also counts as a lock wait, and a SIGTERM then would stop the server
   * before its settlement ever started.
   */
  async function settlementWaits(): Promise<boolean> {
    const row = await queryOne<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and ${holderPid}::int = any(pg_blocking_pids(pid))
            and query like '%from events where id = $1 for %'`,
    );
    return (row?.n ?? 0) > 0;
  }

  it('answers readiness 503 "starting" while migrations wait, then 200 once ready', async () => {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const port = await freePort();
    const child = runScript('src/main.ts', [], {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      JOBS_ENABLED: '0',
      JWT_SECRET: 'a-secret-shared-by-test-processes',
    });
    const exited = collect(child);
    try {
      const base = `http://127.0.0.1:${port}`;
      let ready: Response | undefined;
      await until('the port answers', async () => {
        ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
        return ready !== undefined;
      });
      expect(ready?.status).toBe(503);
      expect(await ready?.json()).toEqual({ status: 'starting', database: 'unknown' });
      const other = await fetch(`${base}/api/users/leaderboard`);
      expect(other.status).toBe(503);
      expect(other.headers.get('retry-after')).toBe('5');
      expect(((await other.json()) as { message: string }).message).toContain('starting');

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await until('the server is ready', async () => {
        const answer = await fetch(`${base}/api/health/ready`).catch(() => undefined);
        return answer?.status === 200;
      });
      expect((await fetch(`${base}/api/users/leaderboard`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
    }
  }, 90_000);

  it('finishes the settlement in flight, then exits 0; it settled once', async () => {
    const eventId = await seedCompletedGame(database.db);
    await lockEventRow(eventId);
    const server = await startServerProcess({ DATABASE_URL: url, ...jobsEnv(30) });
    await until('the settlement waits for the row', settlementWaits);

    const exited = server.stop();
    const early = await Promise.race([exited.then(() => 'exited'), sleep(1500)]);
    expect(early, 'a draining server waits for its job').toBeUndefined();
    // The listener is closed at once: a proxy sends new requests to other servers.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    await holder.query('rollback');
    const result = await exited;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('"drained; exiting"');
    await expectSettledOnce(database.db, eventId);
    expect(settledLines([result], eventId)).toBe(1);
  }, 90_000);

  it('answers a request in flight (an admin settling) before it exits 0', async () => {
    const eventId = await seedCompletedGame(database.db);
    await lockEventRow(eventId);
    const server = await startServerProcess({ DATABASE_URL: url, SHUTDOWN_GRACE_SECONDS: '30' });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const inFlight = fetch(`${server.url}/api/scan-completed`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await until('the settlement waits for the row', settlementWaits);

    const exited = server.stop();
    await sleep(500);
    await holder.query('rollback');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { counts: unknown }).counts).toMatchObject({
      settled_events: 1,
      settled_sentiments: PLAYERS,
    });
    expect((await exited).code).toBe(0);
    await expectSettledOnce(database.db, eventId);
  }, 90_000);

  it('past the grace period exits 1 mid-settlement; another server settles it once', async () => {
    const eventId = await seedCompletedGame(database.db);
    await lockEventRow(eventId);
    const first = await startServerProcess({ DATABASE_URL: url, ...jobsEnv(1) });
    await until('the settlement waits for the row', settlementWaits);

    const cut = await first.stop();
    expect(cut.code).toBe(1);
    expect(cut.stdout).toContain('grace period over');
    // The cut transaction was rolled back with the connection: nothing paid, nothing graded.
    await holder.query('rollback');
    await expectUnsettled(database.db, eventId);

    const second = await startServerProcess({ DATABASE_URL: url, ...jobsEnv(30) });
    servers.push(second);
    await until(
      'the other server settles the event',
      async () => (await settlementState(database.db, eventId)).status === 'settled',
    );
    const done = await second.stop();
    servers.pop();
    expect(done.code, done.stderr).toBe(0);
    await expectSettledOnce(database.db, eventId);
    expect(settledLines([cut, done], eventId)).toBe(1);
  }, 120_000);
});

// PGlite only: with DATABASE_URL set, the PostgreSQL cases above cover the same ground.
describe.skipIf(usingPostgres)(
  'SIGTERM with jobs running, on PGlite: the next start finishes the work once',
  () => {
    const dataDir = testFolder('takeline-drain');

    async function withFolder<T>(use: (db: Db) => Promise<T>): Promise<T> {
      const database = await openDatabase({ dataDir });
      try {
        return await use(database.db);
      } finally {
        await database.close();
      }
    }

    it('a drain, then a cut-off exit, then a restart: each game settled exactly once', async () => {
      const [drained, cutOff] = await withFolder(async (db) => [
        await seedCompletedGame(db),
        await seedCompletedGame(db),
      ]);
      const outputs: RunResult[] = [];

      // 1. SIGTERM as the first job pass runs: whatever job is in flight finishes, exit 0.
      let server = await startServerProcess({ DATA_DIR: dataDir, ...jobsEnv(30) });
      outputs.push(await server.stop());
      expect(outputs[0]?.code, outputs[0]?.stderr).toBe(0);

      // 2. No grace at all: the exit cuts off whatever runs (possibly a settlement mid-transaction).
      server = await startServerProcess({ DATA_DIR: dataDir, ...jobsEnv(0) });
      outputs.push(await server.stop());
      expect([0, 1]).toContain(outputs[1]?.code);

      // 3. The next start opens the folder and settles what is left. Its first job pass takes
      // about 1.5 s on a quiet machine; the public event stats say when both games have paid out.
      server = await startServerProcess({ DATA_DIR: dataDir, ...jobsEnv(30) });
      const api = new HttpApi(server.url);
      await until(
        'the restarted server has settled both games',
        async () => {
          const stats = await Promise.all(
            [drained, cutOff].map((eventId) =>
              api.call<EventStats>('GET', `/api/event/${eventId}/stats`),
            ),
          );
          return stats.every((game) => game.moneyline_take_wins === PLAYERS);
        },
        { timeoutMs: 60_000, everyMs: 200 },
      );
      outputs.push(await server.stop());
      expect(outputs[2]?.code, outputs[2]?.stderr).toBe(0);

      await withFolder(async (db) => {
        for (const eventId of [drained, cutOff]) {
          await expectSettledOnce(db, eventId);
          expect(settledLines(outputs, eventId), eventId).toBe(1);
        }
      });
    }, 180_000);
  },
);
