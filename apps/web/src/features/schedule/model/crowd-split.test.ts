import { describe, expect, it } from 'vitest';
import { mlbGame, mlsGame } from '@/test/fixtures';
import { crowdLineText, crowdSegments, crowdSplitText } from './crowd-split';

const summary = (over: Partial<Parameters<typeof crowdSegments>[2] & object> = {}) => ({
  picks: 8,
  take_share: 0.625,
  pass_share: 0.375,
  draw_share: null,
  crowd_line: null,
  ...over,
});

describe('the crowd on a schedule row', () => {
  it('splits Take and Pass and says it in words', () => {
    const segments = crowdSegments(mlbGame(), 'totals', summary());
    expect(segments).toEqual([
      { label: 'Take', share: 0.625, tone: 'take' },
      { label: 'Pass', share: 0.375, tone: 'pass' },
    ]);
    expect(crowdSplitText(segments, 8)).toBe('Take 63% · Pass 38% · 8 picks');
  });

  it('shows nothing without picks', () => {
    expect(crowdSegments(mlbGame(), 'spread', null)).toEqual([]);
    expect(crowdSegments(mlbGame(), 'spread', summary({ picks: 0 }))).toEqual([]);
  });

  it('names the sides Home, Draw and Away in a draw sport, by who the favourite is', () => {
    // The MLS fixture's away side is the favourite (+120 against +210): Take backed Away.
    const crowd = summary({ take_share: 0.5, pass_share: 0.25, draw_share: 0.25 });
    expect(crowdSegments(mlsGame(), 'moneyline', crowd)).toEqual([
      { label: 'Home', share: 0.25, tone: 'take' },
      { label: 'Draw', share: 0.25, tone: 'draw' },
      { label: 'Away', share: 0.5, tone: 'pass' },
    ]);
  });

  it('puts the crowd line beside the book line, signed for a spread', () => {
    expect(crowdLineText(mlbGame(), 'spread', summary({ crowd_line: -2.5 }))).toEqual({
      book: '-1.5',
      crowd: '-2.5',
    });
    expect(crowdLineText(mlbGame(), 'totals', summary({ crowd_line: 9 }))).toEqual({
      book: '8.5',
      crowd: '9',
    });
    expect(crowdLineText(mlbGame(), 'moneyline', summary({ crowd_line: 1 }))).toBeNull();
    expect(crowdLineText(mlbGame(), 'spread', summary())).toBeNull();
  });
});
