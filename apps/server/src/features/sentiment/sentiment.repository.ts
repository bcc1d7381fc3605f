import type { GameWithLine, Market, Outcome, StoredSentiment } from '@takeline/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne } from '../../db/database';
import { eventLine, events, sentiments, users } from '../../db/schema';

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
 * to in_progress waits for the submission); without, `recordSubmissions` checks the event again
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
