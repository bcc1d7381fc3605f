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

  it('a success clears only its own attempt, not earlier failures', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 2, 15 * MINUTE_MS, 5);
    await limiter.recordFailure('1.1.1.1', 'bob');
    const ok = await limiter.attempt('1.1.1.1', 'BOB', undefined, async () => ({
      ok: true,
      value: 'in',
    }));
    expect(ok).toEqual({ value: 'in' });
    expect(await storedFailures()).toBe(3);
    await limiter.attempt('1.1.1.1', 'bob', undefined, async () => ({ ok: false, value: null }));
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(15 * 60);
  });

  it('evaluates at most the limit when attempts arrive all at once', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 5, 15 * MINUTE_MS);
    let evaluated = 0;
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        limiter.attempt('1.1.1.1', 'bob', undefined, async () => {
          evaluated += 1;
          return { ok: false, value: null };
        }),
      ),
    );
    expect(evaluated).toBe(5);
    expect(results.filter((result) => 'retryAfterSeconds' in result)).toHaveLength(55);
  });

  it('counts a known device on its own key, apart from the username', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 2, 15 * MINUTE_MS, 1);
    for (let i = 0; i < 5; i += 1) await limiter.recordFailure(`9.9.9.${i}`, 'bob');
    expect(await limiter.retryAfterSeconds('8.8.8.8', 'bob')).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds('8.8.8.8', 'bob', 'device-1')).toBe(0);
  });

  it('counts usernames after NFKC and lower case: fullwidth and case variants are one key', async () => {
    const limiter = new LoginRateLimiter(t.db, t.clock, 2, 15 * MINUTE_MS);
    await limiter.recordFailure('1.1.1.1', 'ＡＤＭＩＮ');
    await limiter.recordFailure('1.1.1.1', 'Admin');
    expect(await limiter.retryAfterSeconds('1.1.1.1', 'admin')).toBe(15 * 60);
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
    await limiter.attempt('10.9.9.9', 'late', undefined, async () => ({ ok: false, value: null }));
    expect(await storedFailures()).toBe(3);
  });
});
