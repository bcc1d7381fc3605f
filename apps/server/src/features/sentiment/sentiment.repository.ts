import type {
  GameWithLine,
  Market,
  Outcome,
  ResolvedSelection,
  StoredSentiment,
} from '@takeline/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne } from '../../db/database';
import { eventLine, events, sentiments, users } from '../../db/schema';
import { type StakeBalances, takeStakesSql } from '../ledger/ledger.service';
import { ipBonusHundredthsSql } from '../settlement/rank-sql';

export interface SubmissionEvent extends GameWithLine {
  id: string;
  status: string;
  origin: string;
  commence_time: Date;
}

/** The event a submission is for, and whether the user already has a pick on the market. */
export interface SubmissionTarget extends SubmissionEvent {
  submitted: boolean;
}

/**
 * Reads the event a sentiment is for and whether this user already picked the market, in one
 * query. With `lock`, holds a share lock on the event until the transaction ends (a job moving it
 * to in_progress waits for the submission); without, `recordSubmission` checks the event again
 * under that lock (decision 0142).
 */
export async function findSubmissionTarget(
  db: Executor,
  input: { userId: number; eventId: string; market: Market; lock: boolean },
): Promise<SubmissionTarget | undefined> {
  const query = db
    .select({
      id: events.id,
      status: events.status,
      origin: events.origin,
      commence_time: events.commenceTime,
      sport_key: events.sportKey,
      home_team: events.homeTeam,
      away_team: events.awayTeam,
      ...eventLine,
      submitted: sql<boolean>`exists(select 1 from sentiments s where s.user_id = ${input.userId}
        and s.event_id = events.id and s.market = ${input.market})`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  const [row] = await (input.lock ? query.for('share') : query);
  return row;
}

/** What `recordSubmission` did. */
export type RecordedSubmission =
  /** The event is no longer open on the line the selection was resolved against. */
  | { kind: 'event_changed' }
  /** A balance does not cover a stake, or the user is gone: nothing was written. */
  | { kind: 'not_covered' }
  /** The user already has a pick on this market (a concurrent submission won). */
  | { kind: 'duplicate' }
  | { kind: 'recorded'; stored: StoredSentimentRow; balances: StakeBalances };

const lineFields = Object.keys(eventLine) as (keyof typeof eventLine)[];

/**
 * Records a resolved sentiment with its stakes in one statement (decision 0142): while the event
 * is still upcoming, not started at `at` and on exactly the line `event` was read with (a share
 * lock on it until the statement commits), and the user's balances cover the stakes (their row
 * locked), inserts the sentiment unless the user has one on the market (the unique index decides
 * between concurrent submissions), debits the stakes and writes their ledger entries
 * (`takeStakesSql`). Either all of it commits or none of it happens.
 */
export async function recordSubmission(
  db: Executor,
  input: {
    userId: number;
    event: SubmissionEvent;
    selection: ResolvedSelection;
    at: Date;
  },
): Promise<RecordedSubmission> {
  const { userId, event, selection, at } = input;
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const sameLine = sql.join(
    lineFields.map((field) => sql`${eventLine[field]} is not distinct from ${event[field]}`),
    sql` and `,
  );
  const stake = { userId, confidence: selection.confidenceStake, ip: selection.stakedIp };
  const row = await queryOne<
    StoredSentimentRow & {
      event_open: boolean;
      covered: boolean;
      confidence_points: number | null;
      ip_points: number | null;
    }
  >(
    db,
    sql`
    with ev as (
      select id from events
      where id = ${event.id} and status = 'upcoming' and commence_time > ${atSql} and ${sameLine}
      for share
    ),
    holder as (
      select id, xp_points from users
      where id = ${userId} and confidence_points >= ${stake.confidence}::int
        and ip_points >= ${stake.ip}::int and exists (select 1 from ev)
      for no key update
    ),
    ins as (
      insert into sentiments (user_id, event_id, market, selection_type, selection_value,
        default_value, custom_value, is_custom, confidence_points_staked, staked_ip, price,
        holder_ip_bonus, created_at)
      select ${userId}, ${event.id}, ${selection.market}, ${selection.selectionType},
        ${selection.selectionValue}, ${selection.defaultValue}::numeric, ${selection.customValue}::numeric,
        ${selection.isCustom}, ${selection.confidenceStake}::int, ${selection.stakedIp}::int,
        ${selection.price}::int, ${ipBonusHundredthsSql(sql`holder.xp_points`)} / 100.0, ${atSql}
      from holder
      on conflict (user_id, event_id, market) do nothing
      returning id, event_id, market, selection_type, selection_value, default_value,
        custom_value, is_custom, confidence_points_staked, staked_ip, price, outcome
    ),
    ${takeStakesSql(stake, 'ins', at)}
    select exists (select 1 from ev) as event_open, exists (select 1 from holder) as covered,
      ins.*, debited.confidence_points, debited.ip_points
    from (select 1) as one
      left join ins on true
      left join debited on debited.sentiment_id = ins.id`,
  );
  if (!row?.event_open) return { kind: 'event_changed' };
  if (!row.covered) return { kind: 'not_covered' };
  if (row.id === null || row.confidence_points === null || row.ip_points === null) {
    return { kind: 'duplicate' };
  }
  const { event_open: _open, covered: _covered, confidence_points, ip_points, ...stored } = row;
  return { kind: 'recorded', stored, balances: { confidence_points, ip_points } };
}

export async function eventExists(db: Executor, eventId: string): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    sql`select exists(select 1 from events where id = ${eventId}) as found`,
  );
  return row?.found === true;
}

const storedColumns = {
  id: sentiments.id,
  event_id: sentiments.eventId,
  market: sentiments.market,
  selection_type: sentiments.selectionType,
  selection_value: sentiments.selectionValue,
  default_value: sentiments.defaultValue,
  custom_value: sentiments.customValue,
  is_custom: sentiments.isCustom,
  confidence_points_staked: sentiments.confidencePointsStaked,
  staked_ip: sentiments.stakedIp,
  price: sentiments.price,
  outcome: sentiments.outcome,
};

/** A stored sentiment as the API shows it, with its outcome so far. */
export type StoredSentimentRow = StoredSentiment & { outcome: Outcome };

export async function findSentiment(
  db: Executor,
  userId: number,
  eventId: string,
  market: Market,
): Promise<StoredSentimentRow | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(sentiments)
    .where(
      and(
        eq(sentiments.userId, userId),
        eq(sentiments.eventId, eventId),
        eq(sentiments.market, market),
      ),
    );
  return row;
}

/** One user's sentiments on several events (the schedule's status batch). */
export async function findSentimentsOnEvents(
  db: Executor,
  userId: number,
  eventIds: readonly string[],
): Promise<StoredSentimentRow[]> {
  return db
    .select(storedColumns)
    .from(sentiments)
    .where(and(eq(sentiments.userId, userId), inArray(sentiments.eventId, [...eventIds])))
    .orderBy(sentiments.eventId, sentiments.market);
}

export async function findBalances(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ confidence_points: users.confidencePoints, ip_points: users.ipPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
