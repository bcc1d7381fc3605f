import type { GameLineField, ResolvedSelection } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryPreparedRows } from '../../db/database';
import { eventLine } from '../../db/schema';
import { type StakeBalances, takeStakesSql } from '../ledger/ledger.service';
import { ipBonusHundredthsSql } from '../settlement/rank-sql';
import type { StoredSentimentRow, SubmissionEvent } from './sentiment.repository';

/** One resolved submission to record. */
export interface SubmissionToRecord {
  userId: number;
  event: SubmissionEvent;
  selection: ResolvedSelection;
  at: Date;
}

/** What `recordSubmissions` did with one submission. */
export type RecordedSubmission =
  /** The event is no longer open on the line the selection was resolved against. */
  | { kind: 'event_changed' }
  /** A balance does not cover a stake, or the user is gone: nothing was written. */
  | { kind: 'not_covered' }
  /** The user already has a pick on this market (a concurrent submission won). */
  | { kind: 'duplicate' }
  | { kind: 'recorded'; stored: StoredSentimentRow; balances: StakeBalances };

const lineFields = Object.keys(eventLine) as GameLineField[];
/** The line columns as `jsonb_to_recordset` column definitions (points are numeric). */
const lineColumnTypes = lineFields
  .map((field) => `${field} ${field.endsWith('_point') ? 'numeric' : 'int'}`)
  .join(', ');
const sameLine = lineFields
  .map((field) => `e.${field} is not distinct from l.${field}`)
  .join(' and ');

type OutcomeRow = StoredSentimentRow & {
  event_open: boolean;
  covered: boolean;
  confidence_points: number | null;
  ip_points: number | null;
};

/**
 * Records resolved sentiments with their stakes in one statement (decisions 0142 and 0160), each
 * submission on its own: while its event is still upcoming, not started at its `at` and on
 * exactly the line its `event` was read with (a share lock on the event until the statement
 * commits), and its user's balances cover its stakes (the users' rows locked in id order, so two
 * statements never wait on each other's users in a cycle), inserts the sentiment unless the user
 * has one on the market (the unique index decides between concurrent submissions), debits the
 * stakes and writes their ledger entries (`takeStakesSql`). All of it commits or none of it does.
 * At most one submission per user: a user's row is updated once per statement.
 */
export async function recordSubmissions(
  db: Executor,
  submissions: readonly SubmissionToRecord[],
): Promise<RecordedSubmission[]> {
  if (new Set(submissions.map((s) => s.userId)).size !== submissions.length) {
    throw new Error('recordSubmissions takes at most one submission per user');
  }
  const rows = submissions.map(({ userId, event, selection, at }, ord) => ({
    ord,
    user_id: userId,
    event_id: event.id,
    market: selection.market,
    selection_type: selection.selectionType,
    selection_value: selection.selectionValue,
    default_value: selection.defaultValue,
    custom_value: selection.customValue,
    is_custom: selection.isCustom,
    confidence: selection.confidenceStake,
    ip: selection.stakedIp,
    price: selection.price,
    at: at.toISOString(),
  }));
  const lines = [...new Map(submissions.map(({ event }) => [event.id, event])).values()].map(
    (event) => ({
      id: event.id,
      ...Object.fromEntries(lineFields.map((field) => [field, event[field]])),
    }),
  );
  // The text is the same for any batch (its rows are two jsonb parameters), so PostgreSQL plans
  // it once per connection (decision 0214).
  const outcomes = await queryPreparedRows<OutcomeRow & { ord: number }>(
    db,
    'record_submissions',
    sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(ord int, user_id int,
        event_id text, market text, selection_type text, selection_value text,
        default_value numeric, custom_value numeric, is_custom boolean, confidence int, ip int,
        price int, at timestamptz)
    ),
    line as (
      select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(id text, ${sql.raw(lineColumnTypes)})
    ),
    ev as (
      select e.id, e.commence_time from events e join line l on l.id = e.id
      where e.status = 'upcoming' and ${sql.raw(sameLine)}
      for share of e
    ),
    open as (
      select i.* from input i join ev on ev.id = i.event_id and ev.commence_time > i.at
    ),
    holder as (
      select o.*, u.xp_points from users u join open o on o.user_id = u.id
      where u.confidence_points >= o.confidence and u.ip_points >= o.ip
      order by u.id
      for no key update of u
    ),
    ins as (
      insert into sentiments (user_id, event_id, market, selection_type, selection_value,
        default_value, custom_value, is_custom, confidence_points_staked, staked_ip, price,
        holder_ip_bonus, created_at)
      select user_id, event_id, market, selection_type, selection_value, default_value,
        custom_value, is_custom, confidence, ip, price,
        ${ipBonusHundredthsSql(sql`xp_points`)} / 100.0, at
      from holder
      on conflict (user_id, event_id, market) do nothing
      returning id, user_id, event_id, market, selection_type, selection_value, default_value,
        custom_value, is_custom, confidence_points_staked, staked_ip, price, outcome
    ),
    ${takeStakesSql('ins', 'holder')}
    select i.ord, exists (select 1 from open o where o.ord = i.ord) as event_open,
      exists (select 1 from holder h where h.ord = i.ord) as covered,
      ins.id, ins.event_id, ins.market, ins.selection_type, ins.selection_value,
      ins.default_value, ins.custom_value, ins.is_custom, ins.confidence_points_staked,
      ins.staked_ip, ins.price, ins.outcome, debited.confidence_points, debited.ip_points
    from input i
      left join ins on ins.user_id = i.user_id
      left join debited on debited.sentiment_id = ins.id
    order by i.ord`,
  );
  return outcomes.map(toRecorded);
}

function toRecorded(row: OutcomeRow & { ord: number }): RecordedSubmission {
  if (!row.event_open) return { kind: 'event_changed' };
  if (!row.covered) return { kind: 'not_covered' };
  if (row.id === null || row.confidence_points === null || row.ip_points === null) {
    return { kind: 'duplicate' };
  }
  const {
    ord: _ord,
    event_open: _open,
    covered: _covered,
    confidence_points,
    ip_points,
    ...stored
  } = row;
  return { kind: 'recorded', stored, balances: { confidence_points, ip_points } };
}
