import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne } from '../../db/database';

export type Currency = 'confidence' | 'ip' | 'xp';
export type LedgerReason =
  | 'signup_grant'
  | 'daily_login'
  | 'login_streak'
  | 'stake'
  | 'stake_refund'
  | 'win_xp'
  | 'win_ip'
  | 'win_streak_ip'
  | 'admin_grant';

export interface LedgerEntryInput {
  userId: number;
  currency: Currency;
  amount: number;
  reason: LedgerReason;
  sentimentId?: number | null;
  loginDay?: string | null;
  note?: string | null;
}

const BALANCE_COLUMN: Record<Currency, SQL> = {
  confidence: sql.raw('confidence_points'),
  ip: sql.raw('ip_points'),
  xp: sql.raw('xp_points'),
};

/**
 * The one way points move (docs/game-rules.md#5-the-ledger-and-its-invariant). Entries are appended
 * and the cached balances change by the same amounts in the same statement, inside the caller's
 * transaction. `source` is a query yielding rows of (user_id, currency, amount, reason,
 * sentiment_id, login_day, note); zero amounts are skipped. Set-based, so settling a hundred
 * thousand sentiments is one statement. Returns the number of entries written.
 *
 * A balance that would go negative fails the whole transaction on the
 * users table's check constraint; a second payout of the same kind fails
 * on the ledger's unique indexes.
 *
 * `prelude`, when given, is a list of CTEs placed first at the top level of
 * the statement, which `source` may read. PostgreSQL only allows
 * data-modifying CTEs (`update ... returning`) there, so this is how a
 * caller changes rows and pays for them in one statement (settlement).
 *
 * `perUser`, when given, names a prelude CTE with one row per `user_id` (and columns other than
 * confidence, ip, xp and entries) and extra `set` assignments for the same balance update, which
 * may read those columns and the user's sums (`totals.xp`, null when the user has no entry) as
 * `totals.<column>`. A user of that CTE with entries is updated once; one without is updated only
 * when `changes` (same names) holds: a settlement carries streaks and tiers in the row version
 * that takes the balances, rather than writing a second one, and skips the users it leaves as
 * they were (decision 0135).
 *
 * `epilogue`, when given, is a list of CTEs placed after the balance update, which may read
 * `updated` (`user_id`, the balances after, and `score_changed`: whether XP or IP moved), so a
 * caller can record what follows from the new balances in the same statement (decision 0135).
 *
 * `answer`, when given, is the integer the statement returns instead of the number of entries,
 * read from any of its CTEs: the settlement answers how many sentiments it settled.
 */
export async function postEntriesFrom(
  tx: Executor,
  source: SQL,
  at: Date,
  options: {
    prelude?: SQL;
    perUser?: { from: SQL; set: SQL; changes: SQL };
    epilogue?: SQL;
    answer?: SQL;
  } = {},
): Promise<number> {
  const prelude = options.prelude ? sql`${options.prelude},` : sql``;
  const epilogue = options.epilogue ? sql`, ${options.epilogue}` : sql``;
  const { perUser } = options;
  const per = perUser
    ? sql`(select * from totals full join ${perUser.from} using (user_id))`
    : sql`totals`;
  const extraSet = perUser ? sql`, ${perUser.set}` : sql``;
  const which = perUser ? sql` and (totals.entries is not null or (${perUser.changes}))` : sql``;
  const row = await queryOne<{ entries: number }>(
    tx,
    sql`
      with ${prelude}
      source as (${source}),
      inserted as (
        insert into ledger_entries (user_id, currency, amount, reason, sentiment_id, login_day, note, created_at)
        select user_id, currency, amount, reason, sentiment_id, login_day, note, ${at.toISOString()}::timestamptz
        from source
        where amount <> 0
        returning user_id, currency, amount
      ),
      totals as (
        select user_id,
          coalesce(sum(amount) filter (where currency = 'confidence'), 0)::int as confidence,
          coalesce(sum(amount) filter (where currency = 'ip'), 0)::int as ip,
          coalesce(sum(amount) filter (where currency = 'xp'), 0)::int as xp,
          count(*)::int as entries
        from inserted
        group by user_id
      ),
      updated as (
        update users u
        set confidence_points = u.confidence_points + coalesce(totals.confidence, 0),
            ip_points = u.ip_points + coalesce(totals.ip, 0),
            xp_points = u.xp_points + coalesce(totals.xp, 0)${extraSet}
        from ${per} as totals
        where u.id = totals.user_id${which}
        returning u.id as user_id, u.confidence_points, u.ip_points, u.xp_points,
          coalesce(totals.xp, 0) <> 0 or coalesce(totals.ip, 0) <> 0 as score_changed,
          coalesce(totals.entries, 0) as entries
      )${epilogue}
      select ${options.answer ?? sql`(select coalesce(sum(entries), 0) from updated)`}::int as entries`,
  );
  return row?.entries ?? 0;
}

