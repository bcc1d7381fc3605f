import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idArray, queryRows } from '../../db/database';
import { isoSql } from '../crowd/crowd.repository';
import { chunkFilter, WHOLE } from '../settlement/settlement.repository';
import { type OutboxRow, SETTLEMENT_OUTBOX_TYPE } from './stream-outbox.repository';

/** What a settlement's outbox row names (`writeSettlementEvents`). */
export interface SettlementRef {
  event_id: string;
  settled_at: string;
  /** One chunk of a split settlement (decision 0192): the holders whose id hashes to `part` of `of`. */
  part?: number;
  of?: number;
}

export function isSettlementRow(row: OutboxRow): boolean {
  return row.type === SETTLEMENT_OUTBOX_TYPE;
}

/**
 * What came back of a stake: its `stake_refund` entry, which a Win or a Draw posts and a Loss
 * does not (docs/game-rules.md#ledger-reasons). Read from the settled row rather than looked up
 * in the ledger once per sentiment (decision 0116).
 */
const returned = (stake: string) =>
  sql.raw(`(case when s.outcome in ('Win', 'Draw') then ${stake} else 0 end)`);

/**
 * The private events of one settlement for some users (docs/architecture.md#live-push, decision
 * 0134): a `pick_settled` per sentiment the settlement graded, in id order, then the holder's
 * `balance`, read after commit from the settled rows. A settled sentiment never changes again, so
 * every read gives the same `pick_settled`; `balance` is the holder's balance when it is read.
 */
export async function settlementEventsFor(
  db: Executor,
  ref: SettlementRef,
  userIds: readonly number[],
): Promise<Array<{ user_id: number; type: string; payload: string }>> {
  const ids = idArray(userIds);
  return queryRows(
    db,
    sql`
      with settled as (
        select s.* from sentiments s
        where s.event_id = ${ref.event_id} and s.settled_at = ${ref.settled_at}::timestamptz
          and s.user_id = any(${ids}::int[])${chunkFilter({ part: ref.part ?? WHOLE.part, of: ref.of ?? WHOLE.of }, sql`s.user_id`)}
      )
      select user_id, type, payload from (
        select s.user_id, 'pick_settled' as type, s.id as sentiment_id, jsonb_build_object(
          'sentiment_id', s.id, 'event_id', s.event_id, 'sport_key', e.sport_key,
          'home_team', e.home_team, 'away_team', e.away_team, 'market', s.market,
          'selection_type', s.selection_type, 'selection_value', s.selection_value,
          'default_value', s.default_value, 'custom_value', s.custom_value, 'is_custom', s.is_custom,
          'outcome', s.outcome, 'xp_points', s.xp_points, 'ip_points', s.ip_points,
          'confidence_returned', ${returned('s.confidence_points_staked')},
          'ip_returned', ${returned('s.staked_ip')},
          'settled_at', ${isoSql('s.settled_at')})::text as payload
        from settled s
        join events e on e.id = s.event_id
        union all
        select u.id, 'balance', null, jsonb_build_object('confidence_points', u.confidence_points,
          'ip_points', u.ip_points, 'xp_points', u.xp_points, 'rank_tier', u.rank_tier)::text
        from users u where u.id in (select user_id from settled)
      ) events
      order by user_id, sentiment_id nulls last`,
  );
}

/**
 * A settlement's outbox row as SSE text per user (only the given users, and only those it
 * settled something for). Only each user's last frame carries the row's id, so a stream cut
 * off part-way resumes from before the settlement and gets all of it again, never half.
 */
export async function settlementFrames(
  db: Executor,
  row: OutboxRow,
  userIds: readonly number[],
  frame: (type: string, data: string, id: number | null) => string,
): Promise<Map<number, string>> {
  const frames = new Map<number, string>();
  if (userIds.length === 0) return frames;
  const ref = JSON.parse(row.payload) as SettlementRef;
  const events = await settlementEventsFor(db, ref, userIds);
  events.forEach((event, index) => {
    const last = events[index + 1]?.user_id !== event.user_id;
    const text = frame(event.type, event.payload, last ? row.id : null);
    frames.set(event.user_id, (frames.get(event.user_id) ?? '') + text);
  });
  return frames;
}
