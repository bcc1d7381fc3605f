import { randomUUID } from 'node:crypto';
import {
  PAST_START_RESET_NOTE,
  SPORT_TITLES,
  TEST_DATA_SPORTS,
  TEST_SPORT_KEYS,
  type TestDataCompleteResponse,
  type TestDataCreateBody,
  type TestDataCreateResponse,
  type TestDataListQuery,
  type TestDataSport,
  type TestDataUpdateResponse,
  type TestGame,
  teamsOf,
} from '@takeline/contract';
import { Random } from '../../feeds/simulated/random';
import { resolveStartTime, startedBy } from './start-time';
import { finalScore, nextScore, testGameLine } from './test-play';
import { plural, toTestGame } from './test-rows';
import {
  findTestEvents,
  insertTestEvents,
  lockOpenTestEvents,
  type NewEventRow,
  updateOpenTestEvent,
} from './test-tools.repository';
import { settleAll, type TestToolsDeps } from './test-tools-deps';

const ORIGIN = 'test_game';

/**
 * Test data setup (docs/screens.md#test-data-setup, decision 0050): fake games of one sport, made
 * upcoming, given live scores and completed in bulk. They are events like any other (origin
 * test_game), so sentiments on them settle through the settler.
 */
export class TestDataService {
  constructor(private readonly deps: TestToolsDeps) {}

  async list(query: TestDataListQuery): Promise<TestGame[]> {
    const sports = query.sport === undefined ? TEST_DATA_SPORTS : [query.sport];
    const sportKeys = sports.map((sport) => TEST_SPORT_KEYS[sport]);
    return (await findTestEvents(this.deps.db, { origin: ORIGIN, sportKeys })).map(toTestGame);
  }

  /** numGames games between distinct teams, all starting at the asked-for (or default) time. */
  async createUpcoming(body: TestDataCreateBody): Promise<TestDataCreateResponse> {
    const now = this.deps.clock.now();
    const { start, reset } = resolveStartTime(body.customStartTime, now);
    const sportKey = TEST_SPORT_KEYS[body.sport];
    const title = SPORT_TITLES[sportKey];
    const random = Random.of(randomUUID());
    const teams = random.shuffle(teamsOf(sportKey)).slice(0, body.numGames * 2);
    const rows: NewEventRow[] = [];
    for (let game = 0; game < body.numGames; game += 1) {
      const home = teams[game * 2];
      const away = teams[game * 2 + 1];
      if (!home || !away) break;
      rows.push({
        id: randomUUID(),
        sportKey,
        sportTitle: title,
        homeTeam: home.name,
        awayTeam: away.name,
        commenceTime: start,
        status: 'upcoming',
        origin: ORIGIN,
        ...testGameLine(body.sport, random),
        linesUpdatedAt: now,
        createdAt: now,
      });
    }
    const ids = await insertTestEvents(this.deps.db, rows);
    this.deps.scheduleCache.invalidate(sportKey);
    const games = await this.#games(ids);
    const made = `Created ${plural(games.length, `upcoming ${title} game`)}.`;
    return {
      message: reset ? `${made} ${PAST_START_RESET_NOTE}` : made,
      games,
      start_time: start.toISOString(),
      start_time_reset: reset,
    };
  }

  /** Upcoming games start now; every game of the sport not finished scores some more. */
  async updateLiveScores(sport: TestDataSport): Promise<TestDataUpdateResponse> {
    const sportKey = TEST_SPORT_KEYS[sport];
    const now = this.deps.clock.now();
    const ids = await this.deps.db.transaction(async (tx) => {
      const updated: string[] = [];
      for (const row of await lockOpenTestEvents(tx, ORIGIN, sportKey)) {
        const current = { home: row.homeScore, away: row.awayScore };
        const score = nextScore(
          sport,
          current,
          Random.of(row.id, current.home ?? -1, current.away ?? -1),
        );
        const changed = await updateOpenTestEvent(tx, row.id, {
          status: 'in_progress',
          homeScore: score.home,
          awayScore: score.away,
          commenceTime: startedBy(row.commenceTime, now),
          scoresUpdatedAt: now,
          completedAt: null,
        });
        if (changed) updated.push(row.id);
      }
      return updated;
    });
    if (ids.length > 0) this.deps.scheduleCache.invalidate(sportKey);
    const title = SPORT_TITLES[sportKey];
    return {
      message:
        ids.length > 0
          ? `Updated live scores of ${plural(ids.length, `${title} game`)}.`
          : `No upcoming or live ${title} test games to update.`,
      updated: ids.length,
      games: await this.#games(ids),
    };
  }

  /** Every game of the sport not finished ends now, with its current score, and settles. */
  async completeGames(sport: TestDataSport): Promise<TestDataCompleteResponse> {
    const sportKey = TEST_SPORT_KEYS[sport];
    const now = this.deps.clock.now();
    const ids = await this.deps.db.transaction(async (tx) => {
      const completed: string[] = [];
      for (const row of await lockOpenTestEvents(tx, ORIGIN, sportKey)) {
        const current = { home: row.homeScore, away: row.awayScore };
        const score = finalScore(sport, current, Random.of(row.id, 'final'));
        const changed = await updateOpenTestEvent(tx, row.id, {
          status: 'completed',
          homeScore: score.home,
          awayScore: score.away,
          commenceTime: startedBy(row.commenceTime, now),
          scoresUpdatedAt: now,
          completedAt: now,
        });
        if (changed) completed.push(row.id);
      }
      return completed;
    });
    if (ids.length > 0) this.deps.scheduleCache.invalidate(sportKey);
    const settled = await settleAll(this.deps.settler, ids);
    const title = SPORT_TITLES[sportKey];
    return {
      message:
        ids.length > 0
          ? `Completed ${plural(ids.length, `${title} game`)} and settled ${plural(settled, 'sentiment')}.`
          : `No upcoming or live ${title} test games to complete.`,
      completed: ids.length,
      settled_sentiments: settled,
      games: await this.#games(ids),
    };
  }

  async #games(ids: readonly string[]): Promise<TestGame[]> {
    if (ids.length === 0) return [];
    const rows = await findTestEvents(this.deps.db, { origin: ORIGIN, ids });
    return rows.map(toTestGame);
  }
}
