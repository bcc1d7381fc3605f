import { and, asc, desc, eq, gt, gte, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { eventLine, events } from '../../db/schema';
import { TEST_ORIGINS } from './sport-keys';

const visible = (includeTest: boolean): SQL | undefined =>
  includeTest ? undefined : notInArray(events.origin, [...TEST_ORIGINS]);

/** A scheduled game, keyed as the contract's ScheduledGame (the start still a Date). */
const gameColumns = {
  id: events.id,
  sport_key: events.sportKey,
  sport_title: events.sportTitle,
  home_team: events.homeTeam,
  away_team: events.awayTeam,
  commence_time: events.commenceTime,
  origin: events.origin,
  ...eventLine,
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

/** A game with its score, keyed as the contract's LiveScore (the start still a Date). */
const scoreColumns = {
  id: events.id,
  sport_key: events.sportKey,
  home_team: events.homeTeam,
  away_team: events.awayTeam,
  home_team_score: events.homeScore,
  away_team_score: events.awayScore,
  commence_time: events.commenceTime,
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