/** Posts a handful of entries given in code (grants, login rewards). */
export async function postEntries(
  tx: Executor,
  entries: readonly LedgerEntryInput[],
  at: Date,
): Promise<number> {
  if (entries.length === 0) return 0;
  const values = sql.join(
    entries.map(
      (entry) =>
        sql`(${entry.userId}::int, ${entry.currency}::text, ${entry.amount}::int, ${entry.reason}::text, ${entry.sentimentId ?? null}::bigint, ${entry.loginDay ?? null}::date, ${entry.note ?? null}::text)`,
    ),
    sql`, `,
  );
  return postEntriesFrom(
    tx,
    sql`select * from (values ${values}) as v(user_id, currency, amount, reason, sentiment_id, login_day, note)`,
    at,
  );
}

/**
 * Takes a stake from a balance if it covers it. Answers false, changing
 * nothing, when it does not, so a balance never goes below zero even under
 * concurrent stakes (the conditional update locks the user's row).
 */
export async function debit(
  tx: Executor,
  entry: Omit<LedgerEntryInput, 'amount'> & { amount: number },
  at: Date,
): Promise<boolean> {
  const column = BALANCE_COLUMN[entry.currency];
  const covered = await queryOne<{ id: number }>(
    tx,
    sql`update users set ${column} = ${column} - ${entry.amount}
        where id = ${entry.userId} and ${column} >= ${entry.amount}
        returning id`,
  );
  if (!covered) return false;
  await tx.execute(sql`
    insert into ledger_entries (user_id, currency, amount, reason, sentiment_id, login_day, note, created_at)
    values (${entry.userId}, ${entry.currency}, ${-entry.amount}, ${entry.reason}, ${entry.sentimentId ?? null},
            ${entry.loginDay ?? null}, ${entry.note ?? null}, ${at.toISOString()}::timestamptz)`);
  return true;
}

export interface StakeBalances {
  confidence_points: number;
  ip_points: number;
}

/**
 * Takes submissions' stakes (confidence points and IP, either may be 0) as two CTEs of the
 * submitting statement (decisions 0112, 0142 and 0160): `debited`, the conditional update of each
 * user's balances for the sentiment the CTE named `sentimentCte` inserted for them (nothing when
 * it inserted none), answering the balances after; and `stake_entries`, the ledger entries of
 * those debits. `stakeCte` names the rows with each submission's `user_id`, `confidence`, `ip`
 * and `at`, at most one per user (a user's row is updated at most once per statement). A
 * submission that stakes nothing still updates the user's row, by zero, so a user's submissions
 * stay serial.
 */
export function takeStakesSql(sentimentCte: string, stakeCte: string): SQL {
  return sql.raw(`
    debited as (
      update users
      set confidence_points = confidence_points - k.confidence,
          ip_points = ip_points - k.ip
      from ${sentimentCte} s join ${stakeCte} k on k.user_id = s.user_id
      where users.id = s.user_id and users.confidence_points >= k.confidence
        and users.ip_points >= k.ip
      returning s.id as sentiment_id, users.id as user_id, users.confidence_points,
        users.ip_points, k.confidence, k.ip, k.at
    ),
    stake_entries as (
      insert into ledger_entries (user_id, currency, amount, reason, sentiment_id, created_at)
      select d.user_id, v.currency, -v.amount, 'stake', d.sentiment_id, d.at
      from debited d cross join lateral
        (values ('confidence', d.confidence), ('ip', d.ip)) as v(currency, amount)
      where v.amount > 0
    )`);
}
