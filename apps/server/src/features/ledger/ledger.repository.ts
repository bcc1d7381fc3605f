import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';

export interface BalanceMismatch {
  user_id: number;
  currency: string;
  balance: number;
  ledger_sum: number;
}

/**
 * The ledger invariant (docs/game-rules.md#the-invariant), checked: every balance equals the sum of
 * its ledger entries and none is negative. Empty when all is well.
 */
export async function findBalanceMismatches(db: Executor): Promise<BalanceMismatch[]> {
  return queryRows<BalanceMismatch>(
    db,
    sql`
      with balances as (
        select id as user_id, 'confidence' as currency, confidence_points as balance from users
        union all select id, 'ip', ip_points from users
        union all select id, 'xp', xp_points from users
      ),
      sums as (
        select user_id, currency, sum(amount)::int as ledger_sum from ledger_entries group by user_id, currency
      )
      select b.user_id, b.currency, b.balance, coalesce(s.ledger_sum, 0)::int as ledger_sum
      from balances b
      left join sums s on s.user_id = b.user_id and s.currency = b.currency
      where b.balance <> coalesce(s.ledger_sum, 0) or b.balance < 0
      order by b.user_id, b.currency`,
  );
}

export interface OrphanLogRow {
  table: 'ledger_entries' | 'leaderboard_history';
  id: number;
}

/**
 * The append-only logs carry no foreign keys (decision 0006); this finds any
 * row naming a user, sentiment or event that does not exist. Empty when all is well.
 */
export async function findOrphanLogRows(db: Executor): Promise<OrphanLogRow[]> {
  return queryRows<OrphanLogRow>(
    db,
    sql`
      select 'ledger_entries' as table, l.id from ledger_entries l
      where not exists (select 1 from users u where u.id = l.user_id)
         or (l.sentiment_id is not null and not exists (select 1 from sentiments s where s.id = l.sentiment_id))
      union all
      select 'leaderboard_history', h.id from leaderboard_history h
      where not exists (select 1 from users u where u.id = h.user_id)
         or (h.event_id is not null and not exists (select 1 from events e where e.id = h.event_id))
      order by 1, 2`,
  );
}
