import {
  EVENT_NOT_FOUND_MESSAGE,
  type EventStats,
  eventStatsSchema,
  type HistoryRow,
  isKnownSportKey,
  type Participant,
  PROFILE_NOT_FOUND_MESSAGE,
  SPORT_NOT_FOUND_MESSAGE,
  type SportStats,
  type StatsSummary,
  statsSummarySchema,
  type UserStatsResponse,
} from '@takeline/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import {
  type CountRow,
  eventExists,
  findEventStats,
  findHistory,
  findParticipants,
  findStatsGame,
  findStatsOwner,
  findSummariesBySport,
  findSummary,
  type HistoryDbRow,
} from './stats.repository';

const SUMMARY_KEYS = Object.keys(statsSummarySchema.shape) as (keyof StatsSummary)[];
type EventCountKey = Exclude<keyof EventStats, 'game'>;
const EVENT_KEYS = Object.keys(eventStatsSchema.shape).filter(
  (key) => key !== 'game',
) as EventCountKey[];

export class StatsService {
  constructor(private readonly deps: { db: Db }) {}

  async userStats(userId: number, viewerId: number | null): Promise<UserStatsResponse> {
    await this.#assertVisible(userId, viewerId);
    const [summary, history] = await Promise.all([
      findSummary(this.deps.db, userId),
      findHistory(this.deps.db, userId),
    ]);
    return { stats: toSummary(summary), history: history.map(toHistoryRow) };
  }

  async statsBySport(
    userId: number,
    viewerId: number | null,
    sportKey: string | undefined,
  ): Promise<SportStats[]> {
    if (sportKey !== undefined && !isKnownSportKey(sportKey)) {
      throw badRequest(SPORT_NOT_FOUND_MESSAGE);
    }
    await this.#assertVisible(userId, viewerId);
    const rows = await findSummariesBySport(this.deps.db, userId, sportKey);
    // A sport asked for by name answers even when there is nothing in it yet.
    if (sportKey !== undefined && rows.length === 0) {
      return [{ ...toSummary(undefined), sport_key: sportKey }];
    }
    return rows.map((row) => ({ ...toSummary(row), sport_key: row.sport_key }));
  }

  async eventStats(eventId: string): Promise<EventStats> {
    const game = await findStatsGame(this.deps.db, eventId);
    if (!game) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    const row = (await findEventStats(this.deps.db, eventId)) ?? {};
    const stats = {} as Record<EventCountKey, number | null>;
    for (const key of EVENT_KEYS) {
      const value = row[key];
      stats[key] = key.endsWith('_avg') ? (value ?? null) : (value ?? 0);
    }
    return {
      ...(stats as Omit<EventStats, 'game'>),
      game: { ...game, commence_time: new Date(game.commence_time).toISOString() },
    };
  }

  async participants(eventId: string): Promise<Participant[]> {
    if (!(await eventExists(this.deps.db, eventId))) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    const rows = await findParticipants(this.deps.db, eventId);
    return rows.map((row) => ({
      user_id: row.user_id,
      username: row.username,
      public_profile: row.public_profile === 1 ? 1 : 0,
      is_demo: row.is_demo,
    }));
  }

  /** Another user's statistics only when their profile is public; your own always. */
  async #assertVisible(userId: number, viewerId: number | null): Promise<void> {
    const owner = await findStatsOwner(this.deps.db, userId);
    if (!owner || (owner.public_profile !== 1 && owner.id !== viewerId)) {
      throw notFound(PROFILE_NOT_FOUND_MESSAGE);
    }
  }
}

function toSummary(row: CountRow | undefined): StatsSummary {
  const summary = {} as StatsSummary;
  for (const key of SUMMARY_KEYS) summary[key] = row?.[key] ?? 0;
  return summary;
}

function toHistoryRow(row: HistoryDbRow): HistoryRow {
  const settled = row.outcome !== 'Pending';
  const scored = row.home_team_score !== null && row.away_team_score !== null;
  return {
    ...row,
    submission_time: new Date(row.submission_time).toISOString(),
    commence_time: new Date(row.commence_time).toISOString(),
    ...(settled
      ? {
          total_score: scored ? Number(row.home_team_score) + Number(row.away_team_score) : null,
          win_margin: scored
            ? Math.abs(Number(row.home_team_score) - Number(row.away_team_score))
            : null,
        }
      : {}),
  };
}
