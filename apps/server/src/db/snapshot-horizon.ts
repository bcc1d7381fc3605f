import { sql } from 'drizzle-orm';
import { type Executor, queryOne } from './database';

/** xid8 values carry an epoch above the 32-bit xid that `pg_stat_activity` shows. */
const XID_SPAN = 4294967296;

/** The next transaction id to be taken, as a 32-bit xid, as `pg_stat_activity` shows them. */
export async function nextXid(db: Executor): Promise<string | undefined> {
  const row = await queryOne<{ xid: string }>(
    db,
    sql`select (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % ${XID_SPAN})::text as xid`,
  );
  return row?.xid;
}

/**
 * Waits until every other session of this database can see every transaction committed before
 * this call, or until `maxMs` have passed; answers whether they all caught up in time.
 *
 * A VACUUM marks a page all-visible only when every open snapshot can see every row on it, and
 * it fixes that horizon when it starts. Right after a settlement commits, a read begun during it
 * may still be running; a vacuum started at that moment leaves every page the settlement changed
 * unmarked until the next one. Waiting those few milliseconds first is what makes
 * decision 0195's vacuum effective under load (decision 0203).
 *
 * A session counts while its `backend_xmin` or `backend_xid` is older than the next transaction
 * id at the call (compared by age, which survives xid wraparound): its snapshot was taken while
 * some transaction up to here was still running. A snapshot taken later is newer, unless a
 * transaction that began earlier is still running, and that one is itself waited for. On PGlite
 * the only session is this one: no wait.
 */
export async function waitForEarlierSnapshots(
  db: Executor,
  { maxMs = 1000, pollMs = 5 }: { maxMs?: number; pollMs?: number } = {},
): Promise<boolean> {
  const next = await nextXid(db);
  const deadline = Date.now() + maxMs;
  for (;;) {
    const held = await queryOne<{ sessions: number }>(
      db,
      sql`select count(*)::int as sessions from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and greatest(age(backend_xmin), age(backend_xid)) > age(${next}::xid)`,
    );
    if (!held?.sessions) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
