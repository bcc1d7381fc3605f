import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock';
import { queryOne } from '../../db/database';
import { useTestApp } from '../../test/test-app';
import { LoginRateLimiter } from './login-rate-limiter';

const t = useTestApp();

async function storedFailures(): Promise<number> {
  const row = await queryOne<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from login_failures`,
  );
  return row?.n ?? 0;
}

describe('LoginRateLimiter', () => {
  it('limits one IP and username after maxFailures, until the window passes', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 3, 15 * MINUTE_MS);
    for (let i = 0; i < 3; i += 1) await limiter.recordFailure('1.1.1.1', 'Bob');
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(15 * 60);
    expect(await limiter.retryAfterSeconds('2.2.2.2', 'bob')).toBe(0);
    t.clock.advance(5 * MINUTE_MS);
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(10 * 60);
    t.clock.advance(10 * MINUTE_MS);
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(0);
  });

  it('counts a sliding window: the wait ends when the oldest failure that counts expires', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 2, 10 * MINUTE_MS);
    await limiter.recordFailure('1.1.1.1', 'bob');
    t.clock.advance(4 * MINUTE_MS);
    await limiter.recordFailure('1.1.1.1', 'bob');
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(6 * 60);
    t.clock.advance(6 * MINUTE_MS);
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(0);
  });

  it('limits one username tried from many addresses, at a looser limit', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 3, 15 * MINUTE_MS, 5);
    for (let i = 0; i < 14; i += 1) await limiter.recordFailure(`9.9.9.${i}`, 'bob');
    expect(await limiter.retryAfterSeconds('8.8.8.8', 'bob')).toBe(0);
    await limiter.recordFailure('9.9.9.99', 'bob');
    expect(await limiter.retryAfterSeconds('8.8.8.8', 'bob')).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds('8.8.8.8', 'alice')).toBe(0);
  });

  it('limits one address trying many usernames', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 3, 15 * MINUTE_MS, 5);
    for (let i = 0; i < 15; i += 1) await limiter.recordFailure('6.6.6.6', `user${i}`);
    expect(await limiter.retryAfterSeconds('6.6.6.6', 'someone-new')).toBeGreaterThan(0);
  });

  it('clears the (IP, username) count on a success, but not the wider ones', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 2, 15 * MINUTE_MS, 1);
    await limiter.recordFailure('1.1.1.1', 'bob');
    await limiter.recordFailure('1.1.1.1', 'bob');
    await limiter.recordSuccess('1.1.1.1', 'BOB');
    // The per-IP and per-user counts (limit 2 x 1) still hold both failures.
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBeGreaterThan(0);
    const other = new LoginRateLimiter(t.db, t.clock, 2, 15 * MINUTE_MS, 5);
    expect(await other.retryAfterSeconds('1.1.1.1', 'bob')).toBe(0);
  });

  it('is one limit for every server on the database', async () => {
    const first = new LoginRateLimiter(t.db, t.clock, 3, 15 * MINUTE_MS);
    const second = new LoginRateLimiter(t.db, t.clock, 3, 15 * MINUTE_MS);
    await first.recordFailure('1.1.1.1', 'bob');
    await second.recordFailure('1.1.1.1', 'bob');
    expect(await first.retryAfterSeconds('1.1.1.1', 'bob')).toBe(0);
    await first.recordFailure('1.1.1.1', 'bob');
    expect(await second.retryAfterSeconds('1.1.1.1', 'bob')).toBe(15 * 60);
  });

  it('forgets expired failures instead of growing without bound', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 3, MINUTE_MS);
    for (let i = 0; i < 50; i += 1) await limiter.recordFailure(`10.0.0.${i}`, `u${i}`);
    expect(await storedFailures()).toBe(150);
    t.clock.advance(2 * MINUTE_MS);
    await limiter.recordFailure('10.9.9.9', 'late');
    expect(await storedFailures()).toBe(3);
  });
});
