/**
 * docs/game-rules.md#stakes: stakes are 1 to min(5, balance). Kept apart from the
 * zod schemas (no imports at all) so the web app's home page can use them
 * without shipping zod.
 */
export const MIN_STAKE = 1;
export const MAX_STAKE = 5;
export const NOT_ENOUGH_CONFIDENCE_MESSAGE = 'Not enough confidence points.';
export const NOT_ENOUGH_INFLUENCE_MESSAGE = 'Not enough influence points.';
export const STAKE_RANGE_MESSAGE = `Stake must be a whole number from ${MIN_STAKE} to ${MAX_STAKE}.`;

/**
 * The largest stake a balance allows (docs/game-rules.md#stakes: 1 to min(5, balance)).
 * Below MIN_STAKE (0 here) nothing can be staked.
 */
export function stakeLimit(balance: number): number {
  const limit = Math.min(MAX_STAKE, Math.floor(balance));
  return limit < MIN_STAKE ? 0 : limit;
}
