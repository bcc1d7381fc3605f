import { OPEN_EVENT_STATUSES } from '@takeline/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { events } from '../../db/schema';
import type { TestOrigin } from '../events/sport-keys';

// Test games (test data setup) and test events are rows of `events` marked by a TestOrigin.
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** The most rows a list answers; test tools never need more on one screen. */
export const TEST_LIST_LIMIT = 200;

/** Inserts new rows; answers the ids stored (an id already taken is skipped). */
export async function insertTestEvents(
  db: Executor,
  rows: readonly NewEventRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(events)
    .values([...rows])
    .onConflictDoNothing({ target: events.id })
    .returning({ id: events.id });
  return inserted.map((row) => row.id);
}

/** Newest first (by creation, then start). */
export async function findTestEvents(
  db: Executor,
  filter: { origin: TestOrigin; sportKeys?: readonly string[]; ids?: readonly string[] },
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.origin, filter.origin),
        filter.sportKeys === undefined
          ? undefined
          : inArray(events.sportKey, [...filter.sportKeys]),
        filter.ids === undefined ? undefined : inArray(events.id, [...filter.ids]),
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.commenceTime), asc(events.id))
    .limit(TEST_LIST_LIMIT);
}

export async function findTestEvent(
  db: Executor,
  origin: TestOrigin,
  id: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.origin, origin)));
  return row;
}

/**
 * Locks one test event for a state change until the transaction ends, so a
 * concurrent start, score or completion waits and then sees the new state.
 */
export async function lockTestEvent(
  tx: Executor,
  origin: TestOrigin,
  id: string,
): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.origin, origin)))
    .for('update');
  return row;
}

/** Locks a sport's test rows that are not finished yet (upcoming or in progress). */
export async function lockOpenTestEvents(
  tx: Executor,
  origin: TestOrigin,
  sportKey: string,
): Promise<EventRow[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.origin, origin),
        eq(events.sportKey, sportKey),
        inArray(events.status, OPEN_EVENT_STATUSES),
      ),
    )
    .orderBy(asc(events.commenceTime), asc(events.id))
    .for('update');
}

export interface TestEventChange {
  status: 'in_progress' | 'completed';
  homeScore: number | null;
  awayScore: number | null;
  commenceTime: Date;
  scoresUpdatedAt: Date | null;
  completedAt: Date | null;
}

/** Writes a locked row's new state, only while it is still open. */
export async function updateOpenTestEvent(
  tx: Executor,
  id: string,
  change: TestEventChange,
): Promise<boolean> {
  const updated = await tx
    .update(events)
    .set(change)
    .where(and(eq(events.id, id), inArray(events.status, OPEN_EVENT_STATUSES)))
    .returning({ id: events.id });
  return updated.length > 0;
}
