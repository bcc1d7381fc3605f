import { isBaseballSport } from '../sports';
import type { Market, SelectionType } from './value-lists';

export interface CustomRange {
  min: number;
  max: number;
  step: number;
}

/** User slider step; test events use the test form's finer step. */
export const USER_STEP = 0.5;
export const TEST_EVENT_STEP = 0.1;
/** How far a custom value may move from the line (docs/game-rules.md#custom-ranges: width 10). */
export const CUSTOM_WIDTH = 10;
/**
 * A totals Pass (the under) never goes below these (docs/game-rules.md#custom-ranges: 6, 4 for
 * baseball).
 */
export const TOTALS_UNDER_FLOOR = 6;
export const BASEBALL_TOTALS_UNDER_FLOOR = 4;
/** Test events: the under runs from max(4, total - 5) (docs/game-rules.md#test-event-ranges). */
export const TEST_EVENT_TOTALS_UNDER_FLOOR = 4;
export const TEST_EVENT_TOTALS_UNDER_REACH = 5;

/** The lowest a totals Pass may go in this sport, for a user's sentiment. */
export function totalsUnderFloor(sportKey: string): number {
  return isBaseballSport(sportKey) ? BASEBALL_TOTALS_UNDER_FLOOR : TOTALS_UNDER_FLOOR;
}

/** Work in tenths so that 0.1 and 0.5 steps compare exactly. */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

function tenthsToValue(tenths: number): number {
  return tenths / 10;
}

/**
 * The custom-value range (docs/game-rules.md#custom-ranges; for test events
 * docs/game-rules.md#test-event-ranges). null when the choice takes no custom value.
 */
export function customRange(input: {
  market: Market;
  selectionType: SelectionType;
  defaultValue: number;
  sportKey: string;
  isTestEvent?: boolean;
}): CustomRange | null {
  const { market, selectionType, defaultValue, sportKey, isTestEvent = false } = input;
  const step = isTestEvent ? TEST_EVENT_STEP : USER_STEP;
  const d = toTenths(defaultValue);
  const width = toTenths(CUSTOM_WIDTH);
  let min: number;
  let max: number;
  if (market === 'spread' && selectionType === 'Pass') {
    min = d;
    max = d + width;
  } else if (market === 'totals' && selectionType === 'Take') {
    min = d;
    max = d + width;
  } else if (market === 'totals' && selectionType === 'Pass') {
    const floor = isTestEvent ? TEST_EVENT_TOTALS_UNDER_FLOOR : totalsUnderFloor(sportKey);
    const reach = isTestEvent ? TEST_EVENT_TOTALS_UNDER_REACH : CUSTOM_WIDTH;
    min = Math.max(toTenths(floor), d - toTenths(reach));
    max = d;
  } else {
    return null;
  }
  // Steps count from the line, so the low end moves up to the first value on a step
  // (a floor of 6 under a line of 8.3 starts the slider at 6.3).
  const stepTenths = Math.round(step * 10);
  min = d - Math.floor((d - min) / stepTenths) * stepTenths;
  // A low soccer total can put the floor above the line: only the line itself is allowed.
  if (min > max) min = max = d;
  return { min: tenthsToValue(min), max: tenthsToValue(max), step };
}

/** Whether a custom value lies in the range and on a step counted from the default value. */
export function isValidCustomValue(
  value: number,
  defaultValue: number,
  range: CustomRange,
): boolean {
  if (!Number.isFinite(value)) return false;
  const v = value * 10;
  if (Math.abs(v - Math.round(v)) > 1e-6) return false;
  const tenths = Math.round(v);
  if (tenths < toTenths(range.min) || tenths > toTenths(range.max)) return false;
  const stepTenths = Math.round(range.step * 10);
  return (tenths - toTenths(defaultValue)) % stepTenths === 0;
}

/** Which choices may carry a custom value at all. */
export function allowsCustomValue(market: Market, selectionType: SelectionType): boolean {
  return (
    (market === 'spread' && selectionType === 'Pass') ||
    (market === 'totals' && (selectionType === 'Take' || selectionType === 'Pass'))
  );
}
