import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { HOUR_MS } from '../clock';
import type { Database } from '../db/database';
import { queryRows } from '../db/database';
import { openDatabase } from '../db/open-database';
import { SimulatedSportsbook } from '../feeds/simulated/simulated-sportsbook';
import { seedSentiment, seedUser } from '../test/event-factory';
import { expectLedgerInvariant } from '../test/factories';
import { useLiveTestApp } from '../test/live-test-app';
import { testDatabaseUrl, usingPostgres } from '../test/test-database';
import { LIFECYCLE_JOB_NAMES } from './lifecycle-jobs';

const SEED = 5;
const t = useLiveTestApp({
  deps: (clock) => {
    const book = new SimulatedSportsbook({ seed: SEED, speed: 1, clock, publicUrl: 'http://x' });
    return { oddsFeed: book, newsFeed: book };
  },
});

let second: { app: App; database: Database | null } | undefined;
afterEach(async () => {
  await second?.app.close();
  await second?.database?.close();
  second = undefined;
});

/** A second server on the same database (its own pool on PostgreSQL), same feed and clock. */
async function secondServer(): Promise<App> {
  const url = testDatabaseUrl();
  const database =
    usingPostgres && url ? await openDatabase({ databaseUrl: url, dataDir: 'memory://' }) : null;
  const book = new SimulatedSportsbook({
    seed: SEED,
    speed: 1,
    clock: t.clock,
    publicUrl: 'http://x',
  });
  const app = await buildApp({
    database: database ?? t.database,
    clock: t.clock,
    config: t.config,
    oddsFeed: book,
    newsFeed: book,
  });
  second = { app, database };
  return app;
}

describe('two servers running the jobs at once on one database', () => {
  it('store each event once, settle each sentiment once, and keep the ledger whole', async () => {
    const other = await secondServer();
    const [a, b] = await Promise.all([
      t.app.lifecycle.fetchEvents(),
      other.lifecycle.fetchEvents(),
    ]);
    const [{ events = 0 } = {}] = await queryRows<{ events: number }>(
      t.db,
      sql`select count(*)::int as events from events`,
    );
    expect((a.inserted ?? 0) + (b.inserted ?? 0)).toBe(events);

    const upcoming = await queryRows<{ id: string }>(
      t.db,
      sql`select id from events where status = 'upcoming' and commence_time > ${t.clock.now().toISOString()}::timestamptz order by commence_time limit 6`,
    );
    for (const { id } of upcoming) {
      for (let i = 0; i < 3; i += 1) {
        const user = await seedUser(t.db);
        await seedSentiment(t.db, {
          userId: user.id,
          eventId: id,
          market: 'moneyline',
          selectionType: i % 2 ? 'Pass' : 'Take',
          selectionValue: i % 2 ? 'away' : 'home',
          confidenceStake: 2,
          price: -110,
        });
      }
    }

    t.clock.advance(12 * HOUR_MS);
    for (const job of LIFECYCLE_JOB_NAMES) {
      await Promise.all([t.app.lifecycle.run(job), other.lifecycle.run(job)]);
    }

    const settled = await queryRows<{ pending: number; settled: number }>(
      t.db,
      sql`select
            (select count(*)::int from sentiments where outcome = 'Pending') as pending,
            (select count(*)::int from sentiments where outcome <> 'Pending') as settled`,
    );
    expect(settled[0]).toMatchObject({ pending: 0, settled: upcoming.length * 3 });
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select distinct status from events where id in (${sql.join(
        upcoming.map(({ id }) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(statuses).toEqual([{ status: 'settled' }]);
    const duplicates = await queryRows(
      t.db,
      sql`select sentiment_id, reason, count(*) from ledger_entries where sentiment_id is not null
          group by sentiment_id, reason, currency having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    await expectLedgerInvariant(t.db);
  });
});
