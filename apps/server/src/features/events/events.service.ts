import {
  currentScheduleResponseSchema,
  type LiveScore,
  PAST_SCORES_LIMIT,
  type PastScore,
  type PastScoresQuery,
  type ScheduledGame,
} from '@takeline/contract';
import { type Clock, DAY_MS } from '../../clock';
import type { Db } from '../../db/database';
import {
  findLiveGames,
  findPastGames,
  findUpcomingGames,
  type ScheduledGameRow,
} from './events.repository';
import { BodyCache, type CachedBody } from './schedule-cache';
import { assertServedSport, TEST_ORIGINS } from './sport-keys';

export interface EventsServiceOptions {
  db: Db;
  clock: Clock;
  /** Test events are public only while test tools are on. */
  testTools: boolean;
  scheduleCacheTtlMs: number;
}

/** The public read side of events: schedule (cached), live scores, past scores. */
export class EventsService {
  /** Invalidate after any change to upcoming events or their lines. */
  readonly scheduleCache: BodyCache<ScheduledGame[]>;

  constructor(private readonly options: EventsServiceOptions) {
    this.scheduleCache = new BodyCache({
      clock: options.clock,
      ttlMs: options.scheduleCacheTtlMs,
      load: (sportKey) => this.#loadSchedule(sportKey),
    });
  }

  /** The serialised schedule and its ETag; 404 for a sport the app does not cover. */
  async currentSchedule(sportKey: string): Promise<CachedBody> {
    assertServedSport(sportKey, this.options.testTools);
    return this.scheduleCache.get(sportKey);
  }

  async liveScores(sportKey: string): Promise<LiveScore[]> {
    assertServedSport(sportKey, this.options.testTools);
    const rows = await findLiveGames(this.options.db, sportKey, this.options.testTools);
    return rows.map((row) => ({
      id: row.id,
      sport_key: row.sportKey,
      home_team: row.homeTeam,
      away_team: row.awayTeam,
      home_team_score: row.homeScore,
      away_team_score: row.awayScore,
      commence_time: row.commenceTime.toISOString(),
    }));
  }

  async pastScores(query: PastScoresQuery): Promise<PastScore[]> {
    if (query.sport_key !== undefined) assertServedSport(query.sport_key, this.options.testTools);
    const since =
      query.days === undefined
        ? undefined
        : new Date(this.options.clock.now().getTime() - query.days * DAY_MS);
    const rows = await findPastGames(this.options.db, {
      ...(query.sport_key === undefined ? {} : { sportKey: query.sport_key }),
      ...(since === undefined ? {} : { since }),
      includeTest: this.options.testTools,
      limit: PAST_SCORES_LIMIT,
    });
    return rows.map((row) => {
      const home = row.homeScore ?? 0;
      const away = row.awayScore ?? 0;
      return {
        id: row.id,
        sport_key: row.sportKey,
        home_team: row.homeTeam,
        away_team: row.awayTeam,
        home_team_score: home,
        away_team_score: away,
        winner: home === away ? 'Draw' : home > away ? row.homeTeam : row.awayTeam,
        points_diff: Math.abs(home - away),
        commence_time: row.commenceTime.toISOString(),
      };
    });
  }

  async #loadSchedule(sportKey: string) {
    const now = this.options.clock.now();
    const rows = await findUpcomingGames(this.options.db, sportKey, now, this.options.testTools);
    // Ids are unique in the table; the spec still asks to drop duplicates, so keep the first.
    const byId = new Map<string, ScheduledGame>();
    for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, toScheduledGame(row));
    const games = currentScheduleResponseSchema.parse([...byId.values()]);
    // The first game to start leaves the schedule then, so the cached answer ends there too.
    const firstStart = rows[0]?.commenceTime ?? null;
    return { value: games, validUntil: firstStart };
  }
}

function toScheduledGame(row: ScheduledGameRow): ScheduledGame {
  return {
    id: row.id,
    sport_key: row.sportKey,
    sport_title: row.sportTitle,
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    commence_time: row.commenceTime.toISOString(),
    h2h_home_team_value: row.h2hHomeValue,
    h2h_away_team_value: row.h2hAwayValue,
    h2h_draw_value: row.h2hDrawValue,
    spreads_home_team_value: row.spreadsHomeValue,
    spreads_home_team_point: row.spreadsHomePoint,
    spreads_away_team_value: row.spreadsAwayValue,
    spreads_away_team_point: row.spreadsAwayPoint,
    totals_over_value: row.totalsOverValue,
    totals_over_point: row.totalsOverPoint,
    totals_under_value: row.totalsUnderValue,
    totals_under_point: row.totalsUnderPoint,
    is_test: (TEST_ORIGINS as readonly string[]).includes(row.origin),
  };
}
