import { describe, expect, it } from 'vitest';
import { historyRow } from '../testing/history-rows';
import { finalScore, selectionLabel } from './selection-label';

describe('selectionLabel', () => {
  it('names the team backed on a moneyline', () => {
    expect(selectionLabel(historyRow({ selection_type: 'Pass', selection_value: 'away' }))).toBe(
      'Pass · Boston Red Sox to win',
    );
    expect(selectionLabel(historyRow({ selection_type: 'Draw', selection_value: 'draw' }))).toBe(
      'Draw',
    );
  });

  it("reads a spread as the favourite's line, in the widget's words, marking custom values", () => {
    const spread = { market_type: 'spread' as const, selection_value: 'home' };
    expect(selectionLabel(historyRow({ ...spread, selection_type: 'Take' }))).toBe(
      'Take · New York Yankees -1.5 covers',
    );
    expect(
      selectionLabel(historyRow({ ...spread, selection_type: 'Pass', custom_value: 2.5 })),
    ).toBe('Pass · New York Yankees +2.5 (custom)');
  });

  it('reads totals as Over or Under', () => {
    const totals = { market_type: 'totals' as const };
    expect(
      selectionLabel(historyRow({ ...totals, selection_type: 'Take', selection_value: 'over' })),
    ).toBe('Take · Over 8.5');
    expect(
      selectionLabel(
        historyRow({
          ...totals,
          selection_type: 'Pass',
          selection_value: 'under',
          custom_value: 6,
        }),
      ),
    ).toBe('Pass · Under 6 (custom)');
  });
});

describe('finalScore', () => {
  it('reads away first, and is absent before the final', () => {
    expect(finalScore(historyRow())).toBe('4–5');
    expect(finalScore(historyRow({ home_team_score: null, away_team_score: null }))).toBeNull();
  });
});
