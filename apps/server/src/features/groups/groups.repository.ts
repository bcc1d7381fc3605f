import type { BoardSport } from '@takeline/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idArray, queryJsonArray, queryOne, queryRows } from '../../db/database';
import { groupMembers, groups } from '../../db/schema';
import { boardRowsFromSql } from '../leaderboard/board-rows-sql';
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
 * Adds the members with the score each has now (decision 0155): every sport's from their
 * balances, each league's from their ledger, both read in one statement, so one snapshot: every
 * ledger entry is either in it or counts as earned since joining, whatever commits alongside.
 * Their standings start as a copy of their window rows as the fold has left them (decision 0175).
 * A user's join adds one; the demo's groups add theirs together (decision 0213). Members already
 * in the group are left as they are.
 */
export async function insertMembers(
  tx: Executor,
  groupId: number,
  userIds: readonly number[],
  at: Date,
) {
  if (userIds.length === 0) return;
  await lockStandingsAgainstFold(tx);
  const added = await queryRows<{ user_id: number }>(
    tx,
    sql`insert into group_members (group_id, user_id, joined_at, username, user_created_at, is_demo)
        select ${groupId}::int, id, ${at.toISOString()}::timestamptz, username, created_at,
          is_simulated
        from users where id = any(${idArray(userIds)}::int[])
        on conflict do nothing
        returning user_id`,
  );
  if (added.length === 0) return;
  const ids = idArray(added.map((row) => row.user_id));
  await tx.execute(sql`
    insert into group_join_scores (group_id, user_id, sport, xp_points, ip_points)
    select ${groupId}::int, id, '*', xp_points, ip_points from users where id = any(${ids}::int[])
    union all
    select ${groupId}::int, l.user_id, e.sport_key,
      coalesce(sum(l.amount) filter (where l.currency = 'xp'), 0)::int,
      coalesce(sum(l.amount) filter (where l.currency = 'ip'), 0)::int
    from ledger_entries l
    join sentiments st on st.id = l.sentiment_id
    join events e on e.id = st.event_id
    where l.user_id = any(${ids}::int[]) and l.currency in ('xp', 'ip')
    group by l.user_id, e.sport_key`);
  await tx.execute(
    sql`select group_standings_add_member(${groupId}::int, member)
        from unnest(${ids}::int[]) as member`,
  );
}

export async function insertMember(tx: Executor, groupId: number, userId: number, at: Date) {
  await insertMembers(tx, groupId, [userId], at);
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

/** The all-time window of one sport, or of every sport ('*'). */
function allTimeKey(sport: ScoreWindowKey['sport']): ScoreWindowKey {
  return { kind: 'all', periodStart: ALL_TIME_PERIOD_START, sport };
}

/**
 * What a standings read shows (decisions 0155, 0175): each member's group standings row `now`,
 * less, since joining, their join score stored in `joinedSport`. Since joining is the all-time
 * row of every sport or of the league less the score when they joined; a window (`key`, null for
 * all time over every sport) is its row as it is.
 */
export function standingsScore(window: { joined: BoardSport } | { key: ScoreWindowKey | null }): {
  now: ScoreWindowKey;
  joinedSport: BoardSport | '*' | null;
} {
  if ('joined' in window) {
    const sport = window.joined === 'all' ? '*' : window.joined;
    return { now: allTimeKey(sport), joinedSport: sport };
  }
  return { now: window.key ?? allTimeKey('*'), joinedSport: null };
}

/**
 * A group's standings as `viewerId` may read them: the membership check, the reader's bounded
 * fold (decision 0145) and the ranked read in one call of `group_standings_read` (migration 0014,
 * decision 0196), one round trip with plans the connection keeps. Answered as the JSON text of
 * the contract's `groupStandingsSchema`, built by the database (decision 0215), in the
 * leaderboard's order; null when the viewer is not a member (every member reads at least their
 * own row).
 */
export async function findStandingsJson(
  db: Executor,
  read: {
    groupId: number;
    viewerId: number;
    foldMax: number;
    score: ReturnType<typeof standingsScore>;
  },
): Promise<string | null> {
  const { now, joinedSport } = read.score;
  // The rank is named from the member's total XP.
  return queryJsonArray(
    db,
    boardRowsFromSql(
      sql`group_standings_read(${read.viewerId}::int, ${read.groupId}::int,
        ${read.foldMax}::int, ${now.kind}::text, ${now.periodStart}::date, ${now.sport}::text,
        ${joinedSport}::text)`,
      'total_xp',
    ),
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
