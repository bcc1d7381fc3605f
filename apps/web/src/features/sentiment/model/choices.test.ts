import { describe, expect, it } from 'vitest';
import { mlbGame, mlsGame, nflGame } from '@/test/fixtures';
import { type Balances, choicesFor, draftFor, snapCustomValue } from './choices';

const balances: Balances = { confidence: 10, influence: 5 };

function rangeOf(...args: Parameters<typeof draftFor>) {
  return draftFor(...args)?.range ?? null;
}

describe('custom-value slider ranges', () => {
  it('spread Pass: from the favourite line up 10, step 0.5', () => {
    expect(rangeOf(mlbGame(), 'spread', 'Pass', balances)).toEqual({
      min: -1.5,
      max: 8.5,
      step: 0.5,
    });
    expect(rangeOf(nflGame(), 'spread', 'Pass', balances)).toEqual({ min: -3, max: 7, step: 0.5 });
  });

  it('totals Take: from the line up 10', () => {
    expect(rangeOf(mlbGame(), 'totals', 'Take', balances)).toEqual({
      min: 8.5,
      max: 18.5,
      step: 0.5,
    });
    expect(rangeOf(nflGame(), 'totals', 'Take', balances)).toEqual({
      min: 44.5,
      max: 54.5,
      step: 0.5,
    });
  });

  it('totals Pass: down 10 to a floor of 6, or 4 in baseball', () => {
    expect(rangeOf(nflGame(), 'totals', 'Pass', balances)).toEqual({
      min: 34.5,
      max: 44.5,
      step: 0.5,
    });
    // NFL total of 12: the floor of 6 stops it.
    expect(
      rangeOf(
        nflGame({ totals_over_point: 12, totals_under_point: 12 }),
        'totals',
        'Pass',
        balances,
      ),
    ).toEqual({ min: 6, max: 12, step: 0.5 });
    // Baseball's floor is 4.
    expect(rangeOf(mlbGame(), 'totals', 'Pass', balances)).toEqual({
      min: 4,
      max: 8.5,
      step: 0.5,
    });
    expect(
      rangeOf(mlbGame({ totals_over_point: 7, totals_under_point: 7 }), 'totals', 'Pass', balances),
    ).toEqual({ min: 4, max: 7, step: 0.5 });
  });

  it('a soccer total below the floor allows only the line itself', () => {
    expect(rangeOf(mlsGame(), 'totals', 'Pass', balances)).toEqual({
      min: 2.5,
      max: 2.5,
      step: 0.5,
    });
    expect(rangeOf(mlsGame(), 'totals', 'Take', balances)).toEqual({
      min: 2.5,
      max: 12.5,
      step: 0.5,
    });
  });

  it('moneyline and spread Take take no custom value', () => {
    expect(rangeOf(mlbGame(), 'moneyline', 'Take', balances)).toBeNull();
    expect(rangeOf(mlbGame(), 'spread', 'Take', balances)).toBeNull();
  });

  it('test-tools events use the test form range and step 0.1', () => {
    const testGame = nflGame({ is_test: true });
    expect(rangeOf(testGame, 'totals', 'Pass', balances)).toEqual({
      min: 39.5,
      max: 44.5,
      step: 0.1,
    });
  });
});

describe('snapCustomValue', () => {
  it('rounds to the step counted from the line and clamps to the range', () => {
    const draft = draftFor(mlbGame(), 'totals', 'Pass', balances);
    if (!draft) throw new Error('no draft');
    expect(snapCustomValue(6.2, draft)).toBe(6);
    expect(snapCustomValue(6.3, draft)).toBe(6.5);
    expect(snapCustomValue(2, draft)).toBe(4);
    expect(snapCustomValue(20, draft)).toBe(8.5);
  });
});

describe('choicesFor', () => {
  it('offers Take / Pass, or Home / Draw / Away in draw sports', () => {
    expect(choicesFor(mlbGame(), 'moneyline')).toEqual(['Take', 'Pass']);
    expect(choicesFor(mlbGame(), 'totals')).toEqual(['Take', 'Pass']);
    expect(choicesFor(mlsGame(), 'moneyline')).toEqual(['Home', 'Draw', 'Away']);
    expect(choicesFor(mlbGame({ h2h_draw_value: 250 }), 'moneyline')).toEqual([
      'Home',
      'Draw',
      'Away',
    ]);
  });
});
