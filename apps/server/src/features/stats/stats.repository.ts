import type { EventStatsGame, HistoryRow } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';

/**
 * Counts are `count(*) filter (...)` over one scan of the sentiments; each
 * category comes with its wins. The categories are the contract's stats
 * schema names (docs/screens.md#user-statistics, decision 0022).
 */
type Category = readonly [count: string, wins: string, where: SQL];

const ml = sql`s.market = 'moneyline'`;
const spread = sql`s.market = 'spread'`;
const totals = sql`s.market = 'totals'`;
const take = sql`s.selection_type = 'Take'`;
const pass = sql`s.selection_type = 'Pass'`;
const custom = sql`s.is_custom`;
const plain = sql`not s.is_custom`;
const all = (...parts: SQL[]) => sql.join(parts, sql` and `);

const SUMMARY_CATEGORIES: readonly Category[] = [
  ['total_selections', 'total_wins', sql`true`],
  ['moneyline_takes', 'moneyline_take_wins', all(ml, take)],
  ['moneyline_passes', 'moneyline_pass_wins', all(ml, pass)],
  ['moneyline_draws', 'moneyline_draw_wins', all(ml, sql`s.selection_type = 'Draw'`)],
  ['spread_takes', 'spread_take_wins', all(spread, take)],
  ['spread_passes', 'spread_pass_wins', all(spread, pass)],
  ['spread_non_custom_passes', 'spread_non_custom_pass_wins', all(spread, pass, plain)],
  ['spread_custom_passes', 'spread_custom_pass_wins', all(spread, pass, custom)],
  ['total_non_custom_takes', 'total_non_custom_take_wins', all(totals, take, plain)],
  ['total_custom_takes', 'total_custom_take_wins', all(totals, take, custom)],
  ['total_non_custom_passes', 'total_non_custom_pass_wins', all(totals, pass, plain)],
  ['total_custom_passes', 'total_custom_pass_wins', all(totals, pass, custom)],
];

const EVENT_CATEGORIES: readonly Category[] = [
  ['moneyline_takes', 'moneyline_take_wins', all(ml, take)],
  ['moneyline_passes', 'moneyline_pass_wins', all(ml, pass)],
  ['moneyline_draws', 'moneyline_draw_wins', all(ml, sql`s.selection_type = 'Draw'`)],
  ['spread_takes', 'spread_take_wins', all(spread, take)],
  ['spread_passes', 'spread_pass_wins', all(spread, pass)],
  ['spread_custom_passes', 'spread_custom_pass_wins', all(spread, pass, custom)],
  ['spread_non_custom_passes', 'spread_non_custom_pass_wins', all(spread, pass, plain)],
  ['total_takes', 'total_take_wins', all(totals, take)],
  ['total_passes', 'total_pass_wins', all(totals, pass)],
  ['total_custom_passes', 'total_custom_pass_wins', all(totals, pass, custom)],
  ['total_non_custom_passes', 'total_non_custom_pass_wins', all(totals, pass, plain)],
];

function countColumns(categories: readonly Category[]): SQL {
  return sql.join(
    categories.map(
      ([count, wins, where]) =>
        sql`count(*) filter (where ${where})::int as ${sql.identifier(count)},
            count(*) filter (where ${where} and s.outcome = 'Win')::int as ${sql.identifier(wins)}`,
    ),
    sql`, `,
  );
}

const OUTCOME_COUNTS = sql`
  count(*) filter (where s.outcome = 'Loss')::int as total_losses,
  count(*) filter (where s.outcome = 'Draw')::int as total_draws,
  count(*) filter (where s.outcome = 'Pending')::int as total_pending`;

export type CountRow = Record<string, number>;

/** One summary per sport the user has sentiment in, or just the one sport asked for. */
export async function findSummariesBySport(db: Executor, userId: number, sportKey?: string) {
  return queryRows<CountRow & { sport_key: string }>(
    db,
    sql`select e.sport_key, ${countColumns(SUMMARY_CATEGORIES)}, ${OUTCOME_COUNTS}
        from sentiments s join events e on e.id = s.event_id
        where s.user_id = ${userId} ${sportKey ? sql`and e.sport_key = ${sportKey}` : sql``}
        group by e.sport_key
        order by e.sport_key`,
  );
}

export async function findSummary(db: Executor, userId: number) {
  return queryOne<CountRow>(
    db,
    sql`select ${countColumns(SUMMARY_CATEGORIES)}, ${OUTCOME_COUNTS}
        from sentiments s where s.user_id = ${userId}`,
  );
}

/** A history row as stored: the times as the driver reads them, the settled totals not added yet. */
export type HistoryDbRow = Omit<
  HistoryRow,
  'submission_time' | 'commence_time' | 'total_score' | 'win_margin'
> & {
  submission_time: Date | string;
  commence_time: Date | string;
};

/** Every sentiment of the user with its event, newest first. Numerics as float8 on both drivers. */
export async function findHistory(db: Executor, userId: number) {
  return queryRows<HistoryDbRow>(
    db,
    sql`select s.event_id, e.sport_key, s.market as market_type, s.selection_type, s.selection_value,
          s.custom_value::float8 as custom_value, s.outcome, s.xp_points, s.ip_points,
          s.created_at as submission_time, e.commence_time, e.away_team, e.home_team,
          s.id::float8 as sentiment_id,
          e.h2h_away_team_value, e.h2h_home_team_value,
          e.spreads_away_team_point::float8 as spreads_away_team_point,
          e.spreads_home_team_point::float8 as spreads_home_team_point,
          e.totals_over_point::float8 as totals_over_point,
          e.home_team_score, e.away_team_score
        from sentiments s join events e on e.id = s.event_id
        where s.user_id = ${userId}
        order by s.created_at desc, s.id desc`,
  );
}

export async function findEventStats(db: Executor, eventId: string) {
  const average = (where: SQL) =>
    sql`round(avg(s.custom_value) filter (where ${where})::numeric, 2)::float8`;
  return queryOne<CountRow & Record<string, number | null>>(
    db,
    sql`select count(*)::int as total_submissions, ${countColumns(EVENT_CATEGORIES)},
          ${average(all(spread, pass, custom))} as spread_custom_avg,
          ${average(all(totals, take, custom))} as total_take_custom_avg,
          ${average(all(totals, pass, custom))} as total_pass_custom_avg
        from sentiments s where s.event_id = ${eventId}`,
  );
}

export async function findParticipants(db: Executor, eventId: string) {
  return queryRows<{ user_id: number; username: string; public_profile: number; is_demo: boolean }>(
    db,
    sql`select u.id as user_id, u.username, u.public_profile, u.is_simulated as is_demo
        from sentiments s join users u on u.id = s.user_id
        where s.event_id = ${eventId}
        group by u.id
        order by min(s.created_at), u.id`,
  );
}

export async function findStatsGame(db: Executor, eventId: string) {
  return queryOne<Omit<EventStatsGame, 'commence_time'> & { commence_time: Date | string }>(
    db,
    sql`select sport_key, sport_title, home_team, away_team, status, commence_time,
          home_team_score, away_team_score
        from events where id = ${eventId}`,
  );
}

export async function eventExists(db: Executor, eventId: string): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    sql`select exists(select 1 from events where id = ${eventId}) as found`,
  );
  return row?.found === true;
}

/** Whether the viewer may see this user's statistics: public, or their own. */
export async function findStatsOwner(db: Executor, userId: number) {
  return queryOne<{ id: number; public_profile: number }>(
    db,
    sql`select id, public_profile from users where id = ${userId}`,
  );
}
