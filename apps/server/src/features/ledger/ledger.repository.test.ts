import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { findBalanceMismatches, findOrphanLogRows } from './ledger.repository';
import { debit, postEntries } from './ledger.service';

const t = useTestApp();

describe('the ledger invariant checks', () => {
  it('find a balance that drifted from its ledger, and a negative one', async () => {
    t.brokenLedgerExpected = true;
    const { user } = await registerUser(t.app);
    expect(await findBalanceMismatches(t.db)).toEqual([]);
    await t.db.execute(sql`update users set ip_points = ip_points + 3 where id = ${user.id}`);
    expect(await findBalanceMismatches(t.db)).toEqual([
      { user_id: user.id, currency: 'ip', balance: 8, ledger_sum: 5 },
    ]);
  });

  it('find ledger and ranking-trend rows that name a missing user, sentiment or event', async () => {
    t.brokenLedgerExpected = true;
    const { user } = await registerUser(t.app);
    expect(await findOrphanLogRows(t.db)).toEqual([]);
    await t.db.execute(sql`
      insert into ledger_entries (user_id, currency, amount, reason) values (999, 'xp', 1, 'admin_grant')`);
    await t.db.execute(sql`
      insert into ledger_entries (user_id, currency, amount, reason, sentiment_id)
      values (${user.id}, 'xp', 1, 'win_xp', 12345)`);
    await t.db.execute(sql`
      insert into leaderboard_history (user_id, event_id, recorded_at, ranking_score, xp_points, ip_points)
      values (${user.id}, 'no-such-event', now(), 0, 0, 0)`);
    expect(await findOrphanLogRows(t.db)).toEqual([
      { table: 'leaderboard_history', id: 2 },
      { table: 'ledger_entries', id: 3 },
      { table: 'ledger_entries', id: 4 },
    ]);
  });
});

describe('ledger moves', () => {
  it('debit refuses to overdraw and changes nothing', async () => {
    const { user } = await registerUser(t.app);
    const at = t.clock.now();
    const taken = await t.db.transaction((tx) =>
      debit(tx, { userId: user.id, currency: 'confidence', amount: 11, reason: 'stake' }, at),
    );
    expect(taken).toBe(false);
    expect(await findBalanceMismatches(t.db)).toEqual([]);
  });

  it('a second payout of the same kind for one sentiment fails on the unique index', async () => {
    const { user } = await registerUser(t.app);
    const at = t.clock.now();
    await t.db.execute(sql`
      insert into events (id, sport_key, sport_title, home_team, away_team, commence_time, origin)
      values ('e1', 'baseball_mlb', 'MLB', 'A', 'B', now(), 'simulated')`);
    await t.db.execute(sql`
      insert into sentiments (user_id, event_id, market, selection_type, selection_value)
      values (${user.id}, 'e1', 'moneyline', 'Take', 'home')`);
    const payout = {
      userId: user.id,
      currency: 'xp' as const,
      amount: 2,
      reason: 'win_xp' as const,
      sentimentId: 1,
    };
    await t.db.transaction((tx) => postEntries(tx, [payout], at));
    await expect(t.db.transaction((tx) => postEntries(tx, [payout], at))).rejects.toThrow();
    expect(await queryRows(t.db, sql`select xp_points from users where id = ${user.id}`)).toEqual([
      { xp_points: 2 },
    ]);
    expect(await findBalanceMismatches(t.db)).toEqual([]);
  });
});
