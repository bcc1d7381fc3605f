import { describe, expect, it } from 'vitest';
import { datePart, formatDate, formatShortDateTime } from './format';

describe('date formats', () => {
  it('drops the year in table cells only for this year', () => {
    const now = new Date(2026, 5, 1);
    const thisYear = new Date(2026, 10, 23, 1, 40).toISOString();
    const lastYear = new Date(2025, 10, 23, 1, 40).toISOString();
    expect(formatShortDateTime(thisYear, now)).toBe('Nov 23, 1:40 AM');
    expect(formatShortDateTime(lastYear, now)).toBe('Nov 23, 2025, 1:40 AM');
  });

  it('keeps unreadable values as they came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatShortDateTime('soon')).toBe('soon');
  });

  it('takes the date part of an award time', () => {
    expect(datePart('2026-11-23T00:15:00.000Z')).toBe('2026-11-23');
  });
});
