import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';
import { MIGRATIONS_FOLDER } from '../../db/open-database';
import { completeEvent, insertEvent, seedUser } from '../../test/event-factory';
import { registerUser, stakeMoneylinePicks } from '../../test/factories';
import { runningElsewhere } from '../../test/pg-sessions';
import { useTestApp } from '../../test/test-app';
import { usingPostgres } from '../../test/test-database';
import { testFolder } from '../../test/test-folder';
import { postEntries } from '../ledger/ledger.service';
import { SettlementService } from '../settlement/settlement.service';
import { foldAfterSettling } from '../windowed-boards/score-window-folding';

const t = useTestApp();

/** `leaderboard_order` and the same rows read from `users`, both in the board's order. */
async function orderAndUsers(db: Executor) {
  const order = await queryRows<{ user_id: number; score: number; created_at: string }>(
    db,
    sql`select user_id, ranking_score as score, created_at::text from leaderboard_order
        order by ranking_score desc, created_at, user_id`,
  );
  const counted = await queryRows<{ user_id: number; score: number; created_at: string }>(
    db,
    sql`select id as user_id, xp_points + ip_points as score, created_at::text from users
        order by xp_points + ip_points desc, created_at, id`,
  );
  return { order, counted };
}

/**
 * The leaderboard's order lives in its own narrow table (decision 0180), kept by triggers on
 * `users`; these tests hold it equal to the users table through every kind of write.
 */
