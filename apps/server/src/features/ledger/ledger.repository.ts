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
 * The RULES.md section 5 invariant, checked: every balance equals the sum of
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
