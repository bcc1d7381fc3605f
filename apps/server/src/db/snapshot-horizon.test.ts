import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runningElsewhere } from '../test/pg-sessions';
import { useTestApp } from '../test/test-app';
import { usingPostgres } from '../test/test-database';
import { type Executor, queryOne } from './database';
import { waitForEarlierSnapshots } from './snapshot-horizon';

const t = useTestApp();

/**
 * Commits a transaction that writes nothing but takes an id: the "settlement" to wait behind.
 * Answers that id as a 32-bit xid, as `pg_stat_activity` shows them.
 */
async function commitSomething(db: Executor): Promise<string> {
  const row = await queryOne<{ xid: string }>(
    db,
    sql`select (pg_current_xact_id()::text::bigint % 4294967296)::text as xid`,
  );
  return row?.xid ?? '';
}

/** Whether the statement marked `marker` took its snapshot after `xid` and everything before it. */
async function beganAfter(db: Executor, marker: string, xid: string): Promise<boolean> {
  const row = await queryOne<{ later: boolean | null }>(
    db,
    sql`select bool_and(age(backend_xmin) < age(${xid}::xid)) as later from pg_stat_activity
        where pid <> pg_backend_pid() and position(${marker} in query) > 0`,
  );
  return row?.later === true;
}

describe('waiting for earlier snapshots', () => {
  it('answers at once when no other session holds one', async () => {
    const started = Date.now();
    expect(await waitForEarlierSnapshots(t.db)).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
  });

  describe.runIf(usingPostgres)('on PostgreSQL, with other sessions', () => {
    it('waits for a read that began before the last commit to finish', async () => {
      const read = t.db.execute(sql`select pg_sleep(1), 'earlier-read' as marker`).then(() => {});
      await runningElsewhere(t.db, 'earlier-read');
      const seen = Date.now();
      await commitSomething(t.db);

      expect(await waitForEarlierSnapshots(t.db)).toBe(true);
      // The read had at most its second left when it was seen running, and most of it on a
      // loaded machine too; without the wait this answers in a few milliseconds. (Its own
      // answer may reach Node a moment after the poll sees its snapshot gone, so the time is
      // checked, not the read's promise.)
      expect(Date.now() - seen).toBeGreaterThanOrEqual(500);
      await read;
    });

    it('gives up after its limit when a snapshot stays open, and says so', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let taken = () => {};
      const snapshotTaken = new Promise<void>((resolve) => {
        taken = resolve;
      });
      // A repeatable-read transaction keeps the snapshot of its first statement to its end.
      const holder = t.db.transaction(
        async (tx) => {
          await tx.execute(sql`select 1`);
          taken();
          await held;
        },
        { isolationLevel: 'repeatable read' },
      );
      await snapshotTaken;
      await commitSomething(t.db);
      try {
        const started = Date.now();
        expect(await waitForEarlierSnapshots(t.db, { maxMs: 150 })).toBe(false);
        expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      } finally {
        release();
        await holder;
      }
      expect(await waitForEarlierSnapshots(t.db, { maxMs: 150 })).toBe(true);
    });

    it('does not wait for a read that began after the last commit', async () => {
      // A snapshot's xmin is cluster-wide. If another database's transaction (the other test
      // worker's) was running as the read began, the read holds this database's vacuum horizon
      // back like an earlier one and is rightly waited for: not the case tested here. So a read
      // that began so is cancelled and the setup repeated, for up to 20 s.
      const deadline = Date.now() + 20_000;
      for (let attempt = 1; ; attempt += 1) {
        const committed = await commitSomething(t.db);
        const marker = `later-read-${attempt}`;
        const read = t.db
          .execute(sql`select pg_sleep(1.5), ${sql.raw(`'${marker}'`)} as marker`) // in the query text
          .then(() => 'finished' as const)
          .catch(() => 'cancelled' as const);
        await runningElsewhere(t.db, marker);
        if (!(await beganAfter(t.db, marker, committed)) && Date.now() < deadline) {
          await t.db.execute(sql`select pg_cancel_backend(pid) from pg_stat_activity
            where pid <> pg_backend_pid() and position(${marker} in query) > 0`);
          await read;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        const started = Date.now();
        // Waiting for the read would take most of its 1.5 s; not waiting takes milliseconds.
        expect(await waitForEarlierSnapshots(t.db)).toBe(true);
        expect(Date.now() - started).toBeLessThan(750);
        expect(await read).toBe('finished');
        return;
      }
    });
  });
});
