import { describe, expect, it } from 'vitest';
import { formatWinPercent, isOnFire, winPercent } from './win-percent';

describe('Win %', () => {
  it('is 0% with no selections, never NaN', () => {
    expect(winPercent(0, 0)).toBe(0);
    expect(formatWinPercent(0, 0)).toBe('0%');
    expect(isOnFire(0, 0)).toBe(false);
  });

  it('shows two decimals once there are selections', () => {
    expect(formatWinPercent(3, 2)).toBe('66.67%');
    expect(formatWinPercent(4, 0)).toBe('0.00%');
    expect(formatWinPercent(1, 1)).toBe('100.00%');
    expect(formatWinPercent(8, 1)).toBe('12.50%');
  });

  it('earns the fire icon at 60% or more', () => {
    expect(isOnFire(5, 3)).toBe(true);
    expect(isOnFire(100, 59)).toBe(false);
    expect(isOnFire(10, 10)).toBe(true);
  });
});
