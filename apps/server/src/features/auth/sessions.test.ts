import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ACCOUNT_GONE_MESSAGE, SESSION_ENDED_MESSAGE } from '../../plugins/auth';
import { bearer, loginUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { SAME_PASSWORD_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './auth.service';
import { COMMON_PASSWORD_MESSAGE } from './password-policy';
import { hashPassword } from './passwords';

const t = useTestApp();

const protectedWith = (token: string) =>
  t.app.inject({ url: '/api/protected', headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('sessions that end on the server (docs/security.md#sessions)', () => {
  it('logout ends only this session: the token is refused, other sessions go on', async () => {
    const { token, password } = await registerUser(t.app, { username: 'leaver' });
    const other = (await loginUser(t.app, 'leaver', password)).token;
    const out = await post('/api/users/logout', token);
    expect(out.statusCode).toBe(200);
    const after = await protectedWith(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED_MESSAGE);
    expect((await protectedWith(other)).statusCode).toBe(200);
    expect((await post('/api/users/logout', token)).statusCode).toBe(401);
  });

  it('log out everywhere ends every session of the user, and only theirs', async () => {
    const { token, password } = await registerUser(t.app, { username: 'everywhere' });
    const phone = (await loginUser(t.app, 'everywhere', password)).token;
    const stranger = (await registerUser(t.app, { username: 'stranger' })).token;
    const out = await post('/api/users/logout-everywhere', phone);
    expect(out.statusCode).toBe(200);
    expect(out.json().endedSessions).toBe(2);
    expect((await protectedWith(token)).statusCode).toBe(401);
    expect((await protectedWith(phone)).statusCode).toBe(401);
    expect((await protectedWith(stranger)).statusCode).toBe(200);
    expect((await loginUser(t.app, 'everywhere', password)).token).toBeTruthy();
  });

  it('changing the password checks the current one, ends every session and answers a new token', async () => {
    const { token, password } = await registerUser(t.app, { username: 'changer' });
    const laptop = (await loginUser(t.app, 'changer', password)).token;
    const wrong = await post('/api/users/change-password', token, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    const common = await post('/api/users/change-password', token, {
      currentPassword: password,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    const same = await post('/api/users/change-password', token, {
      currentPassword: password,
      newPassword: password,
    });
    expect(same.json().message).toBe(SAME_PASSWORD_MESSAGE);
    expect((await protectedWith(laptop)).statusCode).toBe(200);

    const changed = await post('/api/users/change-password', token, {
      currentPassword: password,
      newPassword: 'a-brand-new-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await protectedWith(token)).statusCode).toBe(401);
    expect((await protectedWith(laptop)).statusCode).toBe(401);
    expect((await protectedWith(changed.json().token)).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'changer', password },
    });
    expect(old.statusCode).toBe(401);
    expect((await loginUser(t.app, 'changer', 'a-brand-new-secret')).user.username).toBe('changer');
  });

  it('the new routes need a token', async () => {
    for (const url of ['/api/users/logout', '/api/users/logout-everywhere']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
  });
});

describe('recently checked tokens (decision 0141)', () => {
  const endInDatabase = (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid;
    // What another server's logout does: this server learns of it only from the database.
    return t.db.execute(sql`update sessions set ended_at = now() where id = ${Number(sid)}`);
  };

  it('logout and log out everywhere on this server refuse a token used a moment before at once', async () => {
    const { token, password } = await registerUser(t.app, { username: 'cached' });
    const phone = (await loginUser(t.app, 'cached', password)).token;
    const laptop = (await loginUser(t.app, 'cached', password)).token;
    for (const used of [token, phone, laptop]) {
      expect((await protectedWith(used)).statusCode).toBe(200);
    }
    expect((await post('/api/users/logout', token)).statusCode).toBe(200);
    expect((await protectedWith(token)).json().message).toBe(SESSION_ENDED_MESSAGE);
    expect((await protectedWith(phone)).statusCode).toBe(200);
    expect((await post('/api/users/logout-everywhere', phone)).statusCode).toBe(200);
    expect((await protectedWith(phone)).statusCode).toBe(401);
    expect((await protectedWith(laptop)).statusCode).toBe(401);
  });

  it('a session ended by another server is refused here within SESSION_CACHE_SECONDS', async () => {
    const { token } = await registerUser(t.app, { username: 'elsewhere' });
    expect((await protectedWith(token)).statusCode).toBe(200);
    await endInDatabase(token);
    // Within the window this server still honours what it checked a moment ago...
    t.clock.advance(t.config.sessionCacheMs - 1);
    expect((await protectedWith(token)).statusCode).toBe(200);
    // ...and not after it.
    t.clock.advance(1);
    const after = await protectedWith(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('a remembered token is refused once it expires, even within the window', async () => {
    const { user, token } = await registerUser(t.app, { username: 'expiring' });
    const sid = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const short = await new SignJWT({ username: 'expiring', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 1)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await protectedWith(short)).statusCode).toBe(200);
    t.clock.advance(1000);
    const after = await protectedWith(short);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Log in again.');
  });

  it('admin checks always ask the database', async () => {
    const { user, token } = await registerUser(t.app, { username: 'briefly-admin' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const stats = () =>
      t.app.inject({ url: '/api/scan-upcoming-for-start', headers: bearer(token) });
    expect((await stats()).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await stats()).statusCode).toBe(403);
  });
});

describe('token claims (docs/security.md#tokens)', () => {
  const sign = async (claims: { sub?: string; sid?: string; exp?: boolean }) => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const jwt = new SignJWT({ username: 'someone', ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now);
    if (claims.sub) jwt.setSubject(claims.sub);
    if (claims.exp !== false) jwt.setExpirationTime(now + 3600);
    return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
  };

  it('refuses a correctly signed token without exp, or with a sub or sid that is not plain decimal', async () => {
    const { user, token } = await registerUser(t.app, { username: 'claims' });
    const sid = String(
      JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid,
    );
    expect((await protectedWith(await sign({ sub: String(user.id), sid }))).statusCode).toBe(200);
    const bad = [
      { sub: String(user.id), sid, exp: false },
      { sub: String(user.id) },
      ...['0x1', '1e0', '01', ' 1', '+1', '1.0'].map((sub) => ({ sub, sid })),
      { sub: String(user.id), sid: '0x1' },
    ];
    for (const claims of bad) {
      const response = await protectedWith(await sign(claims));
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json().message).toBe('Invalid token. Log in again.');
    }
  });

  it('refuses a token whose session belongs to another user', async () => {
    const first = await registerUser(t.app, { username: 'first' });
    const second = await registerUser(t.app, { username: 'second' });
    const sidOf = (token: string) =>
      String(JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid);
    const mixed = await sign({ sub: String(second.user.id), sid: sidOf(first.token) });
    const response = await protectedWith(mixed);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_ENDED_MESSAGE);
    const ghost = await sign({ sub: '999', sid: sidOf(first.token) });
    expect((await protectedWith(ghost)).json().message).toBe(ACCOUNT_GONE_MESSAGE);
  });
});

describe('password policy (docs/security.md#passwords)', () => {
  it('refuses common and all-whitespace passwords at registration', async () => {
    for (const [password, message] of [
      ['password123', COMMON_PASSWORD_MESSAGE],
      ['Sunshine1', COMMON_PASSWORD_MESSAGE],
      ['          ', 'Password must not be only spaces.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          name: 'N',
          email: 'n@example.com',
          username: 'newcomer',
          password,
          confirmPassword: password,
          termsAccepted: true,
        },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('lets an existing user whose password is now refused keep logging in', async () => {
    await registerUser(t.app, { username: 'oldtimer' });
    await t.db.update(users).set({ passwordHash: await hashPassword('password123') });
    expect((await loginUser(t.app, 'oldtimer', 'password123')).user.username).toBe('oldtimer');
  });
});
