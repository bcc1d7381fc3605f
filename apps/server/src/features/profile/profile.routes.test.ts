import { PROFILE_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import { queryOne } from '../../db/database';
import { bearer, expectLedgerInvariant, loginUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { postEntries } from '../ledger/ledger.service';

const t = useTestApp();

/** Grants XP through the ledger (as an admin grant), to look at each tier. */
async function setXp(userId: number, xp: number) {
  await t.db.transaction((tx) =>
    postEntries(tx, [{ userId, currency: 'xp', amount: xp, reason: 'admin_grant' }], t.clock.now()),
  );
}

describe('GET /api/profile', () => {
  it('answers every Profile field for a new user', async () => {
    const { token, user } = await registerUser(t.app, { username: 'prof' });
    const response = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: 'prof',
      bio: null,
      created_at: '2026-06-01T12:00:00.000Z',
      xp_points: 0,
      ip_points: 5,
      ip_bonus: 1,
      rank_tier: 'Rookie',
      confidence_points: 10,
      min_xp: 0,
      max_xp: 99,
      next_rank_name: 'Regular',
      public_profile: 0,
      is_admin: false,
      login_streak: 0,
    });
  });

  it.each([
    [99, { rank_tier: 'Rookie', min_xp: 0, max_xp: 99, next_rank_name: 'Regular', ip_bonus: 1 }],
    [
      100,
      { rank_tier: 'Regular', min_xp: 100, max_xp: 249, next_rank_name: 'Sharp', ip_bonus: 1.1 },
    ],
    [250, { rank_tier: 'Sharp', min_xp: 250, max_xp: 499, next_rank_name: 'Pro', ip_bonus: 1.25 }],
    [999, { rank_tier: 'Pro', min_xp: 500, max_xp: 999, next_rank_name: 'Expert', ip_bonus: 1.5 }],
    [
      1000,
      { rank_tier: 'Expert', min_xp: 1000, max_xp: 2499, next_rank_name: 'Legend', ip_bonus: 1.75 },
    ],
  ])('at %i XP shows the rank tier %o', async (xp, expected) => {
    const { token, user } = await registerUser(t.app);
    await setXp(user.id, xp);
    const profile = (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json();
    expect(profile).toMatchObject(expected);
  });

  it('has no max_xp or next_rank_name for a Legend', async () => {
    const { token, user } = await registerUser(t.app);
    await setXp(user.id, 2500);
    const profile = (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json();
    expect(profile).toMatchObject({ rank_tier: 'Legend', min_xp: 2500, ip_bonus: 2 });
    expect(profile).not.toHaveProperty('max_xp');
    expect(profile).not.toHaveProperty('next_rank_name');
  });

  it('shows the current login streak, and 0 once it has lapsed', async () => {
    const { token, password } = await registerUser(t.app, { username: 'streaky' });
    await loginUser(t.app, 'streaky', password);
    t.clock.advance(DAY_MS);
    await loginUser(t.app, 'streaky', password);
    const read = async () =>
      (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json().login_streak;
    expect(await read()).toBe(2);
    t.clock.advance(2 * DAY_MS);
    expect(await read()).toBe(0);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('changes the bio and visibility', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { bio: 'Rays in six.', public_profile: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: 'Rays in six.', public_profile: 1 });
  });

  it.each([
    [{ bio: 'x'.repeat(600) }, 'Bio must be at most 500 characters.'],
    [{ public_profile: 2 }, 'public_profile must be 0 or 1.'],
    [{ public_profile: true }, 'public_profile must be 0 or 1.'],
    [{ bio: 'fine', xp_points: 9999 }, 'Unknown field: xp_points.'],
    [{ bio: 'fine', user_id: 2 }, 'Unknown field: user_id.'],
    [{}, 'Nothing to update: send bio or public_profile.'],
  ])('rejects %o with "%s" and changes nothing', async (payload, message) => {
    const { token, user } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const row = await queryOne(
      t.db,
      sql`select bio, public_profile, xp_points from users where id = ${user.id}`,
    );
    expect(row).toEqual({ bio: null, public_profile: 0, xp_points: 0 });
    await expectLedgerInvariant(t.db);
  });

  it('rejects a body that is not JSON', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: 'bio=hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('GET /api/profile/:userId', () => {
  it('shows a public profile to anyone', async () => {
    const { token, user } = await registerUser(t.app, { username: 'open' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { bio: 'Hi', public_profile: 1 },
    });
    const response = await t.app.inject({ url: `/api/profile/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: user.id,
      username: 'open',
      bio: 'Hi',
      rank_tier: 'Rookie',
      xp_points: 0,
      ip_points: 5,
      created_at: '2026-06-01T12:00:00.000Z',
      is_demo: false,
    });
  });

  it('answers 404 with the private message for a private or unknown profile', async () => {
    const { user } = await registerUser(t.app, { username: 'hidden' });
    const other = await registerUser(t.app, { username: 'peeker' });
    for (const [url, headers] of [
      [`/api/profile/${user.id}`, {}],
      [`/api/profile/${user.id}`, bearer(other.token)],
      ['/api/profile/999', {}],
      [`/api/users/${user.id}/streak-history`, bearer(other.token)],
    ] as const) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PROFILE_NOT_FOUND_MESSAGE);
    }
  });

  it('shows your own private profile to you', async () => {
    const { token, user } = await registerUser(t.app, { username: 'self' });
    const response = await t.app.inject({ url: `/api/profile/${user.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('self');
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({ url: '/api/profile/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('User id must be a number.');
  });
});
