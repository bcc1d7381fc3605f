import { formatSigned as signedNumber } from '@takeline/contract';

/**
 * How every screen writes numbers, dates and times: the one place for it
 * (docs/decisions/0061-web-feature-layout-and-formatting.md).
 *
 * - Locale: the reader's browser (an `undefined` Intl locale), on every screen.
 * - Zone: the reader's own. A time of day names its zone ("7:05 PM EDT"): which
 *   day and hour a game starts depends on where it is read, and a screenshot or a
 *   quoted time travels. A date alone is the reader's calendar day, except a UTC
 *   day (streak awards), which is shown as that day and says "UTC".
 * - The year shows only when it is not the current one.
 * - Signed numbers (prices, spread points) come from the contract's `formatSigned`,
 *   the one the server writes its news text with: "+120", "-1.5", "0".
 */

/** What a missing price, point or score shows. */
export const MISSING_VALUE = '—';

/** A price or spread point with its sign: "+4", "-1.5", "0", "+120"; missing is "—". */
export function formatSigned(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING_VALUE : signedNumber(value);
}

/** A line as it reads after "Over" or "Under": "8.5", "9"; missing is "—". */
export function formatLine(value: number | null | undefined): string {
  return formatSigned(value).replace(/^\+/, '');
}

export function formatNumber(value: number): string {
  return value.toLocaleString();
}

type Instant = string | number | Date;

function toDate(value: Instant): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const ZONE: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };
const YEAR: Intl.DateTimeFormatOptions = { year: 'numeric' };

/** Formatters are costly to build: one per option set, made on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(...parts: Intl.DateTimeFormatOptions[]): Intl.DateTimeFormat {
  const options = Object.assign({}, ...parts) as Intl.DateTimeFormatOptions;
  const key = JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(undefined, options);
    formatters.set(key, made);
  }
  return made;
}

function yearIfOther(date: Date, now: Date): Intl.DateTimeFormatOptions {
  return date.getFullYear() === now.getFullYear() ? {} : YEAR;
}

/**
 * A start, submission or publication time: "Sat, Apr 4, 7:05 PM EDT", with the
 * year when it is not this one. Unreadable values are shown as they came.
 */
export function formatDateTime(value: Instant, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  return formatter({ weekday: 'short' }, DAY, yearIfOther(date, now), TIME, ZONE).format(date);
}

/** A calendar day in the reader's zone: "Mar 3", or "Mar 3, 2025" in another year. */
export function formatDate(value: Instant, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  return formatter(DAY, yearIfOther(date, now)).format(date);
}

/** A day counted in UTC (streak awards): "Mar 5, UTC", so it never shifts a day. */
export function formatUtcDay(value: Instant, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  const year = date.getUTCFullYear() === now.getUTCFullYear() ? {} : YEAR;
  return formatter(DAY, year, { timeZone: 'UTC' }, ZONE).format(date);
}

/** A chart tick: "Mar 3". The chart's tooltip gives the full time with its zone. */
export function formatDayTick(value: Instant): string {
  const date = toDate(value);
  return date ? formatter(DAY).format(date) : String(value);
}

/** A chart tick within one day: "7:05 PM". */
export function formatTimeTick(value: Instant): string {
  const date = toDate(value);
  return date ? formatter(TIME).format(date) : String(value);
}

/** A share of 0 to 1 as a whole percent: 0.625 is "63%"; missing is "—". */
export function formatPercent(share: number | null | undefined): string {
  return share === null || share === undefined || !Number.isFinite(share)
    ? MISSING_VALUE
    : `${Math.round(share * 100)}%`;
}
