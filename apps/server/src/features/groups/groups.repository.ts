import type { BoardSport } from '@takeline/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne, queryRows } from '../../db/database';
import { groupMembers, groups } from '../../db/schema';
import {
  ALL_TIME_PERIOD_START,
  type ScoreWindowKey,
} from '../windowed-boards/windowed-boards.repository';

/** Advisory-lock namespaces (two-key form): one user's memberships, one group's members. */
const USER_MEMBERSHIPS_LOCK = 4201;
const GROUP_MEMBERS_LOCK = 4202;

/**
 * Serialises membership changes that check a limit (docs/game-rules.md#groups): every
 * transaction takes the group's lock before the user's, so two never wait on each other in a
 * circle, and the count it reads stays true until it commits, on any number of servers.
 */
export async function lockGroupMembers(tx: Executor, groupId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GROUP_MEMBERS_LOCK}, ${groupId})`);
}
export async function lockUserMemberships(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_MEMBERSHIPS_LOCK}, ${userId})`);
}

export async function countUserGroups(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return row?.n ?? 0;
}

export async function countGroupMembers(db: Executor, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
}

export async function insertGroup(
  tx: Executor,
  values: { name: string; description: string | null; ownerId: number; inviteCode: string },
  at: Date,
) {
  const [row] = await tx
    .insert(groups)
    .values({ ...values, createdAt: at })
    .returning({ id: groups.id });
  if (!row) throw new Error('insert into groups returned no row');
  return row.id;
}

/**
 * Keeps the windows' fold out while a membership changes (decision 0175): the fold writes every
 * group's standings of the members it sees, so a member copied at joining must not be missed by a
 * fold already running, nor a deleted one written again. Shared: membership changes never wait
 * for each other, only for a running fold (and a fold for them).
 */
async function lockStandingsAgainstFold(tx: Executor) {
  await tx.execute(sql`select group_standings_lock_shared()`);
}

/**
 * Adds the member with the score they have now (decision 0155): every sport's from their
 * balances, each league's from their ledger, both read in one statement, so one snapshot: every
 * ledger entry is either in it or counts as earned since joining, whatever commits alongside.
 * Their standings start as a copy of their window rows as the fold has left them (decision 0175).
 */
export async function insertMember(tx: Executor, groupId: number, userId: number, at: Date) {
  await lockStandingsAgainstFold(tx);
  const added = await queryRows<{ user_id: number }>(
    tx,
    sql`insert into group_members (group_id, user_id, joined_at, username, user_created_at, is_demo)
        select ${groupId}::int, id, ${at.toISOString()}::timestamptz, username, created_at,
          is_simulated
        from users where id = ${userId}
        on conflict do nothing
        returning user_id`,
  );
  if (added.length === 0) return;
  await tx.execute(sql`
    insert into group_join_scores (group_id, user_id, sport, xp_points, ip_points)
    select ${groupId}::int, id, '*', xp_points, ip_points from users where id = ${userId}
    union all
    select ${groupId}::int, ${userId}::int, e.sport_key,
      coalesce(sum(l.amount) filter (where l.currency = 'xp'), 0)::int,
      coalesce(sum(l.amount) filter (where l.currency = 'ip'), 0)::int
    from ledger_entries l
    join sentiments st on st.id = l.sentiment_id
    join events e on e.id = st.event_id
    where l.user_id = ${userId} and l.currency in ('xp', 'ip')
    group by e.sport_key`);
  await tx.execute(sql`select group_standings_add_member(${groupId}::int, ${userId}::int)`);
}

/** Leaving or being removed; the member's join scores and standings go with the membership. */
export async function deleteMember(tx: Executor, groupId: number, userId: number) {
  await lockStandingsAgainstFold(tx);
  const removed = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return removed.length > 0;
}

export async function setInviteCode(db: Executor, groupId: number, inviteCode: string) {
  await db.update(groups).set({ inviteCode }).where(eq(groups.id, groupId));
}

export interface GroupDbRow {
  id: number;
  name: string;
  description: string | null;
  owner_id: number;
  owner_username: string;
  invite_code: string;
  member_count: number;
  /** The viewer's joining time; null when the viewer is not a member. */
  joined_at: Date | null;
}

const groupColumns = (viewerId: number) => sql`
  g.id, g.name, g.description, g.owner_id, o.username as owner_username, g.invite_code,
  (select count(*)::int from group_members c where c.group_id = g.id) as member_count,
  (select v.joined_at from group_members v where v.group_id = g.id and v.user_id = ${viewerId})
    as joined_at`;

export async function findGroup(db: Executor, groupId: number, viewerId: number) {
  return queryOne<GroupDbRow>(
    db,
    sql`select ${groupColumns(viewerId)} from groups g join users o on o.id = g.owner_id
        where g.id = ${groupId}`,
  );
}

