import {
  GAME_LINE_POINT_FIELDS,
  GAME_LINE_PRICE_FIELDS,
  type GameLineField,
} from '@takeline/contract';
import type { FeedEvent, FeedScore } from './odds-feed';

/**
 * What a feed's event must look like before it is stored. Whatever the feed
 * (The Odds API or the simulated sportsbook), an event outside these bounds
 * is skipped on its own, so one bad event never stops the others, and never
 * reaches a column it would overflow (prices and scores are 32-bit integers,
 * points numeric(6,1)).
 */
export const FEED_LIMITS = {
  /** American prices start at even money (-100 / +100); nothing lies in between. */
  minPriceMagnitude: 100,
  /** A 1000-to-1 longshot, or a 1-in-1000 favourite: far beyond any real line. */
  maxPriceMagnitude: 100_000,
  /** Spread and total points (the biggest real totals are around 250, in basketball). */
  maxPointMagnitude: 999.9,
  /** Final and live scores (basketball tops out in the 100s). */
  maxScore: 9_999,
  /** Ids, team names and sport titles. */
  maxTextLength: 200,
  /** Commence times outside these years are a broken date, not a game. */
  earliestYear: 2000,
  latestYear: 2100,
} as const;

/** Totals are points scored together, so never below zero; a spread point may be. */
const isTotalsField = (field: GameLineField) => field.startsWith('totals_');

/** C0 controls and DEL: PostgreSQL refuses NUL in text, and the others are never in a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function textProblem(label: string, value: string): string | null {
  if (value.trim() === '') return `${label} is empty`;
  if (value.length > FEED_LIMITS.maxTextLength) {
    return `${label} is longer than ${FEED_LIMITS.maxTextLength} characters`;
  }
  if (CONTROL_CHARACTERS.test(value)) return `${label} holds control characters`;
  return null;
}

/** Why a feed id cannot be stored or looked up, or null. */
export function feedIdProblem(id: string): string | null {
  return textProblem('id', id);
}

/** What is wrong with the parts every feed item shares, or null. */
function identityProblem(item: FeedEvent | FeedScore): string | null {
  const texts: Array<[string, string]> = [
    ['id', item.id],
    ['home team', item.homeTeam],
    ['away team', item.awayTeam],
    ['sport title', item.sportTitle],
  ];
  for (const [label, value] of texts) {
    const problem = textProblem(label, value);
    if (problem) return problem;
  }
  if (sameName(item.homeTeam, item.awayTeam)) return 'home and away are the same team';
  const time = item.commenceTime.getTime();
  const year = Number.isFinite(time) ? item.commenceTime.getUTCFullYear() : Number.NaN;
  if (!(year >= FEED_LIMITS.earliestYear && year <= FEED_LIMITS.latestYear)) {
    return 'commence time is not a plausible date';
  }
  return null;
}

function firstProblem<K>(keys: readonly K[], check: (key: K) => string | null): string | null {
  for (const key of keys) {
    const problem = check(key);
    if (problem) return problem;
  }
  return null;
}

function priceProblem(key: string, price: number | null): string | null {
  if (price === null) return null;
  const magnitude = Math.abs(price);
  if (
    !Number.isInteger(price) ||
    magnitude < FEED_LIMITS.minPriceMagnitude ||
    magnitude > FEED_LIMITS.maxPriceMagnitude
  ) {
    return `${key} ${price} is not an American price`;
  }
  return null;
}

function pointProblem(key: string, point: number | null, total: boolean): string | null {
  if (point === null) return null;
  if (!Number.isFinite(point) || Math.abs(point) > FEED_LIMITS.maxPointMagnitude) {
    return `${key} ${point} is out of range`;
  }
  if (total && point < 0) return `${key} ${point} is a negative total`;
  return null;
}

function scoreProblem(label: string, score: number | null): string | null {
  if (score === null) return null;
  if (!Number.isInteger(score) || score < 0 || score > FEED_LIMITS.maxScore) {
    return `${label} score ${score} is out of range`;
  }
  return null;
}

/** Why an event with its lines must not be stored, or null when it may. */
export function feedEventProblem(event: FeedEvent): string | null {
  const { lines } = event;
  return (
    identityProblem(event) ??
    firstProblem(GAME_LINE_PRICE_FIELDS, (key) => priceProblem(key, lines[key])) ??
    firstProblem(GAME_LINE_POINT_FIELDS, (key) => pointProblem(key, lines[key], isTotalsField(key)))
  );
}

/** Why a score report must not be stored, or null when it may. */
export function feedScoreProblem(score: FeedScore): string | null {
  return (
    identityProblem(score) ??
    scoreProblem('home', score.homeScore) ??
    scoreProblem('away', score.awayScore)
  );
}

/** A feed's answer split into what may be stored and what is skipped (with why). */
export function partitionFeedItems<T>(
  items: readonly T[],
  problemOf: (item: T) => string | null,
): { valid: T[]; skipped: Array<{ item: T; reason: string }> } {
  const valid: T[] = [];
  const skipped: Array<{ item: T; reason: string }> = [];
  for (const item of items) {
    const reason = problemOf(item);
    if (reason === null) valid.push(item);
    else skipped.push({ item, reason });
  }
  return { valid, skipped };
}
