import type { Market } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne, queryPreparedRows, queryRows } from '../../db/database';

/**
 * The crowd SQL (docs/game-rules.md#9-the-crowd). A market's crowd is recomputed from all its
 * picks, never patched, so a lost refresh heals with the next pick.
 */

/** A timestamptz as ISO 8601 UTC text (raw queries answer times differently per driver). */
export const isoSql = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The spread book line: the favourite's signed point (the lower one; home on a tie). */
export const spreadBookLineSql = (e: string) =>
  sql.raw(`case when ${e}.spreads_away_team_point < ${e}.spreads_home_team_point
    then ${e}.spreads_away_team_point
    when ${e}.spreads_away_team_point is not null then ${e}.spreads_home_team_point end`);

/** The book's line of `market` on the event row aliased `e`, in the crowd line's terms. */
export function bookLineSql(market: SQL, e = 'e'): SQL {
  return sql`(case ${market} when 'spread' then ${spreadBookLineSql(e)}
    when 'totals' then ${sql.raw(`${e}.totals_over_point`)} end)`;
}

export interface CrowdRow {
  event_id: string;
  sport_key: string;
  market: Market;
  picks: number;
  takes: number;
  passes: number;
  draws: number;
  crowd_line: number | null;
  book_line: number | null;
  /** ISO 8601. */
  updated_at: string;
}

/**
 * Recomputes one market's crowd from its picks and stores it; when it changed, also samples the
 * crowd line into the line history (one point per minute, the latest value winning, until the
 * start) and writes a `crowd` stream event, all in one statement. Picks are never removed, so a
 * recomputation that saw fewer picks than the stored one lost a race and changes nothing.
 * Answers the stored crowd, or undefined when nothing changed.
 */
export async function refreshMarketCrowd(
  db: Executor,
  eventId: string,
  market: Market,
  at: Date,
): Promise<CrowdRow | undefined> {
  const atIso = at.toISOString();
  // About one in ten picks runs this text, so it is prepared once (decision 0226).
  const [row] = await queryPreparedRows<CrowdRow>(
    db,
    'refresh_market_crowd',
    // One pass over the picks groups them by value, and the rest works on those few dozen
    // groups. The weighted median comes out the same: the running weight through all the picks
    // of a value does not depend on their order. Sorting every pick for a running sum cost three
    // times as much on a market of 33,333 picks (decision 0206).
    sql`
    with picked as (
      select coalesce(custom_value, default_value) as c, count(*) as n,
        count(*) filter (where selection_type = 'Take') as takes,
        count(*) filter (where selection_type = 'Pass') as passes,
        count(*) filter (where selection_type = 'Draw') as draws,
        max(created_at) as updated_at,
        sum(greatest(1, confidence_points_staked + staked_ip) * holder_ip_bonus) as w
      from sentiments where event_id = ${eventId} and market = ${market}
      group by 1
    ),
    running as (
      select c, sum(w) over (order by c) as run, sum(w) over () as total
      from picked where c is not null and ${market} <> 'moneyline'
    ),
    counted as (
      select coalesce(sum(n), 0)::int as picks, coalesce(sum(takes), 0)::int as takes,
        coalesce(sum(passes), 0)::int as passes, coalesce(sum(draws), 0)::int as draws,
        max(updated_at) as updated_at,
        (select round(min(c) * 2) / 2 from running where run * 2 >= total) as crowd_line
      from picked
    ),
    stored as (
      insert into event_crowd (event_id, market, picks, takes, passes, draws, crowd_line, updated_at)
      select ${eventId}, ${market}, picks, takes, passes, draws, crowd_line, updated_at
      from counted where picks > 0
      on conflict (event_id, market) do update set picks = excluded.picks,
        takes = excluded.takes, passes = excluded.passes, draws = excluded.draws,
        crowd_line = excluded.crowd_line, updated_at = excluded.updated_at
      where event_crowd.picks < excluded.picks
      returning *
    ),
    described as (
      select s.event_id, e.sport_key, s.market, s.picks, s.takes, s.passes, s.draws,
        s.crowd_line::float8 as crowd_line, ${bookLineSql(sql`s.market`)}::float8 as book_line,
        s.updated_at, e.status = 'upcoming' and e.commence_time > ${atIso}::timestamptz as open
      from stored s join events e on e.id = s.event_id
    ),
    sampled as (
      insert into line_history (event_id, market, source, line, recorded_at, minute)
      select event_id, market, 'crowd', crowd_line, ${atIso}::timestamptz,
        date_trunc('minute', ${atIso}::timestamptz)
      from described where open and crowd_line is not null
      on conflict (event_id, market, minute) where source = 'crowd'
      do update set line = excluded.line, recorded_at = excluded.recorded_at
      returning 1
    ),
    -- Data-modifying steps run whether or not the final select reads them.
    announced as (
      insert into stream_outbox (type, payload)
      select 'crowd', jsonb_build_object('event_id', event_id, 'sport_key', sport_key,
        'market', market, 'book_line', book_line,
        'updated_at', ${isoSql('updated_at')},
        'crowd', jsonb_build_object('picks', picks,
          'take_share', takes::float8 / picks, 'pass_share', passes::float8 / picks,
          'draw_share', draws::float8 / picks, 'crowd_line', crowd_line))
      from described
      returning 1
    )
    select event_id, sport_key, market, picks, takes, passes, draws, crowd_line, book_line,
      ${isoSql('updated_at')} as updated_at
    from described`,
  );
  return row;
}

/** The stored crowd of one event's markets, with the book line now. */
export async function findEventCrowd(db: Executor, eventId: string): Promise<CrowdRow[]> {
  return queryRows<CrowdRow>(
    db,
    sql`select c.event_id, e.sport_key, c.market, c.picks, c.takes, c.passes, c.draws,
          c.crowd_line::float8 as crowd_line, ${isoSql('c.updated_at')} as updated_at,
          ${bookLineSql(sql`c.market`)}::float8 as book_line
        from event_crowd c join events e on e.id = c.event_id
        where c.event_id = ${eventId}`,
  );
}

/** The crowd of many events at once (a schedule page): one query. */
export async function findCrowds(
  db: Executor,
  eventIds: readonly string[],
): Promise<
  Array<
    Pick<CrowdRow, 'event_id' | 'market' | 'picks' | 'takes' | 'passes' | 'draws' | 'crowd_line'>
  >
> {
  if (eventIds.length === 0) return [];
  return queryRows(
    db,
    sql`select event_id, market, picks, takes, passes, draws, crowd_line::float8 as crowd_line
        from event_crowd where event_id in (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/** The book line of each market of an event, for markets without picks. */
export async function findEventBookLines(
  db: Executor,
  eventId: string,
): Promise<{ spread: number | null; totals: number | null } | undefined> {
  return queryOne(
    db,
    sql`select ${spreadBookLineSql('e')}::float8 as spread, e.totals_over_point::float8 as totals
        from events e where e.id = ${eventId}`,
  );
}
