import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayTick,
  formatLine,
  formatSigned,
  formatTimeTick,
  formatUtcDay,
  MISSING_VALUE,
} from './format';

// The locale and zone are the reader's (here, the test machine's): expectations are
// built with the same Intl options, so they hold in any locale; the year rule, the
// zone and the UTC day are checked on their own.
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  ...TIME_OF_DAY,
  timeZoneName: 'short',
};

function zoneName(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short', timeZone });
  return parts.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const now = new Date(2026, 5, 1, 12, 0);
const thisYear = new Date(2026, 10, 23, 13, 40);
const lastYear = new Date(2025, 10, 23, 13, 40);

describe('formatSigned, the one signed-number formatter (prices and points)', () => {
  it('signs positive values, keeps the minus, and shows one dash for a missing value', () => {
    expect(formatSigned(4)).toBe('+4');
    expect(formatSigned(120)).toBe('+120');
    expect(formatSigned(-1.5)).toBe('-1.5');
    expect(formatSigned(-142)).toBe('-142');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(null)).toBe(MISSING_VALUE);
    expect(formatSigned(undefined)).toBe('—');
  });

  it('writes a line without a plus: "Over 8.5", "Under 9"', () => {
    expect(formatLine(8.5)).toBe('8.5');
    expect(formatLine(9)).toBe('9');
    expect(formatLine(null)).toBe(MISSING_VALUE);
  });
});

describe('formatDateTime', () => {
  it("writes the weekday, day and time in the reader's locale, with the zone", () => {
    const text = formatDateTime(thisYear.toISOString(), now);
    expect(text).toBe(thisYear.toLocaleString(undefined, DATE_TIME));
    expect(text).toContain(zoneName(thisYear));
    expect(text).toContain(thisYear.toLocaleTimeString(undefined, TIME_OF_DAY));
  });

  it('adds the year only when it is not the current one', () => {
    expect(formatDateTime(thisYear.toISOString(), now)).not.toContain('2026');
    expect(formatDateTime(lastYear.toISOString(), now)).toContain('2025');
    expect(formatDateTime(lastYear.toISOString(), now)).toBe(
      lastYear.toLocaleString(undefined, { ...DATE_TIME, year: 'numeric' }),
    );
  });

  it('takes an ISO string, a time in ms or a Date alike', () => {
    const text = formatDateTime(thisYear.toISOString(), now);
    expect(formatDateTime(thisYear.getTime(), now)).toBe(text);
    expect(formatDateTime(thisYear, now)).toBe(text);
  });

  it('keeps unreadable values as they came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('soon')).toBe('soon');
    expect(formatUtcDay('soon')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('writes a calendar day without a time or zone, the year only for another year', () => {
    expect(formatDate(thisYear.toISOString(), now)).toBe(
      thisYear.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
    expect(formatDate(thisYear.toISOString(), now)).not.toContain(zoneName(thisYear));
    expect(formatDate(lastYear.toISOString(), now)).toContain('2025');
  });
});

describe('formatUtcDay: streak awards count UTC days', () => {
  it('shows the UTC day whatever the reader’s zone, and says so', () => {
    const justAfterMidnight = '2026-11-23T00:15:00.000Z';
    const justBeforeMidnight = '2026-11-23T23:45:00.000Z';
    const utcNow = new Date('2026-06-01T12:00:00.000Z');
    const expected = new Date(justAfterMidnight).toLocaleDateString(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    expect(formatUtcDay(justAfterMidnight, utcNow)).toBe(expected);
    expect(formatUtcDay(justBeforeMidnight, utcNow)).toBe(expected);
    expect(expected).toContain('23');
    expect(expected).toContain(zoneName(utcNow, 'UTC'));
    expect(formatUtcDay('2025-11-23T00:15:00.000Z', utcNow)).toContain('2025');
  });
});

describe('chart ticks', () => {
  it('are a short day or a time of day, without year or zone', () => {
    expect(formatDayTick(lastYear.getTime())).toBe(
      lastYear.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
    expect(formatTimeTick(lastYear.getTime())).toBe(
      lastYear.toLocaleTimeString(undefined, TIME_OF_DAY),
    );
  });
});
