import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open-database';
import { registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';

const t = useTestApp();

/** 199 wrong guesses and the right password last, all sent at once. */
function burst(username: string, password: string) {
  return Array.from({ length: 200 }, (_, i) => ({
    username,
    password: i === 199 ? password : `wrong-guess-${i}`,
  }));
}

type Injector = { inject: typeof t.app.inject };

async function send(servers: Injector[], bodies: { username: string; password: string }[]) {
  const responses = await Promise.all(
    bodies.map((payload, i) =>
      (servers[i % servers.length] as Injector).inject({
        method: 'POST',
        url: '/api/users/login',
        payload,
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  return {
    statuses,
    /** Answers after argon2 ran: a 401 (wrong) or a 200 (right). */
    evaluated: statuses.filter((status) => status === 401 || status === 200).length,
    last: statuses[statuses.length - 1],
    limited: responses.filter((response) => response.statusCode === 429),
  };
}

describe('a burst of 200 parallel logins from one address (docs/security.md#login-limit)', () => {
  it('evaluates at most the limit, and the right password at the end is refused too', async () => {
    const { password } = await registerUser(t.app, { username: 'target' });
    const result = await send([t.app], burst('target', password));
    expect(result.evaluated).toBe(t.config.loginMaxFailures);
    expect(result.statuses.filter((status) => status === 429)).toHaveLength(
      200 - t.config.loginMaxFailures,
    );
    expect(result.last).toBe(429);
    expect(result.limited[0]?.headers['retry-after']).toBeDefined();
  });

  it('counts case, fullwidth and NFKC variants of the username as one', async () => {
    const { password } = await registerUser(t.app, { username: 'admin' });
    const variants = ['admin', 'ADMIN', 'Admin', 'ＡＤＭＩＮ', 'ａｄｍｉｎ'];
    const bodies = burst('admin', password).map((body, i) => ({
      ...body,
      username: variants[i % variants.length] as string,
    }));
    const result = await send([t.app], bodies);
    // One count per address and name: variants do not multiply the allowance.
    expect(result.evaluated).toBeLessThanOrEqual(t.config.loginMaxFailures);
    const fullwidth = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.1.1.1',
      payload: { username: 'ＡＤＭＩＮ', password },
    });
    expect(fullwidth.statusCode).toBe(200);
    expect(fullwidth.json().user.username).toBe('admin');
    // U+0130 folds to "i" + a combining dot, not "i": another name, which no account has.
    const dotted = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.1.1.2',
      payload: { username: 'admİn', password },
    });
    expect(dotted.statusCode).toBe(401);
  });

  it('a right password sent first gets in, and the wrong ones after it are still capped', async () => {
    const { password } = await registerUser(t.app, { username: 'early' });
    const bodies = burst('early', password).reverse();
    const result = await send([t.app], bodies);
    expect(result.statuses[0]).toBe(200);
    // The success cleared only its own attempt, not the failures in flight.
    expect(result.evaluated).toBe(t.config.loginMaxFailures + 1);
  });

  it('lets a user with a known-device cookie in while strangers have locked the username', async () => {
    const { password } = await registerUser(t.app, { username: 'owner' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.1',
      payload: { username: 'owner', password },
    });
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^tl_device=/);
    // Strangers from many addresses exhaust the per-username limit.
    const spread = t.config.loginMaxFailures * 5;
    for (let i = 0; i < spread; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: `10.2.${Math.floor(i / 200)}.${i % 200}`,
        payload: { username: 'owner', password: `nope-${i}` },
      });
    }
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.1',
      payload: { username: 'owner', password },
    });
    expect(stranger.statusCode).toBe(429);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.1',
      headers: { cookie },
      payload: { username: 'owner', password },
    });
    expect(known.statusCode).toBe(200);
    // A forged or other user's cookie does not exempt.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.1',
      headers: { cookie: `${cookie.slice(0, -3)}abc` },
      payload: { username: 'owner', password },
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe.runIf(usingPostgres)('the 200-login burst across two servers on one PostgreSQL', () => {
  it('evaluates at most the limit in total', async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL test database');
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const other = await buildApp({ database: second, clock: t.clock, config: t.config });
    try {
      const { password } = await registerUser(t.app, { username: 'shared' });
      const result = await send([t.app, other], burst('shared', password));
      expect(result.evaluated).toBe(t.config.loginMaxFailures);
      expect(result.last).toBe(429);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
