import {
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
  STAKE_RANGE_MESSAGE,
} from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { stakeError } from './stake';

describe('stake limits', () => {
  it('allows 1 to min(5, balance)', () => {
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
    expect(stakeError(6, 10, 'confidence')).toBe(STAKE_RANGE_MESSAGE);
    expect(stakeError(0, 10, 'confidence')).toBe(STAKE_RANGE_MESSAGE);
    expect(stakeError(1.5, 10, 'confidence')).toBe('Stake must be a whole number from 1 to 5.');
  });
});
