import {
  GROUP_FULL_MESSAGE,
  GROUP_MAX_MEMBERS,
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_OWNER_ONLY_MESSAGE,
  GROUPS_PER_USER_MAX,
  INVITE_NOT_FOUND_MESSAGE,
  OWNER_CANNOT_LEAVE_MESSAGE,
  TOO_MANY_GROUPS_MESSAGE,
} from '@takeline/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../clock';
import { queryRows } from '../../db/database';
import { groupMembers, users } from '../../db/schema';
import { completeEvent, insertEvent, seedSentiment, seedUser } from '../../test/event-factory';
import { bearer, loginUser, type RegisteredUser, registerUser } from '../../test/factories';
import { boardRows } from '../../test/json-text-answer';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { refreshMarketCrowd } from '../crowd/crowd.repository';
import { SettlementService } from '../settlement/settlement.service';
import { foldScoreWindows } from '../windowed-boards/windowed-boards.repository';
import { insertMember, insertMembers } from './groups.repository';

const t = useTestApp();

type Method = 'GET' | 'POST';
async function call(user: RegisteredUser | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(user ? { headers: bearer(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function createGroup(owner: RegisteredUser, name = 'Sunday crew') {
  const response = await call(owner, 'POST', '/groups', { name, description: 'Friends' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; invite_code: string };
}

async function joinGroup(user: RegisteredUser, code: string) {
  const response = await call(user, 'POST', `/groups/join/${code}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/**
 * Memberships written straight into the table, without the join scores and standings a join
 * stores: as memberships made before migrations 0009 and 0012 were.
 */
async function insertBareMemberships(groupId: number, userIds: number[], joinedAt: Date) {
  await t.db.execute(sql`
    insert into group_members (group_id, user_id, joined_at, username, user_created_at, is_demo)
    select ${groupId}::int, id, ${joinedAt.toISOString()}::timestamptz, username, created_at,
      is_simulated
    from users where id = any(${`{${userIds.join(',')}}`}::int[])`);
}

describe('creating a group and joining by invite', () => {
  it('makes the creator its owner with an invite code, and lists it', async () => {
    const owner = await registerUser(t.app);
    const response = await call(owner, 'POST', '/groups', { name: '  Sunday crew ' });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({
      name: 'Sunday crew',
      description: null,
      owner_username: owner.user.username,
      member_count: 1,
      is_owner: true,
      joined_at: TEST_NOW,
      members: [{ user_id: owner.user.id, is_owner: true, joined_at: TEST_NOW }],
    });
    expect(group.invite_code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const list = await call(owner, 'GET', '/groups');
    expect(list.json()).toEqual([expect.objectContaining({ id: group.id, member_count: 1 })]);
  });

  it.each([
    [{}, 'name is required.'],
    [{ name: '   ' }, 'name is required.'],
    [{ name: 'x'.repeat(61) }, 'name must be at most 60 characters.'],
    [{ name: 'ok', description: 'd'.repeat(501) }, 'description must be at most 500 characters.'],
    [{ name: 'ok', owner_id: 3 }, 'Unknown field: owner_id.'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const owner = await registerUser(t.app);
    const response = await call(owner, 'POST', '/groups', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await call(owner, 'GET', '/groups')).json()).toEqual([]);
  });

  it('lets a signed-in user see the invite and join once; a rotated code stops working', async () => {
    const owner = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const late = await registerUser(t.app);
    const group = await createGroup(owner);
    expect((await call(null, 'POST', `/groups/join/${group.invite_code}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/groups/join/${group.invite_code}`)).statusCode).toBe(401);
    const preview = await call(friend, 'GET', `/groups/join/${group.invite_code}`);
    expect(preview.json()).toMatchObject({ id: group.id, joined_at: null, member_count: 1 });
    const joined = await joinGroup(friend, group.invite_code);
    expect(joined.json()).toMatchObject({ member_count: 2, is_owner: false, invite_code: null });
    await joinGroup(friend, group.invite_code);
    expect((await call(owner, 'GET', `/groups/${group.id}`)).json().member_count).toBe(2);

    const rotated = await call(owner, 'POST', `/groups/${group.id}/invite`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().invite_code).not.toBe(group.invite_code);
    for (const method of ['GET', 'POST'] as const) {
      const stale = await call(late, method, `/groups/join/${group.invite_code}`);
      expect(stale.statusCode).toBe(404);
      expect(stale.json().message).toBe(INVITE_NOT_FOUND_MESSAGE);
    }
    await joinGroup(late, rotated.json().invite_code);
    const bad = await call(late, 'POST', '/groups/join/not%20a%20code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVITE_NOT_FOUND_MESSAGE);
  });
});

describe('permissions', () => {
  it('shows a group only to members, and lets only the owner manage it', async () => {
    const owner = await registerUser(t.app);
    const member = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const group = await createGroup(owner);
    await joinGroup(member, group.invite_code);

    const reads = ['', '/standings', '/picks', '/crowd'].map(
      (suffix) => `/groups/${group.id}${suffix}`,
    );
    for (const url of reads) {
      expect((await call(owner, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(member, 'GET', url)).statusCode, url).toBe(200);
      const hidden = await call(stranger, 'GET', url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().message).toBe(GROUP_NOT_FOUND_MESSAGE);
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(member, 'GET', `/groups/${group.id}`)).json().invite_code).toBeNull();
    expect((await call(stranger, 'GET', '/groups/999')).statusCode).toBe(404);
    // A missing group's standings: the same answer as a group the viewer is not in.
    const missing = await call(owner, 'GET', '/groups/999/standings?window=week');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(GROUP_NOT_FOUND_MESSAGE);

    const manage: Array<[string, number]> = [
      [`/groups/${group.id}/invite`, 403],
      [`/groups/${group.id}/members/${owner.user.id}/remove`, 403],
    ];
    for (const [url, status] of manage) {
      const asMember = await call(member, 'POST', url);
      expect(asMember.statusCode, url).toBe(status);
      expect(asMember.json().message).toBe(GROUP_OWNER_ONLY_MESSAGE);
      expect((await call(stranger, 'POST', url)).statusCode, url).toBe(404);
      expect((await call(null, 'POST', url)).statusCode, url).toBe(401);
    }
    const strangerLeaves = await call(stranger, 'POST', `/groups/${group.id}/leave`);
    expect(strangerLeaves.statusCode).toBe(404);
    // Nothing changed.
    expect((await call(owner, 'GET', `/groups/${group.id}`)).json()).toMatchObject({
      member_count: 2,
      invite_code: group.invite_code,
    });
  });

  it('lets the owner remove a member and a member leave; the owner stays', async () => {
    const owner = await registerUser(t.app);
    const member = await registerUser(t.app);
    const other = await registerUser(t.app);
    const group = await createGroup(owner);
    await joinGroup(member, group.invite_code);
    await joinGroup(other, group.invite_code);

    const removed = await call(
      owner,
      'POST',
      `/groups/${group.id}/members/${member.user.id}/remove`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call(member, 'GET', `/groups/${group.id}`)).statusCode).toBe(404);
    const again = await call(owner, 'POST', `/groups/${group.id}/members/${member.user.id}/remove`);
    expect(again.statusCode).toBe(404);

    expect((await call(other, 'POST', `/groups/${group.id}/leave`)).statusCode).toBe(200);
    expect((await call(other, 'GET', '/groups')).json()).toEqual([]);

    for (const [url] of [
      [`/groups/${group.id}/leave`],
      [`/groups/${group.id}/members/${owner.user.id}/remove`],
    ]) {
      const refused = await call(owner, 'POST', url as string);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(OWNER_CANNOT_LEAVE_MESSAGE);
    }
    expect((await call(owner, 'GET', `/groups/${group.id}`)).json().member_count).toBe(1);
  });
});

describe('limits under concurrency', () => {
  it(`lets a user be in at most ${GROUPS_PER_USER_MAX} groups, even with requests at once`, async () => {
    const user = await registerUser(t.app);
    const owner = await registerUser(t.app);
    for (let i = 0; i < GROUPS_PER_USER_MAX - 2; i += 1) await createGroup(user, `Group ${i}`);
    const other = await createGroup(owner, 'Theirs');
    const answers = await Promise.all([
      call(user, 'POST', '/groups', { name: 'A' }),
      call(user, 'POST', '/groups', { name: 'B' }),
      call(user, 'POST', `/groups/join/${other.invite_code}`),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(TOO_MANY_GROUPS_MESSAGE);
    }
    expect((await call(user, 'GET', '/groups')).json()).toHaveLength(GROUPS_PER_USER_MAX);
  });

  it(`fills a group to ${GROUP_MAX_MEMBERS} members and no further, even with joins at once`, async () => {
    const owner = await registerUser(t.app);
    const group = await createGroup(owner);
    // 498 seeded members (no passwords to hash) plus the owner: one seat left.
    const seeded = [];
    for (let i = 0; i < GROUP_MAX_MEMBERS - 2; i += 1) seeded.push(await seedUser(t.db));
    await insertBareMemberships(
      group.id,
      seeded.map((u) => u.id),
      new Date(TEST_NOW),
    );
    const [first, second] = [await registerUser(t.app), await registerUser(t.app)];
    const answers = await Promise.all([
      call(first, 'POST', `/groups/join/${group.invite_code}`),
      call(second, 'POST', `/groups/join/${group.invite_code}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(GROUP_FULL_MESSAGE);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(groupMembers);
    expect(count?.n).toBe(GROUP_MAX_MEMBERS);
  });
});

/** Each member's ledger XP and IP since their (latest) joining time, [user_id, score], best first. */
async function ledgerSinceJoining(groupId: number, sport: string | null) {
  const rows = await queryRows<{ user_id: number; score: number }>(
    t.db,
    sql`select m.user_id, coalesce(sum(l.amount), 0)::int as score from group_members m
        left join ledger_entries l on l.user_id = m.user_id and l.currency in ('xp', 'ip')
          and l.created_at >= m.joined_at
          and (${sport}::text is null or exists (
            select from sentiments st join events e on e.id = st.event_id
            where st.id = l.sentiment_id and e.sport_key = ${sport}))
        where m.group_id = ${groupId}
        group by m.user_id order by score desc, m.user_id`,
  );
  return rows.map((row) => [row.user_id, row.score]);
}

/** A group's standings as [user_id, ranking_score], as `viewer` reads them. */
async function standingScores(viewer: RegisteredUser, groupId: number, query: string) {
  const response = await call(viewer, 'GET', `/groups/${groupId}/standings${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .map((row: { user_id: number; ranking_score: number }) => [row.user_id, row.ranking_score]);
}

/**
 * Each member's score in a window straight from the ledger, [user_id, score], best first: their
 * XP and IP entries in the window's period (of the clock's now) and league ('all': every entry).
 */
async function ledgerInWindow(groupId: number, window: string, sport: string) {
  const now = t.clock.now().toISOString();
  const league = sport === 'all' ? null : sport;
  const seasonSport = league ?? '*';
  const inPeriod = {
    week: sql`date_trunc('week', l.created_at at time zone 'UTC')
      = date_trunc('week', ${now}::timestamptz at time zone 'UTC')`,
    month: sql`date_trunc('month', l.created_at at time zone 'UTC')
      = date_trunc('month', ${now}::timestamptz at time zone 'UTC')`,
    season: sql`score_window_season_start(${seasonSport}, l.created_at)
      = score_window_season_start(${seasonSport}, ${now}::timestamptz)`,
    all: sql`true`,
  }[window];
  const rows = await queryRows<{ user_id: number; score: number }>(
    t.db,
    sql`select m.user_id, coalesce(sum(l.amount) filter (
          where ${inPeriod} and (${league}::text is null or e.sport_key = ${league})), 0)::int as score
        from group_members m
        left join ledger_entries l on l.user_id = m.user_id and l.currency in ('xp', 'ip')
        left join sentiments st on st.id = l.sentiment_id
        left join events e on e.id = st.event_id
        where m.group_id = ${groupId}
        group by m.user_id order by score desc, m.user_id`,
  );
  return rows.map((row) => [row.user_id, row.score]);
}

/** Standings best first, ties by user id, so they compare with the ledger's figures. */
const byScore = (rows: number[][]) =>
  [...rows].sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0) || (a[0] ?? 0) - (b[0] ?? 0));

describe('the group page', () => {
  it("answers the standings as JSON the database built, field for field in the contract's shape (decision 0215)", async () => {
    const owner = await registerUser(t.app);
    const group = await createGroup(owner);
    const legend = await seedUser(t.db, { xp: 2600, ip: 40 });
    const sharp = await seedUser(t.db, { xp: 300, ip: 1 });
    const demo = await seedUser(t.db, { xp: 120, ip: 2 });
    await t.db
      .update(users)
      .set({ isSimulated: true, passwordHash: null })
      .where(eq(users.id, demo.id));
    await insertMembers(t.db, group.id, [legend.id, sharp.id, demo.id], t.clock.now());

    const response = await call(owner, 'GET', `/groups/${group.id}/standings?window=all`);
    const body = boardRows(response);
    const [ownerRow] = await queryRows<{ ip_points: number }>(
      t.db,
      sql`select ip_points from users where id = ${owner.user.id}`,
    );
    const ownerIp = ownerRow?.ip_points ?? -1;
    expect(body).toEqual([
      {
        position: 1,
        user_id: legend.id,
        username: legend.username,
        xp_points: 2600,
        ip_points: 40,
        ranking_score: 2640,
        rank_name: 'Legend',
        is_demo: false,
      },
      {
        position: 2,
        user_id: sharp.id,
        username: sharp.username,
        xp_points: 300,
        ip_points: 1,
        ranking_score: 301,
        rank_name: 'Sharp',
        is_demo: false,
      },
      {
        position: 3,
        user_id: demo.id,
        username: demo.username,
        xp_points: 120,
        ip_points: 2,
        ranking_score: 122,
        rank_name: 'Regular',
        is_demo: true,
      },
      {
        position: 4,
        user_id: owner.user.id,
        username: owner.user.username,
        xp_points: 0,
        ip_points: ownerIp,
        ranking_score: ownerIp,
        rank_name: 'Rookie',
        is_demo: false,
      },
    ]);
  });

  async function settleWin(userId: number, sportKey = 'baseball_mlb') {
    const event = await insertEvent(
      t.db,
      sportKey === 'baseball_mlb' ? {} : { sportKey, sportTitle: sportKey },
    );
    await seedSentiment(t.db, {
      userId,
      eventId: event.id,
      market: 'moneyline',
      selectionType: 'Pass',
      selectionValue: 'away',
      confidenceStake: 5,
      price: 120,
    });
    t.clock.advance(5 * HOUR_MS);
    await completeEvent(t.db, event.id, 2, 6);
    await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);
    return event;
  }

  it('ranks members by score since joining and by window; private picks stay private', async () => {
    const owner = await registerUser(t.app);
    const hidden = await registerUser(t.app);
    const open = await registerUser(t.app);
    await t.db.update(users).set({ publicProfile: 1 }).where(eq(users.id, open.user.id));
    await settleWin(hidden.user.id); // before joining: counts all time, not since joining
    t.clock.advance(HOUR_MS);
    const group = await createGroup(owner);
    await joinGroup(hidden, group.invite_code);
    await joinGroup(open, group.invite_code);
    await settleWin(open.user.id);
    await settleWin(hidden.user.id);

    const standings = async (query: string, viewer = owner) => {
      const response = await call(viewer, 'GET', `/groups/${group.id}/standings${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .map((row: Record<string, unknown>) => [row.username, row.ranking_score, row.position]);
    };
    expect(await standings('')).toEqual([
      [hidden.user.username, 6, 1],
      [open.user.username, 6, 1],
      [owner.user.username, 0, 3],
    ]);
    expect(await standings('?window=all')).toEqual([
      [hidden.user.username, 17, 1],
      [open.user.username, 11, 2],
      [owner.user.username, 5, 3],
    ]);
    expect(await standings('?window=week&sport=baseball_mlb')).toEqual([
      [hidden.user.username, 12, 1],
      [open.user.username, 6, 2],
      [owner.user.username, 0, 3],
    ]);
    expect(await standings('?window=joined&sport=soccer_usa_mls')).toEqual([
      [owner.user.username, 0, 1],
      [hidden.user.username, 0, 1],
      [open.user.username, 0, 1],
    ]);
    const bad = await call(owner, 'GET', `/groups/${group.id}/standings?window=decade`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('window must be one of joined, week, month, season, all.');

    const picksOf = async (viewer: RegisteredUser) =>
      (await call(viewer, 'GET', `/groups/${group.id}/picks`))
        .json()
        .map((pick: { username: string; outcome: string; xp_points: number }) => [
          pick.username,
          pick.outcome,
          pick.xp_points,
        ]);
    expect(await picksOf(owner)).toEqual([[open.user.username, 'Win', 6]]);
    expect(await picksOf(hidden)).toEqual([
      [hidden.user.username, 'Win', 6],
      [open.user.username, 'Win', 6],
      [hidden.user.username, 'Win', 6],
    ]);
  });

  it('counts since joining exactly the ledger entries after the latest join, through leave and re-join', async () => {
    const owner = await registerUser(t.app);
    const friend = await registerUser(t.app);
    // Later than the sign-ups, so the ledger's times alone tell what came after joining.
    t.clock.advance(HOUR_MS);
    const group = await createGroup(owner);
    await settleWin(friend.user.id); // before joining
    await joinGroup(friend, group.invite_code);
    await settleWin(friend.user.id);
    expect((await call(friend, 'POST', `/groups/${group.id}/leave`)).statusCode).toBe(200);
    await settleWin(friend.user.id); // while out of the group
    t.clock.advance(HOUR_MS);
    await joinGroup(friend, group.invite_code);
    await settleWin(friend.user.id);
    await settleWin(owner.user.id);
    await settleWin(friend.user.id);

    const standings = (query: string) => standingScores(owner, group.id, query);
    const expected = [
      [friend.user.id, 12],
      [owner.user.id, 6],
    ];
    expect(await ledgerSinceJoining(group.id, null)).toEqual(expected);
    expect(await standings('?window=joined')).toEqual(expected);
    expect(await ledgerSinceJoining(group.id, 'baseball_mlb')).toEqual(expected);
    expect(await standings('?window=joined&sport=baseball_mlb')).toEqual(expected);
  });

  it("gives memberships made before join scores were stored their score at joining (migration 0009's backfill)", async () => {
    const owner = await registerUser(t.app);
    const member = await seedUser(t.db);
    t.clock.advance(HOUR_MS);
    const group = await createGroup(owner);
    await settleWin(member.id); // before joining
    t.clock.advance(HOUR_MS);
    // A membership as they were before migration 0009: no join scores (and no standings).
    await insertBareMemberships(group.id, [member.id], t.clock.now());
    await settleWin(member.id);
    const written = await queryRows<{ n: number }>(
      t.db,
      sql`select group_join_scores_backfill() as n`,
    );
    expect(written).toEqual([{ n: 2 }]); // every sport's and MLB's; the owner's were stored on creating
    await t.db.execute(sql`select group_standings_backfill()`);
    const expected = [
      [member.id, 6],
      [owner.user.id, 0],
    ];
    expect(await ledgerSinceJoining(group.id, null)).toEqual(expected);
    expect(await standingScores(owner, group.id, '?window=joined')).toEqual(expected);
    expect(await standingScores(owner, group.id, '?window=joined&sport=baseball_mlb')).toEqual(
      expected,
    );
  });

  /** Every window and league the group page offers, against the ledger; since joining too. */
  async function expectStandingsMatchLedger(viewer: RegisteredUser, groupId: number) {
    for (const sport of ['all', 'baseball_mlb', 'americanfootball_nfl']) {
      for (const window of ['week', 'month', 'season', 'all']) {
        const read = await standingScores(viewer, groupId, `?window=${window}&sport=${sport}`);
        expect(byScore(read), `${window}, ${sport}`).toEqual(
          await ledgerInWindow(groupId, window, sport),
        );
      }
      const joined = await standingScores(viewer, groupId, `?window=joined&sport=${sport}`);
      expect(byScore(joined), `joined, ${sport}`).toEqual(
        await ledgerSinceJoining(groupId, sport === 'all' ? null : sport),
      );
    }
  }

  it('keeps every window of the standings equal to the ledger through joins, leaves, removals and re-joins', async () => {
    const owner = await registerUser(t.app);
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    // Late on Sunday (the clock starts on a Monday at noon; the settlement takes 5 hours), then
    // this week: the first one's NFL win is last week's. Signing in again (their sessions are a
    // week old) pays the day's login reward: entries without a league, every sport's only.
    t.clock.advance(6 * 24 * HOUR_MS + 6 * HOUR_MS);
    await settleWin(first.user.id, 'americanfootball_nfl');
    t.clock.advance(2 * HOUR_MS);
    for (const user of [owner, first, second]) {
      user.token = (await loginUser(t.app, user.user.username, user.password)).token;
    }
    const group = await createGroup(owner);
    await settleWin(first.user.id);
    await settleWin(second.user.id, 'americanfootball_nfl');
    // Joined with their wins still queued for the windows: no read has folded them yet. (An
    // hour later, so the ledger's times alone tell what came after joining.)
    t.clock.advance(HOUR_MS);
    await joinGroup(first, group.invite_code);
    await joinGroup(second, group.invite_code);
    await expectStandingsMatchLedger(owner, group.id);

    await settleWin(first.user.id, 'americanfootball_nfl');
    await settleWin(second.user.id);
    await settleWin(owner.user.id);
    await expectStandingsMatchLedger(second, group.id);

    expect((await call(second, 'POST', `/groups/${group.id}/leave`)).statusCode).toBe(200);
    const removed = await call(
      owner,
      'POST',
      `/groups/${group.id}/members/${first.user.id}/remove`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    // Out of the group, its standings are hidden from them like any group they are not in.
    const hidden = await call(first, 'GET', `/groups/${group.id}/standings?window=week`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(GROUP_NOT_FOUND_MESSAGE);
    await settleWin(second.user.id, 'americanfootball_nfl'); // while out of the group
    await settleWin(first.user.id);
    await expectStandingsMatchLedger(owner, group.id);
    // Out of the group, nothing is kept for them: the fold writes members' standings only.
    const kept = await queryRows<{ user_id: number }>(
      t.db,
      sql`select distinct user_id from group_standings where group_id = ${group.id}`,
    );
    expect(kept).toEqual([{ user_id: owner.user.id }]);

    t.clock.advance(HOUR_MS);
    await joinGroup(second, group.invite_code);
    await joinGroup(first, group.invite_code);
    await settleWin(second.user.id);
    await settleWin(first.user.id, 'americanfootball_nfl');
    await expectStandingsMatchLedger(first, group.id);
  });

  it('adds members together exactly as one by one (the demo groups, decision 0213)', async () => {
    const owner = await registerUser(t.app);
    const players = [await registerUser(t.app), await registerUser(t.app), await seedUser(t.db)];
    const ids = players.map((player) => ('user' in player ? player.user.id : player.id));
    const [first, second, third] = ids as [number, number, number];
    t.clock.advance(HOUR_MS);
    // Histories in two leagues, one win folded into the windows and the rest still queued.
    await settleWin(first, 'americanfootball_nfl');
    await foldScoreWindows(t.db);
    await settleWin(first);
    await settleWin(second, 'americanfootball_nfl');
    // An hour later, so the ledger's times alone tell what came after joining.
    t.clock.advance(HOUR_MS);
    const oneByOne = await createGroup(owner, 'One by one');
    const together = await createGroup(owner, 'Together');
    for (const id of ids) await insertMember(t.db, oneByOne.id, id, t.clock.now());
    // The owner is a member already: left as they are, their join scores written once.
    await insertMembers(t.db, together.id, [owner.user.id, ...ids], t.clock.now());

    const stored = async (groupId: number) => ({
      members: await queryRows(
        t.db,
        sql`select user_id, joined_at, username, user_created_at, is_demo from group_members
            where group_id = ${groupId} order by user_id`,
      ),
      joinScores: await queryRows<{ user_id: number }>(
        t.db,
        sql`select user_id, sport, xp_points, ip_points from group_join_scores
            where group_id = ${groupId} order by user_id, sport`,
      ),
      standings: await queryRows(
        t.db,
        sql`select kind, period_start, sport, user_id, xp_points, ip_points from group_standings
            where group_id = ${groupId} order by kind, period_start, sport, user_id`,
      ),
    });
    const expected = await stored(oneByOne.id);
    expect(expected.members).toHaveLength(4);
    expect(expected.joinScores.filter((row) => row.user_id === first)).toHaveLength(3);
    expect(expected.standings.length).toBeGreaterThan(4);
    expect(await stored(together.id)).toEqual(expected);

    await settleWin(third);
    await settleWin(second);
    await expectStandingsMatchLedger(owner, together.id);
  });

  it("gives memberships made before standings were kept a copy of their windows (migration 0012's backfill)", async () => {
    const owner = await registerUser(t.app);
    const member = await seedUser(t.db);
    t.clock.advance(HOUR_MS);
    const group = await createGroup(owner);
    await settleWin(member.id, 'americanfootball_nfl');
    await settleWin(member.id);
    // Folded into the windows (as the lifecycle does), then one more still queued when backfilling.
    await foldScoreWindows(t.db);
    await insertBareMemberships(group.id, [member.id], t.clock.now());
    await settleWin(member.id);
    await t.db.execute(sql`select group_join_scores_backfill()`);
    const written = await queryRows<{ n: number }>(
      t.db,
      sql`select group_standings_backfill() as n`,
    );
    expect(written[0]?.n).toBeGreaterThan(1);
    await expectStandingsMatchLedger(owner, group.id);
  });

  it("counts the group's crowd on upcoming games beside the community's", async () => {
    const owner = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const outsider = await seedUser(t.db);
    const group = await createGroup(owner);
    await joinGroup(friend, group.invite_code);
    const game = await insertEvent(t.db);
    const unpicked = await insertEvent(t.db);
    for (const [user, choice] of [
      [owner.user.id, 'Take'],
      [friend.user.id, 'Take'],
      [outsider.id, 'Pass'],
    ] as const) {
      await seedSentiment(t.db, {
        userId: user,
        eventId: game.id,
        market: 'spread',
        selectionType: choice,
        selectionValue: 'home',
        defaultValue: -1.5,
      });
    }
    await seedSentiment(t.db, {
      userId: outsider.id,
      eventId: unpicked.id,
      market: 'spread',
      selectionType: 'Pass',
      selectionValue: 'home',
      defaultValue: -1.5,
    });
    // The community half is the crowd feature's stored crowd, refreshed after each pick commits.
    for (const event of [game, unpicked]) {
      await refreshMarketCrowd(t.db, event.id, 'spread', t.clock.now());
    }
    const crowd = await call(friend, 'GET', `/groups/${group.id}/crowd`);
    expect(crowd.json()).toEqual([
      {
        event_id: game.id,
        sport_key: 'baseball_mlb',
        home_team: game.homeTeam,
        away_team: game.awayTeam,
        commence_time: (game.commenceTime as Date).toISOString(),
        group: [{ market: 'spread', picks: 2, take: 2, pass: 0, draw: 0 }],
        community: [{ market: 'spread', picks: 3, take: 2, pass: 1, draw: 0 }],
      },
    ]);
    t.clock.advance(3 * HOUR_MS);
    expect((await call(friend, 'GET', `/groups/${group.id}/crowd`)).json()).toEqual([]);
  });
});
