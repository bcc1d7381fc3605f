import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelElsewhere, runningElsewhere, snapshotXminElsewhere } from '../test/pg-sessions';
import { useTestApp } from '../test/test-app';
import { usingPostgres } from '../test/test-database';
import type { Executor } from './database';
import { nextXid, waitForEarlierSnapshots } from './snapshot-horizon';

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

      // A limit well past the read's second: with the default (1 s), the read's end and the
      // deadline were only the few milliseconds between its start and the call apart, and a
      // loaded machine ending the read a little late made the wait give up (CI, 2026-11-27).
      expect(await waitForEarlierSnapshots(t.db, { maxMs: 5_000 })).toBe(true);
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
      // The wait counts a session whose snapshot is older than the next transaction id at the
      // call, in any database: xids are cluster-wide. So when the other test worker takes an id
      // between this read's start and the call, or was running one as the read began, the read
      // is rightly waited for, and is not the case tested here. Such an attempt is cancelled and
      // set up again, for up to 20 s; an attempt in which no id was taken anywhere must pass.
      const deadline = Date.now() + 20_000;
      for (let attempt = 1; ; attempt += 1) {
        await commitSomething(t.db);
        const marker = `later-read-${attempt}`;
        const read = t.db
          // The marker in the query text itself, where pg_stat_activity shows it.
          .execute(sql`select pg_sleep(1.5), ${sql.raw(`'${marker}'`)} as marker`)
          .then(() => 'finished' as const)
          .catch(() => 'cancelled' as const);
        await runningElsewhere(t.db, marker);
        const readXmin = await snapshotXminElsewhere(t.db, marker);
        const started = Date.now();
        const caughtUp = await waitForEarlierSnapshots(t.db);
        const elapsed = Date.now() - started;
        const quiet = readXmin === (await nextXid(t.db));
        if (!quiet && Date.now() < deadline) {
          await cancelElsewhere(t.db, marker);
          await read;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        // Waiting for the read would take most of its 1.5 s; not waiting takes milliseconds.
        expect(caughtUp).toBe(true);
        expect(elapsed).toBeLessThan(750);
        expect(await read).toBe('finished');
        return;
      }
    });
  });
});
