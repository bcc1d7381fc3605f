import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';
import { isoSql } from '../crowd/crowd.repository';

/** An outbox row as the hub sends it: the payload stays JSON text, serialised once by the database. */
export interface OutboxRow {
  id: number;
  user_id: number | null;
  type: string;
  payload: string;
}

const columns = sql`id, user_id, type, payload::text as payload`;

export async function newestOutboxId(db: Executor): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int8 as id from stream_outbox`,
  );
  return row?.id ?? 0;
}

/** Rows after `afterId`, oldest first. */
export async function outboxAfter(db: Executor, afterId: number, limit: number) {
  return queryRows<OutboxRow>(
    db,
    sql`select ${columns} from stream_outbox where id > ${afterId} order by id limit ${limit}`,
  );
}

/** Whether an outbox row is still kept (a resume from it can be whole). */
export async function outboxHas(db: Executor, id: number): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    sql`select exists(select 1 from stream_outbox where id = ${id}) as found`,
  );
  return row?.found === true;
}

/** What one stream missed after `afterId`: public rows and the user's own. */
export async function outboxFor(db: Executor, afterId: number, userId: number | null) {
  const mine: SQL =
    userId === null ? sql`user_id is null` : sql`(user_id is null or user_id = ${userId})`;
  return queryRows<OutboxRow>(
    db,
    sql`select ${columns} from stream_outbox where id > ${afterId} and ${mine} order by id`,
  );
}

/** Drops rows older than the resume window. */
export async function pruneOutbox(db: Executor, keepSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from stream_outbox where created_at < clock_timestamp() - make_interval(secs => ${keepSeconds})`,
  );
}

/**
 * The private events of a settlement (docs/architecture.md#live-push): one `pick_settled` per
 * sentiment this settlement graded (they carry its `settled_at`) and one `balance` per holder.
 * Called inside the settlement's transaction, so they exist exactly when the settlement does.
 */
export async function writeSettlementEvents(
  tx: Executor,
  eventId: string,
  at: Date,
): Promise<void> {
  const atIso = at.toISOString();
  await tx.execute(sql`
    with settled as (
      select s.* from sentiments s
      where s.event_id = ${eventId} and s.settled_at = ${atIso}::timestamptz
    )
    insert into stream_outbox (user_id, type, payload)
    select s.user_id, 'pick_settled', jsonb_build_object(
      'sentiment_id', s.id, 'event_id', s.event_id, 'sport_key', e.sport_key,
      'home_team', e.home_team, 'away_team', e.away_team, 'market', s.market,
      'selection_type', s.selection_type, 'selection_value', s.selection_value,
      'default_value', s.default_value, 'custom_value', s.custom_value, 'is_custom', s.is_custom,
      'outcome', s.outcome, 'xp_points', s.xp_points, 'ip_points', s.ip_points,
      'confidence_returned', coalesce(r.confidence, 0), 'ip_returned', coalesce(r.ip, 0),
      'settled_at', ${isoSql('s.settled_at')})
    from settled s
    join events e on e.id = s.event_id
    left join lateral (
      select sum(l.amount) filter (where l.currency = 'confidence') as confidence,
        sum(l.amount) filter (where l.currency = 'ip') as ip
      from ledger_entries l where l.sentiment_id = s.id and l.reason = 'stake_refund'
    ) r on true
    union all
    select u.id, 'balance', jsonb_build_object('confidence_points', u.confidence_points,
      'ip_points', u.ip_points, 'xp_points', u.xp_points, 'rank_tier', u.rank_tier)
    from users u where u.id in (select user_id from settled)`);
}
