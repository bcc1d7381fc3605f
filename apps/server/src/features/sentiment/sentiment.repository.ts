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
import { holderIpBonusSql } from '../crowd/crowd-refresh';

export interface SubmissionEvent extends GameWithLine {
  id: string;
  status: string;
  origin: string;
  commence_time: Date;
}

/**
 * Reads the event a sentiment is for, holding a share lock until the
 * transaction ends: a job moving it to in_progress waits for the
 * submission, so no sentiment slips in after the event has started.
 */
export async function findEventForSubmission(
  tx: Executor,
  eventId: string,
): Promise<SubmissionEvent | undefined> {
  const [row] = await tx
    .select({
      id: events.id,
      status: events.status,
      origin: events.origin,
      commence_time: events.commenceTime,
      sport_key: events.sportKey,
      home_team: events.homeTeam,
      away_team: events.awayTeam,
      ...eventLine,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
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

/**
 * Records the sentiment unless the user already has one for this event and
 * market; the unique index decides between concurrent submissions.
 */
export async function insertSentiment(
  tx: Executor,
  input: { userId: number; eventId: string; selection: ResolvedSelection; at: Date },
): Promise<StoredSentimentRow | undefined> {
  const { selection } = input;
  const [row] = await tx
    .insert(sentiments)
    .values({
      userId: input.userId,
      eventId: input.eventId,
      market: selection.market,
      selectionType: selection.selectionType,
      selectionValue: selection.selectionValue,
      defaultValue: selection.defaultValue,
      customValue: selection.customValue,
      isCustom: selection.isCustom,
      confidencePointsStaked: selection.confidenceStake,
      stakedIp: selection.stakedIp,
      price: selection.price,
      holderIpBonus: holderIpBonusSql(input.userId),
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: [sentiments.userId, sentiments.eventId, sentiments.market] })
    .returning(storedColumns);
  return row;
}

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
