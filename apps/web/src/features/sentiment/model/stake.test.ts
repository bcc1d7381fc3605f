import { NOT_ENOUGH_CONFIDENCE_MESSAGE, NOT_ENOUGH_INFLUENCE_MESSAGE } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { maxStakeFor, stakeError } from './stake';

describe('stake limits (spec section 5)', () => {
  it('allows 1 to min(5, balance)', () => {
    expect(maxStakeFor(10)).toBe(5);
    expect(maxStakeFor(5)).toBe(5);
    expect(maxStakeFor(3)).toBe(3);
    expect(maxStakeFor(0)).toBe(0);
    expect(stakeError(5, 10, 'confidence')).toBeNull();
    expect(stakeError(3, 3, 'influence')).toBeNull();
  });

  it('names the currency that runs short', () => {
    expect(stakeError(4, 3, 'confidence')).toBe(NOT_ENOUGH_CONFIDENCE_MESSAGE);
    expect(stakeError(1, 0, 'confidence')).toBe('Not enough confidence points.');
    expect(stakeError(2, 1, 'influence')).toBe(NOT_ENOUGH_INFLUENCE_MESSAGE);
    expect(stakeError(1, 0, 'influence')).toBe('Not enough influence points.');
  });

  it('rejects stakes outside 1 to 5', () => {
    expect(stakeError(6, 10, 'confidence')).toMatch(/1 to 5/);
    expect(stakeError(0, 10, 'confidence')).toMatch(/1 to 5/);
    expect(stakeError(1.5, 10, 'confidence')).toMatch(/1 to 5/);
  });
});
