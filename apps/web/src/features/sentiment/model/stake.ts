import {
  MAX_STAKE,
  MIN_STAKE,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
} from '@takeline/contract';

export type StakeCurrency = 'confidence' | 'influence';

/** Spec section 5: a stake is 1 to min(5, balance). */
export function maxStakeFor(balance: number): number {
  return Math.max(0, Math.min(MAX_STAKE, Math.floor(balance)));
}

/** The validation message for a stake, or null when it can be placed. */
export function stakeError(stake: number, balance: number, currency: StakeCurrency): string | null {
  if (stake > balance || balance < MIN_STAKE) {
    return currency === 'confidence' ? NOT_ENOUGH_CONFIDENCE_MESSAGE : NOT_ENOUGH_INFLUENCE_MESSAGE;
  }
  if (!Number.isInteger(stake) || stake < MIN_STAKE || stake > MAX_STAKE) {
    return `Stake must be a whole number from ${MIN_STAKE} to ${MAX_STAKE}.`;
  }
  return null;
}
