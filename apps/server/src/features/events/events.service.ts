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
import { withCrowds } from '../crowd/schedule-crowd';
import {
  findLiveGames,
  findPastGames,
  findUpcomingGames,
  type ScheduledGameRow,
} from './events.repository';
import { BodyCache, type CachedBody } from './schedule-cache';
import { assertServedSport, isTestOrigin } from './sport-keys';

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
    return rows.map((row) => ({ ...row, commence_time: row.commence_time.toISOString() }));
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
      const home = row.home_team_score ?? 0;
      const away = row.away_team_score ?? 0;
      return {
        ...row,
        home_team_score: home,
        away_team_score: away,
        winner: home === away ? 'Draw' : home > away ? row.home_team : row.away_team,
        points_diff: Math.abs(home - away),
        commence_time: row.commence_time.toISOString(),
      };
    });
  }

  async #loadSchedule(sportKey: string) {
    const now = this.options.clock.now();
    const rows = await findUpcomingGames(this.options.db, sportKey, now, this.options.testTools);
    // Ids are unique in the table; the schedule still drops duplicates
    // (docs/screens.md#current-schedule), so keep the first.
    const byId = new Map<string, ScheduledGame>();
    for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, toScheduledGame(row));
    await withCrowds(this.options.db, byId);
    const games = currentScheduleResponseSchema.parse([...byId.values()]);
    // The first game to start leaves the schedule then, so the cached answer ends there too.
    const firstStart = rows[0]?.commence_time ?? null;
    return { value: games, validUntil: firstStart };
  }
}

function toScheduledGame({ origin, commence_time, ...game }: ScheduledGameRow): ScheduledGame {
  return {
    ...game,
    commence_time: commence_time.toISOString(),
    is_test: isTestOrigin(origin),
  };
}
