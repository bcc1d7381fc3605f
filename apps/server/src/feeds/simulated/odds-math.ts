/** Probability helpers for pricing simulated games like a sportsbook would. */

/** Standard normal CDF (Abramowitz and Stegun 7.1.26; error below 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function poissonPmf(lambda: number, k: number): number {
  let result = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) result *= lambda / i;
  return result;
}

/**
 * American price for an implied probability that already includes the
 * book's margin, rounded to 5 cents as books quote them: 0.6 -> -150, 0.4 -> +150.
 */
export function americanPrice(impliedProbability: number): number {
  const q = Math.min(Math.max(impliedProbability, 0.02), 0.98);
  const raw = q > 0.5 ? (-100 * q) / (1 - q) : (100 * (1 - q)) / q;
  const rounded = Math.round(raw / 5) * 5;
  // Between -100 and +100 there are no American prices.
  if (rounded > -100 && rounded < 100) return rounded < 0 ? -100 : 100;
  return rounded;
}

/**
 * Prices for outcomes with the given true probabilities (summing to 1),
 * each inflated by the book's margin ("vig") so the favourite is negative
 * and the implied probabilities add up to 1 + margin.
 */
export function pricesWithMargin(probabilities: readonly number[], margin: number): number[] {
  return probabilities.map((p) => americanPrice(p * (1 + margin)));
}

/** Nearest half point: lines on the 0.5 grid. */
export function toHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/** Nearest x.5, so a total or a run line can never push. */
export function toHook(value: number): number {
  return Math.floor(value) + 0.5;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
