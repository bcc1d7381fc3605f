import {
  MAX_STAKE,
  MIN_STAKE,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
  STAKE_RANGE_MESSAGE,
  stakeLimit,
} from '@takeline/contract';

export type StakeCurrency = 'confidence' | 'influence';

/** The validation message for a stake, or null when it can be placed (limits from the contract). */
export function stakeError(stake: number, balance: number, currency: StakeCurrency): string | null {
  if (stake > balance || stakeLimit(balance) < MIN_STAKE) {
    return currency === 'confidence' ? NOT_ENOUGH_CONFIDENCE_MESSAGE : NOT_ENOUGH_INFLUENCE_MESSAGE;
  }
  if (!Number.isInteger(stake) || stake < MIN_STAKE || stake > MAX_STAKE) {
    return STAKE_RANGE_MESSAGE;
  }
  return null;
}
