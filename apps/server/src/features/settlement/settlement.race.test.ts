import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import {
  completeEvent,
  insertEvent,
  seedHomeTake,
  seedSentiment,
  seedUser,
} from '../../test/event-factory';
import { expectLedgerInvariant } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';
import { SettlementService } from './settlement.service';

const t = useTestApp();
let second: Database | undefined;

/**
 * A second "server": on PostgreSQL its own connection pool on the same
 * database; on PGlite (one connection by nature) the same database.
 */
async function secondServer(chunks: number): Promise<SettlementService> {
  if (usingPostgres) {
    second ??= await openDatabase({
      databaseUrl: testDatabaseUrl(),
      dataDir: 'memory://',
      poolSize: 5,
    });
    return new SettlementService({ db: second.db, clock: t.clock, chunks });
  }
  return new SettlementService({ db: t.db, clock: t.clock, chunks });
}

afterAll(async () => {
  await second?.close();
});

async function seedEventWithSentiments(userIds: number[]) {
  const event = await insertEvent(t.db);
  for (const userId of userIds) {
    await seedHomeTake(t.db, userId, event.id);
    await seedSentiment(t.db, {
      userId,
      eventId: event.id,
      market: 'totals',
      selectionType: 'Pass',
      selectionValue: 'under',
      defaultValue: 8.5,
      customValue: 6.5,
      stakedIp: 1,
    });
  }
  return event;
}

// Whole, and in three chunks of users side by side (decision 0192).
describe.each([1, 3])('two servers settling at the same moment, in %i chunk(s)', (chunks) => {
  it('pays each sentiment once when both settle the same event', async () => {
    const users = [];
    for (let i = 0; i < 8; i += 1) users.push((await seedUser(t.db)).id);
    const event = await seedEventWithSentiments(users);
    await completeEvent(t.db, event.id, 4, 1);

    const one = new SettlementService({ db: t.db, clock: t.clock, chunks });
    const two = await secondServer(chunks);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? one : two).settleEvent(event.id)),
    );

    // Whole, one call settles everything; in chunks, calls may share the work, each pick once.
    if (chunks === 1) expect(results.filter((result) => !result.alreadySettled)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.settledSentiments, 0)).toBe(16);
    // Each sentiment: one stake, and on this Win one refund and one XP entry per currency.
    const perSentiment = await queryRows<{ reason: string; currency: string; n: number }>(
      t.db,
      sql`select reason, currency, count(*)::int as n from ledger_entries
          where sentiment_id is not null group by reason, currency order by reason, currency`,
    );
    expect(perSentiment).toEqual([
      { reason: 'stake', currency: 'confidence', n: 8 },
      { reason: 'stake', currency: 'ip', n: 8 },
      { reason: 'stake_refund', currency: 'confidence', n: 8 },
      { reason: 'stake_refund', currency: 'ip', n: 8 },
      { reason: 'win_ip', currency: 'ip', n: 8 },
      { reason: 'win_xp', currency: 'xp', n: 16 },
    ]);
    const history = await queryOne<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from leaderboard_history where event_id = ${event.id}`,
    );
    expect(history?.n).toBe(8);
    await expectLedgerInvariant(t.db);
  });

  it('settles different events that share users without deadlock', async () => {
    const users = [];
    for (let i = 0; i < 6; i += 1) users.push((await seedUser(t.db)).id);
    const events = [];
    for (let i = 0; i < 4; i += 1) {
      // Opposite user orders, so naive row locking would cross.
      const event = await seedEventWithSentiments(i % 2 === 0 ? users : [...users].reverse());
      await completeEvent(t.db, event.id, 3, 2);
      events.push(event);
    }
    const one = new SettlementService({ db: t.db, clock: t.clock, chunks });
    const two = await secondServer(chunks);
    const results = await Promise.all(
      events.flatMap((event) => [one.settleEvent(event.id), two.settleEvent(event.id)]),
    );
    expect(results.reduce((sum, result) => sum + result.settledSentiments, 0)).toBe(4 * 12);
    const streaks = await queryRows<{ win_streak: number }>(
      t.db,
      sql`select win_streak from users order by id`,
    );
    // Every user won both markets in each of the four events.
    expect(streaks.every((row) => row.win_streak === 8)).toBe(true);
    await expectLedgerInvariant(t.db);
  });
});
