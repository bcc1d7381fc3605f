import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';
import { type UserChunk, WHOLE } from '../settlement/settlement.repository';

/** The type of a settlement's one outbox row; the hub expands it, no stream ever receives it. */
export const SETTLEMENT_OUTBOX_TYPE = 'settlement';

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
 * The outbox row of a settlement (docs/architecture.md#live-push, decision 0134): one row, public in
 * the table but never sent as it is, naming the event and the settlement's `settled_at`. Written
 * inside the settlement's transaction, so it exists exactly when the settlement does; the stream
 * hub expands it into each holder's `pick_settled` and `balance` events after commit
 * (`settlementEventsFor`). One row instead of one per sentiment and holder, which was a third
 * of a settlement's time. A settlement split into chunks of users writes one per chunk.
 */
export async function writeSettlementEvents(
  tx: Executor,
  eventId: string,
  at: Date,
  chunk: UserChunk = WHOLE,
): Promise<void> {
  // A split settlement writes one row per chunk, in that chunk's transaction (decision 0192):
  // the row names its chunk, so it exists exactly when that chunk's rows do.
  const chunkKeys =
    chunk.of === 1 ? sql`` : sql`, 'part', ${chunk.part}::int, 'of', ${chunk.of}::int`;
  await tx.execute(sql`
    insert into stream_outbox (user_id, type, payload)
    values (null, ${SETTLEMENT_OUTBOX_TYPE},
      jsonb_build_object('event_id', ${eventId}::text, 'settled_at', ${at.toISOString()}::text${chunkKeys}))`);
}
