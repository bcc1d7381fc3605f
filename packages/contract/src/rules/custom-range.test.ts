import { describe, expect, it } from 'vitest';
import {
  allowsCustomValue,
  BASEBALL_TOTALS_UNDER_FLOOR,
  CUSTOM_WIDTH,
  customRange,
  isValidCustomValue,
  TOTALS_UNDER_FLOOR,
  totalsUnderFloor,
  USER_STEP,
} from './custom-range';

describe('custom ranges', () => {
  it.each([
    // market, type, default, sport, test event, range
    ['spread', 'Pass', -1.5, 'baseball_mlb', false, { min: -1.5, max: 8.5, step: 0.5 }],
    ['spread', 'Pass', -7, 'americanfootball_nfl', false, { min: -7, max: 3, step: 0.5 }],
    ['totals', 'Take', 8.5, 'baseball_mlb', false, { min: 8.5, max: 18.5, step: 0.5 }],
    ['totals', 'Take', 44.5, 'americanfootball_nfl', false, { min: 44.5, max: 54.5, step: 0.5 }],
    // Under: max(6, d - 10), 4 for baseball.
    ['totals', 'Pass', 8.5, 'baseball_mlb', false, { min: 4, max: 8.5, step: 0.5 }],
    ['totals', 'Pass', 8.5, 'basketball_nba', false, { min: 6, max: 8.5, step: 0.5 }],
    ['totals', 'Pass', 44.5, 'americanfootball_nfl', false, { min: 34.5, max: 44.5, step: 0.5 }],
    // A low soccer total: the floor lies above the line, only the line is allowed.
    ['totals', 'Pass', 2.5, 'soccer_usa_mls', false, { min: 2.5, max: 2.5, step: 0.5 }],
    // Test events: step 0.1; under from max(4, total - 5).
    ['totals', 'Pass', 8, 'baseball_mlb', true, { min: 4, max: 8, step: 0.1 }],
    ['totals', 'Pass', 11, 'soccer_usa_mls', true, { min: 6, max: 11, step: 0.1 }],
    ['totals', 'Pass', 220, 'basketball_nba', true, { min: 215, max: 220, step: 0.1 }],
    ['totals', 'Take', 5.5, 'icehockey_nhl', true, { min: 5.5, max: 15.5, step: 0.1 }],
    ['spread', 'Pass', -3, 'americanfootball_nfl', true, { min: -3, max: 7, step: 0.1 }],
  ] as const)('%s %s at %d (%s, test %s): %o', (market, type, d, sportKey, isTestEvent, range) => {
    expect(
      customRange({ market, selectionType: type, defaultValue: d, sportKey, isTestEvent }),
    ).toEqual(range);
  });

  it('names its numbers: width 10, step 0.5, under floors 6 and 4 for baseball', () => {
    expect([CUSTOM_WIDTH, USER_STEP, TOTALS_UNDER_FLOOR, BASEBALL_TOTALS_UNDER_FLOOR]).toEqual([
      10, 0.5, 6, 4,
    ]);
    expect(totalsUnderFloor('baseball_mlb')).toBe(BASEBALL_TOTALS_UNDER_FLOOR);
    expect(totalsUnderFloor('americanfootball_nfl')).toBe(TOTALS_UNDER_FLOOR);
    const under = (sportKey: string) =>
      customRange({ market: 'totals', selectionType: 'Pass', defaultValue: 12, sportKey });
    expect(under('americanfootball_nfl')?.min).toBe(TOTALS_UNDER_FLOOR);
    expect(under('baseball_mlb')?.min).toBe(BASEBALL_TOTALS_UNDER_FLOOR);
    expect(
      customRange({ market: 'totals', selectionType: 'Take', defaultValue: 12, sportKey: 'x' }),
    ).toEqual({ min: 12, max: 12 + CUSTOM_WIDTH, step: USER_STEP });
  });

  it('starts the slider on the first step counted from the line', () => {
    expect(
      customRange({ market: 'totals', selectionType: 'Pass', defaultValue: 8.3, sportKey: 'nfl' }),
    ).toEqual({ min: 6.3, max: 8.3, step: 0.5 });
  });

  it.each([
    ['moneyline', 'Take'],
    ['moneyline', 'Pass'],
    ['moneyline', 'Draw'],
    ['spread', 'Take'],
  ] as const)('offers no custom value for %s %s', (market, selectionType) => {
    expect(allowsCustomValue(market, selectionType)).toBe(false);
    expect(
      customRange({ market, selectionType, defaultValue: 1.5, sportKey: 'baseball_mlb' }),
    ).toBeNull();
  });

  it.each([
    [9, true],
    [8.5, true],
    [18.5, true],
    [19, false], // above the range
    [8, false], // below the range
    [9.2, false], // off the 0.5 step
    [9.25, false], // not on the 0.1 grid at all
    [Number.NaN, false],
  ])('over 8.5: custom value %d valid %s', (value, valid) => {
    const range = customRange({
      market: 'totals',
      selectionType: 'Take',
      defaultValue: 8.5,
      sportKey: 'baseball_mlb',
    });
    if (!range) throw new Error('range');
    expect(isValidCustomValue(value, 8.5, range)).toBe(valid);
  });

  it('accepts every tenth on a test event', () => {
    const range = { min: 8, max: 18, step: 0.1 };
    expect(isValidCustomValue(8.3, 8, range)).toBe(true);
    expect(isValidCustomValue(17.9, 8, range)).toBe(true);
    expect(isValidCustomValue(18.1, 8, range)).toBe(false);
  });
});
