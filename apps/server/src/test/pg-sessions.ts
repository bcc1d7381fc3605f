import { sql } from 'drizzle-orm';
import { type Executor, queryOne } from '../db/database';

/**
 * Resolves once a statement whose text contains `marker` is running in another session: a
 * test's concurrent read has taken its snapshot (PostgreSQL only; drizzle sends a query only
 * when it is awaited, so start it with `.then()` first).
 */
export async function runningElsewhere(db: Executor, marker: string): Promise<void> {
  for (;;) {
    const row = await queryOne<{ running: number }>(
      db,
      sql`select count(*)::int as running from pg_stat_activity
          where state = 'active' and pid <> pg_backend_pid() and position(${marker} in query) > 0`,
    );
    if (row?.running) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
