import { type GameLine, OPEN_EVENT_STATUSES } from '@takeline/contract';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DAY_MS } from '../clock';
import type { Executor } from '../db/database';
import { queryRows } from '../db/database';
import { eventLine, events } from '../db/schema';
import { FEED_ORIGINS, type FeedOrigin } from '../feeds/odds-feed';

/**
 * Gone from the feed this long before it started, an event is cancelled
 * (docs/game-rules.md#cancellation).
 */
export const VANISHED_AFTER_MS = DAY_MS;
/** ...and without a final score this long after its commence time. */
export const NO_FINAL_SCORE_AFTER_MS = 3 * DAY_MS;

export async function findEventStates(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Awaited<ReturnType<typeof selectStates>>[number]>();
  const rows = await selectStates(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

function selectStates(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: events.id,
      status: events.status,
      origin: events.origin,
      commenceTime: events.commenceTime,
      ...eventLine,
    })
    .from(events)
    .where(inArray(events.id, [...ids]));
}

export type NewFeedEvent = typeof events.$inferInsert;

/** Inserts events not stored yet; a concurrent insert of the same id by another server wins quietly. */
export async function insertEvents(db: Executor, rows: readonly NewFeedEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(events)
    .values([...rows])
    .onConflictDoNothing({ target: events.id })
    .returning({ id: events.id });
  return inserted.length;
}

/** New lines (and commence time) for an event still open for sentiment. */
export async function updateOpenEventLines(
  db: Executor,
  id: string,
  changes: GameLine & { commenceTime: Date },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(events)
    .set({ ...changes, linesUpdatedAt: now })
    .where(and(eq(events.id, id), eq(events.status, 'upcoming'), gt(events.commenceTime, now)))
    .returning({ id: events.id });
  return updated.length > 0;
}

/** Records that the feed still lists these events (the vanished-event rule reads it). */
export async function markSeen(
  db: Executor,
  ids: readonly string[],
  origin: FeedOrigin,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ lastSeenAt: now })
    .where(and(inArray(events.id, [...ids]), eq(events.origin, origin)));
}

/** Upcoming events whose commence time has passed -> in_progress (every origin). */
export async function startDueEvents(db: Executor, now: Date) {
  return db
    .update(events)
    .set({ status: 'in_progress' })
    .where(and(eq(events.status, 'upcoming'), lte(events.commenceTime, now)))
    .returning({ id: events.id, sportKey: events.sportKey });
}

/** Sports with this feed's events that have started and are not final: the ones worth a scores call. */
export async function sportsWithStartedEvents(
  db: Executor,
  origin: FeedOrigin,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sportKey: events.sportKey })
    .from(events)
    .where(
      and(
        eq(events.origin, origin),
        inArray(events.status, OPEN_EVENT_STATUSES),
        lte(events.commenceTime, now),
      ),
    );
  return rows.map((row) => row.sportKey);
}

/** A live score, written only when it changed. */
export async function updateLiveScore(
  db: Executor,
  id: string,
  origin: FeedOrigin,
  score: { home: number; away: number },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update events set home_team_score = ${score.home}, away_team_score = ${score.away},
          scores_updated_at = ${now.toISOString()}::timestamptz
        where id = ${id} and origin = ${origin} and status = 'in_progress'
          and (home_team_score, away_team_score) is distinct from (${score.home}::int, ${score.away}::int)
        returning id`,
  );
  return rows.length > 0;
}

/** Final score in: upcoming or in_progress -> completed. Never revives a cancelled event. */
export async function completeEvent(
  db: Executor,
  id: string,
  origin: FeedOrigin,
  score: { home: number; away: number },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(events)
    .set({
      status: 'completed',
      homeScore: score.home,
      awayScore: score.away,
      scoresUpdatedAt: now,
      completedAt: now,
    })
    .where(
      and(
        eq(events.id, id),
        eq(events.origin, origin),
        inArray(events.status, OPEN_EVENT_STATUSES),
      ),
    )
    .returning({ id: events.id });
  return updated.length > 0;
}

export async function findCompletedEventIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.status, 'completed'))
    .orderBy(events.completedAt, events.id);
  return rows.map((row) => row.id);
}

export interface CancelledEvent {
  id: string;
  sport_key: string;
  reason: 'vanished' | 'no_final_score';
}

/**
 * Cancellation (docs/game-rules.md#cancellation): upcoming or in-progress events that vanished from
 * the feed before they started and stayed gone 24 hours, or that have no final score 72 hours after
 * their commence time -> cancelled. Test events have no feed, so only the second rule applies to
 * them.
 */
export async function cancelStaleEvents(db: Executor, now: Date): Promise<CancelledEvent[]> {
  const vanishedBefore = new Date(now.getTime() - VANISHED_AFTER_MS).toISOString();
  const commencedBefore = new Date(now.getTime() - NO_FINAL_SCORE_AFTER_MS).toISOString();
  const feedOrigins = sql.join(
    FEED_ORIGINS.map((origin) => sql`${origin}`),
    sql`, `,
  );
  return queryRows<CancelledEvent>(
    db,
    sql`update events set status = 'cancelled'
        where status in ('upcoming', 'in_progress')
          and (
            (origin in (${feedOrigins}) and last_seen_at is not null
              and last_seen_at < commence_time and last_seen_at <= ${vanishedBefore}::timestamptz)
            or commence_time <= ${commencedBefore}::timestamptz
          )
        returning id, sport_key,
          case when commence_time <= ${commencedBefore}::timestamptz then 'no_final_score' else 'vanished' end as reason`,
  );
}

/** Cancelled events that still hold open (Pending) sentiments: their refunds are owed. */
export async function findCancelledEventsWithOpenSentiments(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ event_id: string }>(
    db,
    sql`select distinct s.event_id from sentiments s
        join events e on e.id = s.event_id
        where s.outcome = 'Pending' and e.status = 'cancelled'
        order by s.event_id`,
  );
  return rows.map((row) => row.event_id);
}
