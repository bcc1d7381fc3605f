import { and, asc, desc, eq, gt, gte, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { eventLineColumns } from '../../db/event-columns';
import { events } from '../../db/schema';
import { TEST_ORIGINS } from './sport-keys';

const visible = (includeTest: boolean): SQL | undefined =>
  includeTest ? undefined : notInArray(events.origin, [...TEST_ORIGINS]);

const gameColumns = {
  id: events.id,
  sportKey: events.sportKey,
  sportTitle: events.sportTitle,
  homeTeam: events.homeTeam,
  awayTeam: events.awayTeam,
  commenceTime: events.commenceTime,
  origin: events.origin,
  ...eventLineColumns,
};
export type ScheduledGameRow = Awaited<ReturnType<typeof findUpcomingGames>>[number];

/** Games still open for sentiment: upcoming and not yet at their commence time. */
export async function findUpcomingGames(
  db: Executor,
  sportKey: string,
  now: Date,
  includeTest: boolean,
) {
  return db
    .select(gameColumns)
    .from(events)
    .where(
      and(
        eq(events.sportKey, sportKey),
        eq(events.status, 'upcoming'),
        gt(events.commenceTime, now),
        visible(includeTest),
      ),
    )
    .orderBy(asc(events.commenceTime), asc(events.id));
}

const scoreColumns = {
  id: events.id,
  sportKey: events.sportKey,
  homeTeam: events.homeTeam,
  awayTeam: events.awayTeam,
  homeScore: events.homeScore,
  awayScore: events.awayScore,
  commenceTime: events.commenceTime,
};

export async function findLiveGames(db: Executor, sportKey: string, includeTest: boolean) {
  return db
    .select(scoreColumns)
    .from(events)
    .where(
      and(eq(events.sportKey, sportKey), eq(events.status, 'in_progress'), visible(includeTest)),
    )
    .orderBy(asc(events.commenceTime), asc(events.id));
}

/** Completed and settled games, newest first. */
export async function findPastGames(
  db: Executor,
  options: { sportKey?: string; since?: Date; includeTest: boolean; limit: number },
) {
  return db
    .select(scoreColumns)
    .from(events)
    .where(
      and(
        inArray(events.status, ['completed', 'settled']),
        options.sportKey === undefined ? undefined : eq(events.sportKey, options.sportKey),
        options.since === undefined ? undefined : gte(events.commenceTime, options.since),
        visible(options.includeTest),
      ),
    )
    .orderBy(desc(events.commenceTime), asc(events.id))
    .limit(options.limit);
}
