import { describe, expect, it } from 'vitest';
import { outcomeInWords, type PickForWords, pickInWords } from './pick-words';

const game = { home_team: 'New York Yankees', away_team: 'Boston Red Sox' };
const pick = (overrides: Partial<PickForWords>): PickForWords => ({
  market: 'moneyline',
  selection_type: 'Take',
  selection_value: 'home',
  line: null,
  is_custom: false,
  ...game,
  ...overrides,
});

describe('pickInWords', () => {
  it('says a moneyline pick as the side to win, a draw as Draw', () => {
    expect(pickInWords(pick({}))).toBe('Take · New York Yankees to win');
    expect(pickInWords(pick({ selection_type: 'Pass', selection_value: 'away' }))).toBe(
      'Pass · Boston Red Sox to win',
    );
    expect(pickInWords(pick({ selection_type: 'Draw', selection_value: 'draw' }))).toBe('Draw');
  });

  it('says a spread as the favourite’s line, covering on a Take', () => {
    const spread = { market: 'spread' as const, line: -1.5 };
    expect(pickInWords(pick(spread))).toBe('Take · New York Yankees -1.5 covers');
    expect(pickInWords(pick({ ...spread, selection_type: 'Pass' }))).toBe(
      'Pass · New York Yankees -1.5',
    );
  });

  it('says totals as Over or Under the line, and marks a custom line', () => {
    const totals = { market: 'totals' as const, selection_value: 'over', line: 8.5 };
    expect(pickInWords(pick(totals))).toBe('Take · Over 8.5');
    expect(
      pickInWords(
        pick({
          ...totals,
          selection_type: 'Pass',
          selection_value: 'under',
          line: 6,
          is_custom: true,
        }),
      ),
    ).toBe('Pass · Under 6 (custom)');
  });
});

describe('outcomeInWords', () => {
  it('calls a Draw outcome a push', () => {
    expect(['Win', 'Loss', 'Draw', 'Pending'].map(outcomeInWords)).toEqual([
      'Won',
      'Lost',
      'Push',
      'Pending',
    ]);
  });
});
