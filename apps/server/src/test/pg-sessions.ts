import { sql } from 'drizzle-orm';
import { type Executor, queryOne } from '../db/database';
import { until } from './until';

/**
 * Resolves once a statement whose text contains `marker` is running in another session: a
 * test's concurrent read has taken its snapshot (PostgreSQL only; drizzle sends a query only
 * when it is awaited, so start it with `.then()` first).
 */
export async function runningElsewhere(db: Executor, marker: string): Promise<void> {
  await until(
    `a statement marked ${marker} runs in another session`,
    async () => {
      const row = await queryOne<{ running: number }>(
        db,
        sql`select count(*)::int as running from pg_stat_activity
            where state = 'active' and ${elsewhere(marker)}`,
      );
      return Boolean(row?.running);
    },
    { everyMs: 5 },
  );
}

/** The snapshot xmin of the statement marked `marker`, running in another session. */
export async function snapshotXminElsewhere(
  db: Executor,
  marker: string,
): Promise<string | undefined> {
  const row = await queryOne<{ xmin: string | null }>(
    db,
    sql`select backend_xmin::text as xmin from pg_stat_activity where ${elsewhere(marker)}`,
  );
  return row?.xmin ?? undefined;
}

/** Cancels the statement marked `marker`, running in another session. */
export async function cancelElsewhere(db: Executor, marker: string): Promise<void> {
  await db.execute(
    sql`select pg_cancel_backend(pid) from pg_stat_activity where ${elsewhere(marker)}`,
  );
}

/** Another session's row in `pg_stat_activity` whose statement text holds `marker`. */
function elsewhere(marker: string) {
  return sql`pid <> pg_backend_pid() and position(${marker} in query) > 0`;
}
