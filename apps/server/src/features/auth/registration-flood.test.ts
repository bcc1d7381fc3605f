import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open-database';
import { registrationFor } from '../../test/factories';
import { createTestApp, useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';
import { BUSY_MESSAGE, HashGate } from './hash-gate';

const PER_HOUR = 10;
const t = useTestApp({ config: { registrationsPerHour: PER_HOUR } });

type Injector = { inject: typeof t.app.inject };

async function flood(servers: Injector[], count: number, remoteAddress = '203.0.113.7') {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      (servers[i % servers.length] as Injector).inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress,
        payload: registrationFor(),
      }),
    ),
  );
  return responses;
}

describe('registrations per address (docs/security.md#registration-flood)', () => {
  it('creates at most REGISTRATIONS_PER_HOUR accounts from one address, then 429 with Retry-After', async () => {
    const responses = await flood([t.app], 30);
    const created = responses.filter((response) => response.statusCode === 201);
    const limited = responses.filter((response) => response.statusCode === 429);
    expect(created).toHaveLength(PER_HOUR);
    expect(limited).toHaveLength(30 - PER_HOUR);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]?.json().message).toMatch(/Too many accounts/);
    // Another address is not affected; an hour later the first may register again.
    const elsewhere = await flood([t.app], 1, '198.51.100.1');
    expect(elsewhere[0]?.statusCode).toBe(201);
    t.clock.advance(3600 * 1000 + 1000);
    expect((await flood([t.app], 1))[0]?.statusCode).toBe(201);
  });

  it('counts only accounts created: a taken name gives its slot back', async () => {
    const taken = registrationFor({ username: 'taken_name' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: taken,
    });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < PER_HOUR + 2; i += 1) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...taken, email: `other${i}@example.com` },
      });
      expect(again.statusCode).toBe(409);
    }
    expect((await flood([t.app], 1, '127.0.0.1'))[0]?.statusCode).toBe(201);
  });
});

describe.runIf(usingPostgres)('registrations per address across two servers', () => {
  it('is one limit for both', async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL test database');
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const other = await buildApp({ database: second, clock: t.clock, config: t.config });
    try {
      const responses = await flood([t.app, other], 30);
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(PER_HOUR);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('bounded argon2 work', () => {
  it('runs at most `concurrency` at once, queues a few, and refuses the rest with 503', async () => {
    const gate = new HashGate(2, 1);
    let running = 0;
    let most = 0;
    const work = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return 'done';
      });
    const results = await Promise.allSettled([work(), work(), work(), work(), work()]);
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason.statusCode).toBe(503);
    expect(await work()).toBe('done');
  });

  it('answers 503 with Retry-After when registrations queue past the bound', async () => {
    const busy = await createTestApp({ config: { hashConcurrency: 1, hashQueue: 1 } });
    try {
      const responses = await flood([busy.app], 8, '192.0.2.1');
      const refused = responses.filter((response) => response.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]?.headers['retry-after']).toBe('1');
      expect(refused[0]?.json().message).toBe(BUSY_MESSAGE);
      expect(responses.filter((response) => response.statusCode === 201).length).toBeGreaterThan(0);
    } finally {
      await busy.app.close();
    }
  });
});
