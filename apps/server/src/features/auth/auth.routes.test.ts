import { INVALID_CREDENTIALS_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../clock';
import { queryOne, queryRows } from '../../db/database';
import {
  balancesOf,
  bearer,
  expectLedgerInvariant,
  loginUser,
  registerUser,
  registrationFor,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from './auth.service';

const t = useTestApp();

async function userCount(): Promise<number> {
  const row = await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
  return row?.n ?? -1;
}

describe('POST /api/users/register', () => {
  it('creates the account with the starting grants and answers a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registrationFor({ username: 'casey' }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({ id: 1, username: 'casey' });
    expect(body.token.split('.')).toHaveLength(3);
    expect(await balancesOf(t.db, 1)).toEqual({ confidence: 10, ip: 5, xp: 0 });
    const history = await queryRows(t.db, sql`select ranking_score from leaderboard_history`);
    expect(history).toEqual([{ ranking_score: 5 }]);
    await expectLedgerInvariant(t.db);
  });

  it('stores an argon2id hash, never the password', async () => {
    await registerUser(t.app, { username: 'hashy' });
    const row = await queryOne<{ password_hash: string }>(
      t.db,
      sql`select password_hash from users`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain('correct-horse-battery');
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ name: undefined }, 'Name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ username: '' }, 'Username is required.'],
    [{ username: 'ab' }, 'Username must be at least 3 characters.'],
    [
      { username: 'has space' },
      'Username may contain only letters, digits, dots, dashes and underscores.',
    ],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    [{ confirmPassword: 'something-else' }, 'Passwords must match.'],
    [{ termsAccepted: false }, 'You must accept the terms'],
    [{ termsAccepted: undefined }, 'You must accept the terms'],
    [{ isAdmin: true }, 'Unknown field: isAdmin.'],
  ])('rejects %o with "%s" and creates nothing', async (overrides, message) => {
    const payload = { ...registrationFor({ username: 'valid_name' }), ...overrides };
    const response = await t.app.inject({ method: 'POST', url: '/api/users/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(0);
  });

  it('answers 409 for a taken username or email, whatever the case', async () => {
    await registerUser(t.app, { username: 'taken', email: 'taken@example.com' });
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registrationFor({ username: 'TAKEN', email: 'other@example.com' }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(USERNAME_TAKEN_MESSAGE);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registrationFor({ username: 'fresh', email: 'Taken@Example.com' }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(EMAIL_TAKEN_MESSAGE);
    expect(await userCount()).toBe(1);
    await expectLedgerInvariant(t.db);
  });

  it('lets exactly one of several racing registrations of one name through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: registrationFor({ username: 'racer', email: `racer${i}@example.com` }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await userCount()).toBe(1);
    await expectLedgerInvariant(t.db);
  });

  it('answers 400 for a body that is not JSON, and creates nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "oops"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
    expect(await userCount()).toBe(0);
  });
});

describe('POST /api/users/login', () => {
  it('answers the token, the user and the reward flags', async () => {
    const { user, password } = await registerUser(t.app, { username: 'lena' });
    const login = await loginUser(t.app, 'lena', password);
    expect(login).toMatchObject({
      user: { id: user.id, username: 'lena' },
      rewardGiven: true,
      streakRewardGiven: false,
      newStreak: 1,
    });
    expect(login.token).toBeTruthy();
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    await registerUser(t.app, { username: 'known' });
    for (const payload of [
      { username: 'known', password: 'wrong-password' },
      { username: 'nobody', password: 'whatever-password' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    expect(await balancesOf(t.db, 1)).toEqual({ confidence: 10, ip: 5, xp: 0 });
  });

  it.each([
    [{ username: '', password: 'x' }],
    [{ username: 'someone', password: '' }],
    [{ username: 'someone' }],
    [{}],
  ])('requires both fields: %o', async (payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LOGIN_REQUIRED_MESSAGE);
  });

  it('rate-limits failed attempts per IP and username, then lets the user in after the window', async () => {
    const { password } = await registerUser(t.app, { username: 'target' });
    for (let i = 0; i < t.config.loginMaxFailures; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'target', password: 'guess-number-x' },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'target', password },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
    );

    // Another IP is not affected by this IP's failures.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.9.8.7',
      payload: { username: 'target', password },
    });
    expect(elsewhere.statusCode).toBe(200);

    t.clock.advance(t.config.loginFailureWindowSeconds * 1000 + 1000);
    await loginUser(t.app, 'target', password);
  });
});

describe('daily login reward and streaks', () => {
  it('grants the daily reward once for 20 concurrent logins, and again the next day', async () => {
    const { user, password } = await registerUser(t.app, { username: 'rush' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: 'rush', password },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rewarded = responses.filter((response) => response.json().rewardGiven === true);
    expect(rewarded).toHaveLength(1);
    expect(responses.every((response) => response.json().newStreak === 1)).toBe(true);
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(11);

    t.clock.advance(DAY_MS);
    const nextDay = await loginUser(t.app, 'rush', password);
    expect(nextDay).toMatchObject({ rewardGiven: true, newStreak: 2, streakRewardGiven: false });
    const again = await loginUser(t.app, 'rush', password);
    expect(again).toMatchObject({ rewardGiven: false, newStreak: 2 });
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(12);
    await expectLedgerInvariant(t.db);
  });

  it('counts UTC days: a login just after midnight is a new day', async () => {
    t.clock.set('2026-06-01T23:59:00Z');
    const { password } = await registerUser(t.app, { username: 'owl' });
    expect((await loginUser(t.app, 'owl', password)).rewardGiven).toBe(true);
    t.clock.set('2026-06-02T00:01:00Z');
    expect(await loginUser(t.app, 'owl', password)).toMatchObject({
      rewardGiven: true,
      newStreak: 2,
    });
  });

  it('grants a streak bonus on days 3 and 6, and resets the streak after a missed day', async () => {
    const { user, password } = await registerUser(t.app, { username: 'steady' });
    const results = [];
    for (let day = 1; day <= 7; day += 1) {
      results.push(await loginUser(t.app, 'steady', password));
      t.clock.advance(DAY_MS);
    }
    expect(results.map((result) => result.newStreak)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((result) => result.streakRewardGiven)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    // 10 + 7 daily + 2 streak bonuses.
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(19);

    const history = await t.app.inject({
      url: `/api/users/${user.id}/streak-history`,
      headers: bearer(results[6]?.token ?? ''),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((entry: { streak_value: number }) => entry.streak_value)).toEqual([
      6, 3,
    ]);
    expect(history.json()[0].awarded_at).toBe('2026-06-06T12:00:00.000Z');

    t.clock.advance(DAY_MS); // day 8 is skipped
    const afterGap = await loginUser(t.app, 'steady', password);
    expect(afterGap).toMatchObject({ newStreak: 1, rewardGiven: true, streakRewardGiven: false });
    await expectLedgerInvariant(t.db);
  });

  it('does not count registering as a login', async () => {
    const { password } = await registerUser(t.app, { username: 'newbie' });
    const first = await loginUser(t.app, 'newbie', password);
    expect(first.rewardGiven).toBe(true);
  });
});

describe('tokens and GET /api/protected', () => {
  it('answers a message for a valid token', async () => {
    const { token } = await registerUser(t.app, { username: 'keyholder' });
    const response = await t.app.inject({ url: '/api/protected', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('keyholder');
  });

  it('answers 401 without a token, with a malformed one, or with a forged one', async () => {
    const { user } = await registerUser(t.app, { username: 'victim' });
    const forged = await new SignJWT({ username: 'victim' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(user.id), username: 'victim' }),
    ).toString('base64url')}.`;
    for (const headers of [{}, bearer('garbage'), bearer(forged), bearer(unsigned)]) {
      const response = await t.app.inject({ url: '/api/protected', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/Authentication required|Invalid token/);
    }
  });

  it('answers 401 for a correctly signed token whose user id cannot exist', async () => {
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    for (const sub of ['99999999999', '2147483648', '0', '-1', '1.5', 'abc']) {
      const token = await new SignJWT({ username: 'ghost' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt(t.clock.now())
        .setExpirationTime('1h')
        .sign(secret);
      const response = await t.app.inject({ url: '/api/protected', headers: bearer(token) });
      expect(response.statusCode, sub).toBe(401);
    }
  });

  it('answers 401 once the token has expired', async () => {
    const { token } = await registerUser(t.app, { username: 'sleepy' });
    t.clock.advance(t.config.jwtExpiresInSeconds * 1000 - HOUR_MS);
    expect((await t.app.inject({ url: '/api/protected', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(2 * HOUR_MS);
    const expired = await t.app.inject({ url: '/api/protected', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Log in again.');
  });
});
