import type { Executor } from '../../db/database';
import { findBalanceMismatches, findOrphanLogRows } from './ledger.repository';

/**
 * The ledger invariant (docs/development.md, "Points move only through the
 * ledger"), as readable problems: empty when every balance equals its ledger
 * sum, none is negative, and no log row names a missing user, sentiment or
 * event. Restores refuse a database that has any.
 */
export async function ledgerProblems(db: Executor): Promise<string[]> {
  const mismatches = await findBalanceMismatches(db);
  const orphans = await findOrphanLogRows(db);
  return [
    ...mismatches.map((row) =>
      row.balance < 0
        ? `user ${row.user_id}: ${row.currency} balance is negative (${row.balance})`
        : `user ${row.user_id}: ${row.currency} balance ${row.balance} but ledger sum ${row.ledger_sum}`,
    ),
    ...orphans.map((row) => `${row.table} row ${row.id} names a missing user, sentiment or event`),
  ];
}