describe('leaderboard order table', () => {
  /** Two players' picks on a completed event, and the settler as the lifecycle wraps it. */
  async function completedEventAndSettler() {
    const players = [await registerUser(t.app), await registerUser(t.app)];
    const event = await insertEvent(t.db);
    await stakeMoneylinePicks(t.app, players, event.id);
    await completeEvent(t.db, event.id, 6, 2);
    const warnings: unknown[] = [];
    const settler = foldAfterSettling(new SettlementService({ db: t.db, clock: t.clock }), t.db, {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    return { eventId: event.id, settler, warnings };
  }

  /** The order table's page count and all-visible pages, as the last vacuum recorded them. */
  const orderVisibility = () =>
    queryOne<{ relpages: number; relallvisible: number }>(
      t.db,
      sql`select relpages, relallvisible from pg_class where oid = 'leaderboard_order'::regclass`,
    );

  it('is all-visible again right after a settlement commits, so deep pages read no heap', async () => {
    const { eventId, settler, warnings } = await completedEventAndSettler();

    await settler.settleEvent(eventId);

    // A vacuum counts the table's pages and marks the ones every transaction can see (decision
    // 0195); the settlement's updates cleared those marks on the pages they touched.
    const after = await orderVisibility();
    expect(after?.relpages).toBeGreaterThan(0);
    expect(after?.relallvisible).toBe(after?.relpages);
    expect(warnings).toEqual([]);
    const { order, counted } = await orderAndUsers(t.db);
    expect(order).toEqual(counted);
  });

  it.runIf(usingPostgres)(
    'is all-visible too when a read begun during the settlement outlives its commit',
    async () => {
      const { eventId, settler } = await completedEventAndSettler();
      // Another session's read, still running when the settlement commits: its snapshot cannot
      // see the new order rows, so a vacuum started before it ends marks none of their pages.
      const read = t.db
        .execute(sql`select pg_sleep(0.5), 'spanning-read' as marker`)
        .then(() => {});
      await runningElsewhere(t.db, 'spanning-read');

      await settler.settleEvent(eventId);
      const after = await orderVisibility();
      await read;
      expect(after?.relpages).toBeGreaterThan(0);
      expect(after?.relallvisible).toBe(after?.relpages);
    },
  );

  it('equals the users table after registration, stakes, grants, settlement and deletion', async () => {
    const players = [await registerUser(t.app), await registerUser(t.app)];
    const bystander = await seedUser(t.db, { xp: 7, ip: 3 });
    const event = await insertEvent(t.db);
    await stakeMoneylinePicks(t.app, players, event.id);
    await t.db.transaction((tx) =>
      postEntries(
        tx,
        [{ userId: bystander.id, currency: 'xp', amount: 40, reason: 'admin_grant' }],
        t.clock.now(),
      ),
    );
    await completeEvent(t.db, event.id, 6, 2);
    await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);

    const settled = await orderAndUsers(t.db);
    expect(new Set(settled.counted.map((row) => row.score)).size).toBeGreaterThan(1);
    expect(settled.order).toEqual(settled.counted);

    // Only a user without ledger rows can go (the tests check for orphaned log rows).
    const leaving = await queryOne<{ id: number }>(
      t.db,
      sql`insert into users (username, email, name, password_hash)
          values ('leaving', 'leaving@example.com', 'Leaving', 'x') returning id`,
    );
    expect((await orderAndUsers(t.db)).order).toHaveLength(4);
    await t.db.execute(sql`delete from users where id = ${leaving?.id}`);
    const deleted = await orderAndUsers(t.db);
    expect(deleted.order).toHaveLength(3);
    expect(deleted.order).toEqual(deleted.counted);
  });

  it('writes nothing for an update that moves no score', async () => {
    const user = await seedUser(t.db, { xp: 12 });
    const version = async () =>
      (
        await queryOne<{ version: string }>(
          t.db,
          sql`select xmin::text as version from leaderboard_order where user_id = ${user.id}`,
        )
      )?.version;
    const before = await version();
    await t.db.execute(sql`update users set bio = 'hello', win_streak = 2 where id = ${user.id}`);
    expect(await version()).toBe(before);
  });

  it('leaves balance updates on users heap-only: no index on a balance, pages filled to half', async () => {
    const table = await queryOne<{ options: string[] | null }>(
      t.db,
      sql`select reloptions as options from pg_class where oid = 'users'::regclass`,
    );
    expect(table?.options).toContain('fillfactor=50');
    const user = await seedUser(t.db, { xp: 12 });
    // The counters of updates and of heap-only ones, around one balance update of the user.
    const counters = (db: Executor) =>
      queryOne<{ updated: number; hot: number }>(
        db,
        sql`select pg_stat_get_xact_tuples_updated('users'::regclass)::int as updated,
              pg_stat_get_xact_tuples_hot_updated('users'::regclass)::int as hot`,
      );
    const hot = await t.db.transaction(async (tx) => {
      const before = await counters(tx);
      await postEntries(
        tx,
        [{ userId: user.id, currency: 'xp', amount: 5, reason: 'admin_grant' }],
        t.clock.now(),
      );
      const after = await counters(tx);
      return {
        updated: (after?.updated ?? 0) - (before?.updated ?? 0),
        hot: (after?.hot ?? 0) - (before?.hot ?? 0),
      };
    });
    expect(hot).toEqual({ updated: 1, hot: 1 });
  });

  it('is filled from the users registered before the migration', async () => {
    // Migrate a fresh database to the migration before this one, register users, then migrate on.
    const journalPath = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const earlier = testFolder('takeline-migrations');
    cpSync(MIGRATIONS_FOLDER, earlier, { recursive: true });
    writeFileSync(
      path.join(earlier, 'meta/_journal.json'),
      JSON.stringify({
        ...journal,
        entries: journal.entries.filter((entry) => entry.tag < '0013'),
      }),
    );
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: earlier });
      await client.exec(`
        insert into users (username, email, name, password_hash, xp_points, ip_points, created_at) values
          ('early', 'early@example.com', 'Early', 'x', 10, 2, '2026-01-01T00:00:00Z'),
          ('late', 'late@example.com', 'Late', 'x', 30, 0, '2026-01-02T00:00:00Z'),
          ('tied', 'tied@example.com', 'Tied', 'x', 12, 0, '2026-01-03T00:00:00Z')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const { order, counted } = await orderAndUsers(db as unknown as Executor);
      expect(order.map((row) => row.score)).toEqual([30, 12, 12]);
      expect(order).toEqual(counted);
    } finally {
      await client.close();
    }
  }, 60_000);
});
