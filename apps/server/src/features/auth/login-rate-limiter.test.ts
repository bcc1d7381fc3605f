import { describe, expect, it } from 'vitest';
import { ManualClock, MINUTE_MS } from '../../clock';
import { LoginRateLimiter } from './login-rate-limiter';

describe('LoginRateLimiter', () => {
  const clock = () => new ManualClock('2026-06-01T12:00:00Z');

  it('limits one IP and username after maxFailures, until the window passes', () => {
    const time = clock();
    const limiter = new LoginRateLimiter(time, 3, 15 * MINUTE_MS);
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('1.1.1.1', 'Bob');
    expect(limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(15 * 60);
    expect(limiter.retryAfterSeconds('2.2.2.2', 'bob')).toBe(0);
    time.advance(15 * MINUTE_MS);
    expect(limiter.retryAfterSeconds('1.1.1.1', 'bob')).toBe(0);
  });

  it('limits one username tried from many addresses, at a looser limit', () => {
    const limiter = new LoginRateLimiter(clock(), 3, 15 * MINUTE_MS, 5);
    for (let i = 0; i < 14; i += 1) limiter.recordFailure(`9.9.9.${i}`, 'bob');
    expect(limiter.retryAfterSeconds('8.8.8.8', 'bob')).toBe(0);
    limiter.recordFailure('9.9.9.99', 'bob');
    expect(limiter.retryAfterSeconds('8.8.8.8', 'bob')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('8.8.8.8', 'alice')).toBe(0);
  });

  it('limits one address trying many usernames', () => {
    const limiter = new LoginRateLimiter(clock(), 3, 15 * MINUTE_MS, 5);
    for (let i = 0; i < 15; i += 1) limiter.recordFailure('6.6.6.6', `user${i}`);
    expect(limiter.retryAfterSeconds('6.6.6.6', 'someone-new')).toBeGreaterThan(0);
  });

  it('forgets expired failures instead of growing without bound', () => {
    const time = clock();
    const limiter = new LoginRateLimiter(time, 3, MINUTE_MS);
    for (let i = 0; i < 4000; i += 1) limiter.recordFailure(`10.0.${i >> 8}.${i & 255}`, `u${i}`);
    expect(limiter.trackedKeys).toBe(4000 * 2 + 4000);
    time.advance(2 * MINUTE_MS);
    limiter.recordFailure('10.9.9.9', 'late');
    expect(limiter.trackedKeys).toBe(3);
  });
});