export async function findGroupByCode(db: Executor, code: string, viewerId: number) {
  return queryOne<GroupDbRow>(
    db,
    sql`select ${groupColumns(viewerId)} from groups g join users o on o.id = g.owner_id
        where g.invite_code = ${code}`,
  );
}

export async function findUserGroups(db: Executor, userId: number) {
  return queryRows<GroupDbRow>(
    db,
    sql`select ${groupColumns(userId)} from group_members m
        join groups g on g.id = m.group_id join users o on o.id = g.owner_id
        where m.user_id = ${userId}
        order by m.joined_at desc, g.id desc`,
  );
}

/**
 * The demo community's groups, largest first: a group owned by a demo player can only be one of
 * them, since demo players cannot sign in to create one (decision 0129).
 */
export async function findDemoGroups(db: Executor, viewerId: number) {
  return queryRows<GroupDbRow>(
    db,
    sql`select ${groupColumns(viewerId)} from groups g join users o on o.id = g.owner_id
        where o.is_simulated
        order by member_count desc, g.id`,
  );
}

/** Whether the user is a member: one lookup of the membership's key, for reads that need no more. */
export async function isMember(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row !== undefined;
}

export async function findMembers(db: Executor, groupId: number) {
  return queryRows<{ user_id: number; username: string; joined_at: Date }>(
    db,
    sql`select m.user_id, u.username, m.joined_at from group_members m
        join users u on u.id = m.user_id
        where m.group_id = ${groupId}
        order by m.joined_at asc, m.user_id asc`,
  );
}

export interface StandingDbRow {
  position: number;
  user_id: number;
  username: string;
  xp_points: number;
  ip_points: number;
  ranking_score: number;
  total_xp: number;
  is_demo: boolean;
}

/** The key of one window's rows in `group_standings`; `all` time over every sport is '*'. */
function standingsOf(alias: SQL, key: ScoreWindowKey) {
  return sql`${alias}.group_id = m.group_id and ${alias}.kind = ${key.kind}
    and ${alias}.period_start = ${key.periodStart} and ${alias}.sport = ${key.sport}
    and ${alias}.user_id = m.user_id`;
}

/** The all-time window of one sport, or of every sport ('*'). */
function allTimeKey(sport: ScoreWindowKey['sport']): ScoreWindowKey {
  return { kind: 'all', periodStart: ALL_TIME_PERIOD_START, sport };
}

const ALL_TIME_EVERY_SPORT = allTimeKey('*');

/**
 * Members ranked by their score in the leaderboard's order, `scores` joining one (xp, ip) row as
 * `s` per member (or none: zero). Every row read is in one range of a key that starts with the
 * group (decision 0175): the members (`m`, with their username, registration and demo flag),
 * their all-time, every-sport standings (`t`, every member has one: the rank tier's XP) and the
 * window's; each range is in user order, so they merge without a lookup per member, and at most
 * 500 rows are sorted. The cost follows the group's size, never the board's.
 */
function rankMembers(groupId: number, scores: SQL) {
  return sql`
    select (rank() over (order by coalesce(s.xp, 0) + coalesce(s.ip, 0) desc))::int as position,
      m.user_id, m.username, coalesce(s.xp, 0)::int as xp_points,
      coalesce(s.ip, 0)::int as ip_points, (coalesce(s.xp, 0) + coalesce(s.ip, 0))::int as ranking_score,
      t.xp_points as total_xp, m.is_demo
    from group_members m
    join group_standings t on ${standingsOf(sql`t`, ALL_TIME_EVERY_SPORT)}
    ${scores}
    where m.group_id = ${groupId}
    order by ranking_score desc, m.user_created_at asc, m.user_id asc`;
}

/** Member `m`'s stored join score in `sport` as `alias` ('*': every sport), by the group's range. */
function joinScoreOf(alias: SQL, sport: BoardSport | '*') {
  return sql`${alias}.group_id = m.group_id and ${alias}.sport = ${sport}
    and ${alias}.user_id = m.user_id`;
}

/**
 * Score gained since each member joined (decision 0155): their all-time score now less the one
 * stored when they joined. "Now" is their group standings' all-time row (every sport, or the
 * league's), kept by the windows' fold (decision 0175), so it follows the fold as every windowed
 * board does (decision 0145) and is exact once folded.
 */
export async function findStandingsSinceJoining(db: Executor, groupId: number, sport: BoardSport) {
  if (sport === 'all') {
    return queryRows<StandingDbRow>(
      db,
      rankMembers(
        groupId,
        sql`join group_join_scores j on ${joinScoreOf(sql`j`, '*')}
          cross join lateral (select t.xp_points - j.xp_points as xp,
            t.ip_points - j.ip_points as ip) s`,
      ),
    );
  }
  const allTime = allTimeKey(sport);
  return queryRows<StandingDbRow>(
    db,
    rankMembers(
      groupId,
      sql`left join group_standings w on ${standingsOf(sql`w`, allTime)}
          left join group_join_scores jl on ${joinScoreOf(sql`jl`, sport)}
          cross join lateral (select coalesce(w.xp_points, 0) - coalesce(jl.xp_points, 0) as xp,
            coalesce(w.ip_points, 0) - coalesce(jl.ip_points, 0) as ip) s`,
    ),
  );
}

