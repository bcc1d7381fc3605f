import { describe, expect, it } from 'vitest';
import { MAX_STAKE, MIN_STAKE, STAKE_RANGE_MESSAGE, stakeLimit } from './stakes';

describe('stakeLimit (1 to min(5, balance))', () => {
  it.each([
    [10, 5],
    [5, 5],
    [3, 3],
    [1, 1],
    [2.9, 2],
    [0.5, 0],
    [0, 0],
    [-2, 0],
  ])('a balance of %d allows stakes up to %d', (balance, limit) => {
    expect(stakeLimit(balance)).toBe(limit);
  });

  it('never goes above MAX_STAKE, and names the range in its message', () => {
    expect(stakeLimit(1_000_000)).toBe(MAX_STAKE);
    expect(STAKE_RANGE_MESSAGE).toBe(`Stake must be a whole number from ${MIN_STAKE} to 5.`);
  });
});
