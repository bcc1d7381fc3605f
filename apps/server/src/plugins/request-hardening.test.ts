import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { queryOne } from '../db/database';
import { insertEvent } from '../test/event-factory';
import { bearer, expectLedgerInvariant, registerUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { ACCOUNT_GONE_MESSAGE } from './auth';
import { NUL_MESSAGE } from './reject-nul';

const t = useTestApp();

async function counts() {
  return queryOne<{ users: number; sentiments: number; bios: string }>(
    t.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from sentiments) as sentiments,
               (select string_agg(coalesce(bio, '-'), ',') from users) as bios`,
  );
}

describe('hostile input is refused with a 4xx and changes nothing', () => {
  it('a NUL character anywhere: path, query or body', async () => {
    const user = await registerUser(t.app);
    const event = await insertEvent(t.db);
    const before = await counts();
    const requests = [
      { method: 'GET' as const, url: '/api/event/a%00b/stats' },
      { method: 'GET' as const, url: `/api/sentiment/moneyline/${user.user.id}/a%00b` },
      { method: 'GET' as const, url: '/api/sentiments/mine?event_ids=a%00b' },
      { method: 'PATCH' as const, url: '/api/profile', payload: { bio: 'hi\u0000there' } },
      {
        method: 'POST' as const,
        url: '/api/sentiment/moneyline',
        payload: { event_id: `${event.id}\u0000`, selection_type: 'Take', confidence_points: 1 },
      },
      {
        method: 'POST' as const,
        url: '/api/users/login',
        payload: { username: 'a\u0000b', password: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/users/register',
        payload: {
          name: 'N\u0000',
          email: 'n@example.com',
          username: 'nully',
          password: 'long-enough-1',
          confirmPassword: 'long-enough-1',
          termsAccepted: true,
        },
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: bearer(user.token) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json().message).toBe(NUL_MESSAGE);
    }
    expect(await counts()).toEqual(before);
  });

  it('a user id beyond the 32-bit range', async () => {
    for (const url of [
      '/api/profile/2147483648',
      '/api/users/2147483648/streak-history',
      '/api/user/2147483648/stats',
      '/api/users/leaderboard/history/2147483648',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('User id is too large.');
    }
  });

  it('an event id of up to 200 characters reaches the route', async () => {
    const response = await t.app.inject({ url: `/api/event/${'e'.repeat(150)}/participants` });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().message).not.toMatch(/^No route/);
  });

  it('a valid token whose account no longer exists: 401, nothing recorded', async () => {
    const event = await insertEvent(t.db);
    const ghost = await new SignJWT({ username: 'ghost', sid: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(ghost),
      payload: { event_id: event.id, selection_type: 'Take', confidence_points: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ACCOUNT_GONE_MESSAGE);
    expect((await counts())?.sentiments).toBe(0);
    await expectLedgerInvariant(t.db);
  });
});

describe('login rate limiting behind no trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh IP per guess', async () => {
    const { password } = await registerUser(t.app, { username: 'victim' });
    for (let i = 0; i < t.config.loginMaxFailures; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': `9.9.9.${i}` },
        payload: { username: 'victim', password: 'wrong-guess-x' },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-for': '9.9.9.200' },
      payload: { username: 'victim', password },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().retryAfterSeconds).toBe(Number(limited.headers['retry-after']));
  });
});
