/**
 * RULES.md section 3: stakes are 1 to min(5, balance). Kept apart from the
 * zod schemas so the web app's home page can use them without shipping zod.
 */
export const MIN_STAKE = 1;
export const MAX_STAKE = 5;
export const NOT_ENOUGH_CONFIDENCE_MESSAGE = 'Not enough confidence points.';
export const NOT_ENOUGH_INFLUENCE_MESSAGE = 'Not enough influence points.';
export const STAKE_RANGE_MESSAGE = 'Stake must be a whole number from 1 to 5.';