/** Members' scores in a stored window (zero for members without entries in it). */
export async function findStandingsInWindow(db: Executor, groupId: number, key: ScoreWindowKey) {
  return queryRows<StandingDbRow>(
    db,
    rankMembers(
      groupId,
      sql`left join group_standings w on ${standingsOf(sql`w`, key)}
          cross join lateral (select w.xp_points as xp, w.ip_points as ip) s`,
    ),
  );
}

/** Members' all-time scores over every sport: the all-time, every-sport board, as folded. */
export async function findStandingsAllTime(db: Executor, groupId: number) {
  return queryRows<StandingDbRow>(
    db,
    rankMembers(groupId, sql`cross join lateral (select t.xp_points as xp, t.ip_points as ip) s`),
  );
}

/** How many recent settled picks the group page shows. */
export const GROUP_PICKS_LIMIT = 30;

/**
 * Recent settled picks of members whose profile is public, and the viewer's own: a private
 * profile's picks are its private statistics (docs/game-rules.md#groups).
 */
export async function findGroupPicks(
  db: Executor,
  groupId: number,
  viewerId: number,
  includeTestEvents: boolean,
) {
  const origins = includeTestEvents ? sql`true` : sql`e.origin in ('odds_api', 'simulated')`;
  return queryRows<{
    sentiment_id: number;
    user_id: number;
    username: string;
    event_id: string;
    sport_key: string;
    home_team: string;
    away_team: string;
    market: 'moneyline' | 'spread' | 'totals';
    selection_type: 'Take' | 'Pass' | 'Draw';
    selection_value: string;
    line: string | null;
    outcome: 'Pending' | 'Win' | 'Loss' | 'Draw';
    xp_points: number;
    ip_points: number;
    settled_at: Date;
  }>(
    db,
    sql`select s.id::int as sentiment_id, s.user_id, u.username, s.event_id, e.sport_key,
          e.home_team, e.away_team, s.market, s.selection_type, s.selection_value,
          coalesce(s.custom_value, s.default_value) as line,
          s.outcome, s.xp_points, s.ip_points, s.settled_at
        from group_members m
        join users u on u.id = m.user_id
        join sentiments s on s.user_id = m.user_id
        join events e on e.id = s.event_id
        where m.group_id = ${groupId} and s.settled_at is not null
          and (u.public_profile = 1 or u.id = ${viewerId}) and ${origins}
        order by s.settled_at desc, s.id desc
        limit ${GROUP_PICKS_LIMIT}`,
  );
}

export interface CrowdDbRow {
  event_id: string;
  sport_key: string;
  home_team: string;
  away_team: string;
  commence_time: Date;
  market: 'moneyline' | 'spread' | 'totals';
  picks: number;
  take: number;
  pass: number;
  draw: number;
}

/** How many upcoming games the group crowd shows. */
export const GROUP_CROWD_GAMES = 20;

const crowdCounts = sql`count(*)::int as picks,
  (count(*) filter (where s.selection_type = 'Take'))::int as take,
  (count(*) filter (where s.selection_type = 'Pass'))::int as pass,
  (count(*) filter (where s.selection_type = 'Draw'))::int as draw`;

/** Members' picks on the soonest upcoming games they picked, counted per market. */
export async function findGroupCrowd(
  db: Executor,
  groupId: number,
  now: Date,
  includeTestEvents: boolean,
) {
  const origins = includeTestEvents ? sql`true` : sql`e.origin in ('odds_api', 'simulated')`;
  return queryRows<CrowdDbRow>(
    db,
    sql`with games as (
          select e.id from events e
          where e.status = 'upcoming' and e.commence_time > ${now.toISOString()}::timestamptz
            and ${origins}
            and exists (select 1 from sentiments s join group_members m on m.user_id = s.user_id
                        where s.event_id = e.id and m.group_id = ${groupId})
          order by e.commence_time, e.id
          limit ${GROUP_CROWD_GAMES}
        )
        select e.id as event_id, e.sport_key, e.home_team, e.away_team, e.commence_time,
          s.market, ${crowdCounts}
        from games g
        join events e on e.id = g.id
        join sentiments s on s.event_id = e.id
        join group_members m on m.user_id = s.user_id and m.group_id = ${groupId}
        group by e.id, s.market
        order by e.commence_time, e.id, s.market`,
  );
}
