import { describe, expect, it } from 'vitest';
import { seasonStart, windowStart } from './windows';

describe('windowStart', () => {
  it('starts weeks on Monday and months on the 1st, in UTC', () => {
    // Sunday 7 June 2026, late evening UTC: still the week of Monday 1 June.
    const sunday = new Date('2026-06-07T23:59:59Z');
    expect(windowStart('week', 'all', sunday)).toBe('2026-06-01');
    expect(windowStart('week', 'all', new Date('2026-06-08T00:00:00Z'))).toBe('2026-06-08');
    expect(windowStart('month', 'baseball_mlb', sunday)).toBe('2026-06-01');
    expect(windowStart('all', 'all', sunday)).toBeNull();
  });

  it('starts NFL seasons on 1 August and every other season on 1 January', () => {
    expect(seasonStart('americanfootball_nfl', new Date('2027-01-15T00:00:00Z'))).toBe(
      '2026-08-01',
    );
    expect(seasonStart('americanfootball_nfl', new Date('2026-08-01T00:00:00Z'))).toBe(
      '2026-08-01',
    );
    expect(seasonStart('americanfootball_nfl', new Date('2026-07-31T23:59:59Z'))).toBe(
      '2025-08-01',
    );
    expect(seasonStart('baseball_mlb', new Date('2026-07-31T23:59:59Z'))).toBe('2026-01-01');
    expect(seasonStart('all', new Date('2027-01-15T00:00:00Z'))).toBe('2027-01-01');
    expect(windowStart('season', 'soccer_usa_mls', new Date('2026-12-31T23:59:59Z'))).toBe(
      '2026-01-01',
    );
  });
});
