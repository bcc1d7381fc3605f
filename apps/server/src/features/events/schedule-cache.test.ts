import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { TEST_NOW } from '../../test/test-app';
import { BodyCache } from './schedule-cache';

describe('BodyCache', () => {
  function counting(ttlMs: number, validUntil: Date | null = null) {
    const clock = new ManualClock(TEST_NOW);
    let loads = 0;
    const cache = new BodyCache<number[]>({
      clock,
      ttlMs,
      load: async () => {
        loads += 1;
        return { value: [loads], validUntil };
      },
    });
    return { cache, clock, loads: () => loads };
  }

  it('shares one load between concurrent misses', async () => {
    const { cache, loads } = counting(5000);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('mlb')));
    expect(loads()).toBe(1);
    expect(new Set(bodies.map((body) => body.body))).toEqual(new Set(['[1]']));
  });

  it('keeps an entry for its TTL by the clock, or until invalidated', async () => {
    const { cache, clock, loads } = counting(5000);
    await cache.get('mlb');
    clock.advance(4999);
    await cache.get('mlb');
    expect(loads()).toBe(1);
    clock.advance(1);
    expect((await cache.get('mlb')).body).toBe('[2]');
    cache.invalidate('mlb');
    expect((await cache.get('mlb')).body).toBe('[3]');
    await cache.get('nfl');
    cache.invalidate();
    await cache.get('mlb');
    await cache.get('nfl');
    expect(loads()).toBe(6);
  });

  it('ends an entry early when its content says so', async () => {
    const { cache, clock, loads } = counting(60_000, new Date(Date.parse(TEST_NOW) + 1000));
    await cache.get('mlb');
    clock.advance(1000);
    await cache.get('mlb');
    expect(loads()).toBe(2);
  });

  it('caches nothing with a TTL of 0', async () => {
    const { cache, loads } = counting(0);
    await cache.get('mlb');
    await cache.get('mlb');
    expect(loads()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const clock = new ManualClock(TEST_NOW);
    let fail = true;
    const cache = new BodyCache<string>({
      clock,
      ttlMs: 5000,
      load: async () => {
        if (fail) throw new Error('database away');
        return { value: 'ok', validUntil: null };
      },
    });
    await expect(cache.get('mlb')).rejects.toThrow('database away');
    fail = false;
    expect((await cache.get('mlb')).body).toBe('"ok"');
  });
});
