import type { GameLine } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { eventLine, events } from '../../db/schema';

/** Arbitrary fixed key: two servers creating the demo players take turns, so they do it once. */
const DEMO_PLAYERS_LOCK_KEY = 7_243_119;

export async function takeDemoPlayersLock(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PLAYERS_LOCK_KEY})`);
}

/**
 * Takes or renews the lease `name` for `holder` until `ttlSeconds` from now (the
 * database's clock); answers whether `holder` holds it. One statement: two servers
 * asking at once cannot both win.
 */
export async function claimLease(
  db: Executor,
  name: string,
  holder: string,
  ttlSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_leases (name, holder, expires_at)
        values (${name}, ${holder}, now() + make_interval(secs => ${ttlSeconds}))
        on conflict (name) do update
          set holder = excluded.holder, expires_at = excluded.expires_at
          where job_leases.holder = excluded.holder or job_leases.expires_at < now()
        returning holder`,
  );
  return rows[0]?.holder === holder;
}

/** Gives the lease up, so another server can take over at once (a clean stop). */
export async function releaseLease(db: Executor, name: string, holder: string): Promise<void> {
  await db.execute(sql`delete from job_leases where name = ${name} and holder = ${holder}`);
}

export async function countDemoPlayers(db: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users where is_simulated`,
  );
  return row?.count ?? 0;
}

/** Which of these usernames and emails are taken (case-insensitive), lower-cased. */
export async function findTakenIdentities(
  db: Executor,
  usernames: readonly string[],
  emails: readonly string[],
): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value.toLowerCase()}`),
      sql`, `,
    );
  const rows = await queryRows<{ taken: string }>(
    db,
    sql`select lower(username) as taken from users where lower(username) in (${list(usernames)})
        union
        select lower(email) from users where lower(email) in (${list(emails)})`,
  );
  return new Set(rows.map((row) => row.taken));
}

export interface DemoPlayerRow {
  id: number;
  username: string;
  confidence_points: number;
  ip_points: number;
}

/** The first `limit` demo players, oldest first, with their balances. */
export async function findDemoPlayers(db: Executor, limit: number): Promise<DemoPlayerRow[]> {
  return queryRows<DemoPlayerRow>(
    db,
    sql`select id, username, confidence_points, ip_points from users
        where is_simulated order by id limit ${limit}`,
  );
}

export interface DemoGame extends GameLine {
  id: string;
  sport_key: string;
  home_team: string;
  away_team: string;
  commence_time: Date;
}

/**
 * The simulated sportsbook's games still open for picks after `openUntil`, soonest first.
 * Test events are left alone: they belong to whoever is testing.
 */
export async function findOpenSimulatedGames(
  db: Executor,
  openUntil: Date,
  limit: number,
): Promise<DemoGame[]> {
  const columns = Object.keys(eventLine).map((field) => sql.raw(field));
  const rows = await queryRows<DemoGame & { commence_time: Date | string }>(
    db,
    sql`select id, sport_key, home_team, away_team, commence_time, ${sql.join(columns, sql`, `)}
        from ${events}
        where origin = 'simulated' and status = 'upcoming' and commence_time > ${openUntil.toISOString()}::timestamptz
        order by commence_time, id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    ...numericLine(row),
    commence_time: new Date(row.commence_time),
  }));
}

/** Raw SQL answers numeric columns as strings; the line rules want numbers. */
function numericLine(row: GameLine): GameLine {
  const line = { ...row };
  for (const field of Object.keys(eventLine) as (keyof GameLine)[]) {
    const value = row[field] as unknown;
    line[field] = value === null || value === undefined ? null : Number(value);
  }
  return line;
}

/** The demo players who already picked on each of these games. */
export async function findDemoPickers(
  db: Executor,
  eventIds: readonly string[],
): Promise<Map<string, Set<number>>> {
  const pickers = new Map<string, Set<number>>();
  if (eventIds.length === 0) return pickers;
  const rows = await queryRows<{ event_id: string; user_id: number }>(
    db,
    sql`select distinct s.event_id, s.user_id
        from sentiments s join users u on u.id = s.user_id
        where u.is_simulated and s.event_id in (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) {
    const set = pickers.get(row.event_id) ?? new Set<number>();
    set.add(row.user_id);
    pickers.set(row.event_id, set);
  }
  return pickers;
}
