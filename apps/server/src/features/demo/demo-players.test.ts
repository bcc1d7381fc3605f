import {
  type DemoGroup,
  NEW_USER_CONFIDENCE_POINTS,
  NEW_USER_IP_POINTS,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
} from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { HOUR_MS } from '../../clock';
import { loadConfig } from '../../config';
import { queryOne, queryRows } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { bearer, expectLedgerInvariant, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';
import { SentimentService } from '../sentiment/sentiment.service';
import { DEMO_GROUP_MAX_MEMBERS, DEMO_GROUP_MIN_MEMBERS, DEMO_GROUPS } from './demo-groups';
import { demoIdentities } from './demo-names';
import { DemoPlayers, MAX_PICKS_PER_RUN } from './demo-players.service';

const PLAYERS = 24;
const t = useTestApp({ config: { simPlayers: PLAYERS } });

async function demoGroupCount(): Promise<number> {
  const row = await queryOne<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from groups`,
  );
  return row?.count ?? 0;
}

async function demoCount(): Promise<number> {
  const row = await queryOne<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from users where is_simulated`,
  );
  return row?.count ?? 0;
}

/** A second server on the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function secondServer(): Promise<{ app: App; close(): Promise<void> }> {
  const url = testDatabaseUrl();
  const database =
    usingPostgres && url ? await openDatabase({ databaseUrl: url, dataDir: 'memory://' }) : null;
  const app = await buildApp({
    database: database ?? t.database,
    clock: t.clock,
    config: t.config,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}

describe('demo players', () => {
  it('are created once, even by two servers at once and on a second run', async () => {
    const other = await secondServer();
    try {
      await t.app.lifecycle.run('fetch-events');
      const runs = await Promise.all([
        t.app.lifecycle.run('demo-picks'),
        other.app.lifecycle.run('demo-picks'),
      ]);
      // One server held the lease and made the players; the other stood by.
      expect(runs.map((run) => run.not_leader).sort()).toEqual([0, 1]);
      expect(runs.reduce((sum, run) => sum + (run.players_created ?? 0), 0)).toBe(PLAYERS);
      expect(runs.reduce((sum, run) => sum + (run.groups_created ?? 0), 0)).toBe(
        DEMO_GROUPS.length,
      );
      expect(await demoCount()).toBe(PLAYERS);
      expect(await demoGroupCount()).toBe(DEMO_GROUPS.length);
      expect(await t.app.lifecycle.run('demo-picks')).toMatchObject({
        players_created: 0,
        groups_created: 0,
      });
      expect(await demoCount()).toBe(PLAYERS);
      expect(await demoGroupCount()).toBe(DEMO_GROUPS.length);
    } finally {
      await other.close();
    }
  });

  it('start like a new user, made together: grants through the ledger, a trend point, no name a real user holds', async () => {
    const [first, second] = demoIdentities(t.config.simSeed);
    // A real user already holds the first name, another the second one's email.
    await registerUser(t.app, { username: first?.username.toUpperCase() });
    await registerUser(t.app, { username: 'someone_else', email: second?.email });
    await t.app.lifecycle.run('demo-picks');

    const players = await queryRows<{
      username: string;
      email: string;
      confidence_points: number;
      ip_points: number;
      grants: number;
      points: number;
    }>(
      t.db,
      sql`select u.username, u.email, u.confidence_points, u.ip_points,
            (select count(*)::int from ledger_entries l
               where l.user_id = u.id and l.reason = 'signup_grant') as grants,
            (select count(*)::int from leaderboard_history h where h.user_id = u.id) as points
          from users u where u.is_simulated order by u.id`,
    );
    expect(players).toHaveLength(PLAYERS);
    for (const player of players) {
      expect(player).toMatchObject({
        confidence_points: NEW_USER_CONFIDENCE_POINTS,
        ip_points: NEW_USER_IP_POINTS,
        grants: 2,
        points: 1,
      });
    }
    const names = players.map((player) => player.username.toLowerCase());
    expect(names).not.toContain(first?.username.toLowerCase());
    expect(players.map((player) => player.email)).not.toContain(second?.email);
    expect(new Set(names).size).toBe(PLAYERS);
    await expectLedgerInvariant(t.db);
  });

  it('creation itself is idempotent under concurrency, lease or not', async () => {
    const other = await secondServer();
    try {
      // Straight to the creation step on both servers at once: the advisory lock serialises it.
      const created = await Promise.all(
        [t.app, other.app].map((app) =>
          (
            app.lifecycle as unknown as {
              deps: { demoPicks: { ensurePlayers(): Promise<number> } };
            }
          ).deps.demoPicks.ensurePlayers(),
        ),
      );
      expect(created.reduce((sum, n) => sum + n, 0)).toBe(PLAYERS);
      expect(await demoCount()).toBe(PLAYERS);
      expect(await demoGroupCount()).toBe(DEMO_GROUPS.length);
    } finally {
      await other.close();
    }
  });

  it('fill groups a newcomer can find, open and join', async () => {
    await t.app.lifecycle.run('demo-picks');
    const newcomer = await registerUser(t.app);
    const listed = await t.app.inject({ url: '/api/groups/demo', headers: bearer(newcomer.token) });
    expect(listed.statusCode, listed.body).toBe(200);
    const groups = listed.json() as DemoGroup[];
    expect(groups.map((group) => group.name).sort()).toEqual(
      DEMO_GROUPS.map((group) => group.name).sort(),
    );
    for (const group of groups) {
      expect(group.member_count).toBeGreaterThanOrEqual(DEMO_GROUP_MIN_MEMBERS);
      expect(group.member_count).toBeLessThanOrEqual(Math.min(PLAYERS, DEMO_GROUP_MAX_MEMBERS));
      expect(group).toMatchObject({ is_owner: false, joined_at: null });
      expect(group.invite_code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
    // Largest first; every member (the owner too) is a demo player.
    const sizes = groups.map((group) => group.member_count);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const humans = await queryOne<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from group_members m join users u on u.id = m.user_id
          where not u.is_simulated`,
    );
    expect(humans?.count).toBe(0);

    const [first] = groups;
    if (!first) throw new Error('no demo group');
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/groups/join/${first.invite_code}`,
      headers: bearer(newcomer.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().member_count).toBe(first.member_count + 1);
    const standings = await t.app.inject({
      url: `/api/groups/${first.id}/standings?window=week`,
      headers: bearer(newcomer.token),
    });
    expect(standings.statusCode).toBe(200);
    expect(standings.json()).toHaveLength(first.member_count + 1);
    // Signed in only, like every group page.
    expect((await t.app.inject({ url: '/api/groups/demo' })).statusCode).toBe(401);
  });

  it('hands the lease over when its holder stops', async () => {
    const other = await secondServer();
    try {
      await t.app.lifecycle.run('fetch-events');
      expect((await t.app.lifecycle.run('demo-picks')).not_leader).toBe(0);
      expect((await other.app.lifecycle.run('demo-picks')).not_leader).toBe(1);
      await t.app.close();
      const taken = await other.app.lifecycle.run('demo-picks');
      expect(taken.not_leader).toBe(0);
      expect(taken.picks).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('cannot log in: no password, and the database refuses one on them', async () => {
    await t.app.lifecycle.run('demo-picks');
    const player = await queryOne<{ username: string; password_hash: string | null }>(
      t.db,
      sql`select username, password_hash from users where is_simulated order by id limit 1`,
    );
    expect(player?.password_hash).toBeNull();
    for (const password of ['', 'password', 'takeline-dummy-password', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: player?.username, password },
      });
      expect(response.statusCode, password).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, password).toBeLessThan(500);
      expect(response.json().token).toBeUndefined();
    }
    // Only simulated accounts lack a password, and they never have one.
    await expect(
      t.db.execute(sql`insert into users (username, email, name, password_hash)
                       values ('nopass', 'nopass@example.com', 'No Pass', null)`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update users set password_hash = 'x' where is_simulated`),
    ).rejects.toThrow();
  });

  it('pick through the sentiment service: stakes in the ledger, settled by the settler', async () => {
    await t.app.lifecycle.run('fetch-events');
    let picks = 0;
    for (let run = 0; run < 4; run += 1)
      picks += (await t.app.lifecycle.run('demo-picks')).picks ?? 0;
    expect(picks).toBeGreaterThan(100);
    const stakes = await queryOne<{ staked: number; entries: number; unpaired: number }>(
      t.db,
      sql`select
            count(*) filter (where s.confidence_points_staked + s.staked_ip > 0)::int as staked,
            (select count(*)::int from ledger_entries l join users u on u.id = l.user_id
               where u.is_simulated and l.reason = 'stake') as entries,
            count(*) filter (where s.confidence_points_staked + s.staked_ip > 0 and not exists (
              select 1 from ledger_entries l where l.sentiment_id = s.id and l.reason = 'stake'))::int as unpaired
          from sentiments s join users u on u.id = s.user_id where u.is_simulated`,
    );
    expect(stakes?.staked).toBeGreaterThan(0);
    expect(stakes?.unpaired).toBe(0);
    expect(stakes?.entries).toBeGreaterThanOrEqual(stakes?.staked ?? 0);
    // One pick per player, game and market, and no demo pick on a started game.
    const late = await queryOne<{ late: number }>(
      t.db,
      sql`select count(*)::int as late from sentiments s join events e on e.id = s.event_id
          where s.created_at >= e.commence_time`,
    );
    expect(late?.late).toBe(0);
    await expectLedgerInvariant(t.db);

    // A day later every game they picked on is over: the lifecycle settles them like anyone's.
    t.clock.advance(24 * HOUR_MS);
    for (const job of [
      'scan-upcoming-for-start',
      'scan-for-completed',
      'scan-completed',
    ] as const) {
      await t.app.lifecycle.run(job);
    }
    const settled = await queryOne<{ pending: number; won: number; xp: number }>(
      t.db,
      sql`select count(*) filter (where s.outcome = 'Pending')::int as pending,
                 count(*) filter (where s.outcome = 'Win')::int as won,
                 (select coalesce(sum(xp_points), 0)::int from users where is_simulated) as xp
          from sentiments s join users u on u.id = s.user_id where u.is_simulated`,
    );
    expect(settled?.pending).toBe(0);
    expect(settled?.won).toBeGreaterThan(0);
    expect(settled?.xp).toBeGreaterThan(0);
    await expectLedgerInvariant(t.db);
  }, 120_000);

  it('submit a run in waves: players at once, each player one pick at a time (decision 0211)', async () => {
    await t.app.lifecycle.run('fetch-events');
    const service = new SentimentService({ db: t.db, clock: t.clock, testTools: false });
    const inFlight = new Map<number, number>();
    const seen = { mostAtOnce: 0, samePlayerAtOnce: 0, shortOfPoints: 0, submitted: 0 };
    // The real service, watched: how many submissions are in flight, and whose.
    async function watched<T>(userId: number, submit: () => Promise<T>): Promise<T> {
      if (inFlight.has(userId)) seen.samePlayerAtOnce += 1;
      inFlight.set(userId, (inFlight.get(userId) ?? 0) + 1);
      seen.mostAtOnce = Math.max(seen.mostAtOnce, inFlight.size);
      try {
        const answer = await submit();
        seen.submitted += 1;
        return answer;
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if ([NOT_ENOUGH_CONFIDENCE_MESSAGE, NOT_ENOUGH_INFLUENCE_MESSAGE].includes(message)) {
          seen.shortOfPoints += 1;
        }
        throw error;
      } finally {
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      }
    }
    const demo = new DemoPlayers({
      db: t.db,
      clock: t.clock,
      sentiments: {
        submitMoneyline: (userId, body) =>
          watched(userId, () => service.submitMoneyline(userId, body)),
        submitLine: (userId, market, body) =>
          watched(userId, () => service.submitLine(userId, market, body)),
      },
      logger: t.app.log,
      players: PLAYERS,
      seed: t.config.simSeed,
      leadMs: 12 * HOUR_MS,
      everyMs: 5000,
    });

    const counts = await demo.run();
    expect(counts.picks).toBeGreaterThan(10);
    expect(counts.picks).toBeLessThanOrEqual(MAX_PICKS_PER_RUN);
    expect(counts.picks).toBe(seen.submitted);
    expect(await demoPicks()).toBe(counts.picks);
    expect(seen.mostAtOnce).toBeGreaterThan(1);
    expect(seen.samePlayerAtOnce).toBe(0);
    // Each player's picks were chosen from the balances their earlier ones left.
    expect(seen.shortOfPoints).toBe(0);
    await expectLedgerInvariant(t.db);
  }, 120_000);

  it('give a game a crowd within the first runs, and more as its start nears', async () => {
    await t.app.lifecycle.run('fetch-events');
    for (let run = 0; run < 4; run += 1) await t.app.lifecycle.run('demo-picks');
    const crowds = await queryRows<{ id: string; pickers: number }>(
      t.db,
      sql`select e.id, count(distinct s.user_id)::int as pickers from events e
          left join sentiments s on s.event_id = e.id
          where e.status = 'upcoming' and e.origin = 'simulated'
            and e.commence_time > ${t.clock.now().toISOString()}::timestamptz
          group by e.id`,
    );
    expect(crowds.length).toBeGreaterThan(10);
    expect(crowds.filter((game) => game.pickers === 0)).toEqual([]);
    const before = await demoPicks();
    // Six hours on, the remaining games are closer to their start: their crowds grow.
    t.clock.advance(6 * HOUR_MS);
    await t.app.lifecycle.run('scan-upcoming-for-start');
    for (let run = 0; run < 2; run += 1) await t.app.lifecycle.run('demo-picks');
    expect(await demoPicks()).toBeGreaterThan(before);
  }, 120_000);

  it('are marked is_demo on the leaderboard, participants and public profiles; others are not', async () => {
    const { user, token } = await registerUser(t.app, { username: 'real_fan' });
    await t.app.lifecycle.run('fetch-events');
    await t.app.lifecycle.run('demo-picks');
    const board = (await t.app.inject({ url: '/api/users/leaderboard' })).json() as Array<{
      user_id: number;
      is_demo: boolean;
    }>;
    expect(board).toHaveLength(PLAYERS + 1);
    expect(board.filter((row) => row.is_demo)).toHaveLength(PLAYERS);
    expect(board.find((row) => row.user_id === user.id)?.is_demo).toBe(false);

    const picked = await queryOne<{ event_id: string; user_id: number }>(
      t.db,
      sql`select s.event_id, s.user_id from sentiments s limit 1`,
    );
    const participants = (
      await t.app.inject({ url: `/api/event/${picked?.event_id}/participants` })
    ).json() as Array<{ user_id: number; is_demo: boolean; public_profile: number }>;
    expect(participants.length).toBeGreaterThan(0);
    expect(participants.every((row) => row.is_demo && row.public_profile === 1)).toBe(true);

    const profile = await t.app.inject({ url: `/api/profile/${picked?.user_id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user_id: picked?.user_id, is_demo: true });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { public_profile: 1 },
    });
    expect((await t.app.inject({ url: `/api/profile/${user.id}` })).json()).toMatchObject({
      is_demo: false,
    });
  });

  it('SIM_PLAYERS=0 and an Odds API key turn the demo off', async () => {
    expect(loadConfig({ SIM_PLAYERS: '0' }).simPlayers).toBe(0);
    expect(loadConfig({}).simPlayers).toBe(150);
    expect(loadConfig({ ODDS_API_KEY: 'key', SIM_PLAYERS: '150' }).simPlayers).toBe(0);
    const off = await buildApp({
      database: t.database,
      clock: t.clock,
      config: { ...t.config, simPlayers: 0 },
    });
    try {
      await off.lifecycle.run('fetch-events');
      expect(await off.lifecycle.run('demo-picks')).toMatchObject({ players_created: 0, picks: 0 });
      expect(await demoCount()).toBe(0);
      expect(await demoGroupCount()).toBe(0);
    } finally {
      await off.close();
    }
    const withKey = loadConfig({ ODDS_API_KEY: 'key' });
    expect(withKey.simPlayers).toBe(0);
  });
});

async function demoPicks(): Promise<number> {
  const row = await queryOne<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from sentiments s join users u on u.id = s.user_id
        where u.is_simulated`,
  );
  return row?.count ?? 0;
}
