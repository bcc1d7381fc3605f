import { describe, expect, it } from 'vitest';
import { lineInWords, type Selection, selectionInWords } from './selection-words';

const game = { home_team: 'New York Yankees', away_team: 'Boston Red Sox' };
const pick = (selection: Partial<Selection> & Pick<Selection, 'market'>): Selection => ({
  selectionType: 'Take',
  selectionValue: 'home',
  line: null,
  ...selection,
});

describe('selectionInWords, the claim as every screen words it', () => {
  it('names the team backed on a moneyline, or the draw', () => {
    expect(selectionInWords(game, pick({ market: 'moneyline', selectionValue: 'away' }))).toBe(
      'Boston Red Sox to win',
    );
    expect(selectionInWords(game, pick({ market: 'moneyline', selectionType: 'Pass' }))).toBe(
      'New York Yankees to win',
    );
    expect(
      selectionInWords(
        game,
        pick({ market: 'moneyline', selectionType: 'Draw', selectionValue: 'draw' }),
      ),
    ).toBe('a draw');
  });

  it("reads a spread as the favourite's line; a Take says it covers", () => {
    const spread = { market: 'spread' as const, selectionValue: 'away', line: -1.5 };
    expect(selectionInWords(game, pick(spread))).toBe('Boston Red Sox -1.5 covers');
    expect(selectionInWords(game, pick({ ...spread, selectionType: 'Pass', line: 2.5 }))).toBe(
      'Boston Red Sox +2.5',
    );
    expect(selectionInWords(game, pick({ ...spread, line: null }))).toBe('Boston Red Sox');
  });

  it('reads totals as Over (Take) or Under (Pass)', () => {
    expect(selectionInWords(game, pick({ market: 'totals', line: 8.5 }))).toBe('Over 8.5');
    expect(selectionInWords(game, pick({ market: 'totals', selectionType: 'Pass', line: 7 }))).toBe(
      'Under 7',
    );
  });
});

describe('lineInWords', () => {
  it('is the line alone, without the claim', () => {
    expect(lineInWords(game, pick({ market: 'spread', line: -1.5 }))).toBe('New York Yankees -1.5');
    expect(lineInWords(game, pick({ market: 'totals', selectionType: 'Pass', line: 9 }))).toBe(
      'Under 9',
    );
    expect(lineInWords(game, pick({ market: 'totals', line: null }))).toBe('Over');
  });
});
