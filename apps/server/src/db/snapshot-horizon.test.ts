import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runningElsewhere } from '../test/pg-sessions';
import { useTestApp } from '../test/test-app';
import { usingPostgres } from '../test/test-database';
import type { Executor } from './database';
import { waitForEarlierSnapshots } from './snapshot-horizon';

const t = useTestApp();

/** Commits a transaction that writes nothing but takes an id: the "settlement" to wait behind. */
async function commitSomething(db: Executor): Promise<void> {
  await db.execute(sql`select pg_current_xact_id()`);
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
      await commitSomething(t.db);
      const read = t.db.execute(sql`select pg_sleep(1.5), 'later-read' as marker`).then(() => {});
      await runningElsewhere(t.db, 'later-read');
      const started = Date.now();

      // Waiting for the read would take most of its 1.5 s; not waiting takes milliseconds.
      expect(await waitForEarlierSnapshots(t.db)).toBe(true);
      expect(Date.now() - started).toBeLessThan(750);
      await read;
    });
  });
});
