import { describe, expect, it } from 'vitest';
import { eventStats } from '../testing/event-stats';
import { averagesData, customVsNonCustomData, formatAverage, takesVsWinsData } from './chart-data';

describe('event chart data', () => {
  it('shows averages with two decimals, and a dash when there is none', () => {
    expect(formatAverage(2.5)).toBe('2.50');
    expect(formatAverage(10.125)).toBe('10.13');
    expect(formatAverage(-1.5)).toBe('-1.50');
    expect(formatAverage(null)).toBe('–');
  });

  it('takes the three averages in order', () => {
    const rows = averagesData(eventStats({ spread_custom_avg: 3.5, total_pass_custom_avg: 7 }));
    expect(rows.map((row) => [row.name, row.value])).toEqual([
      ['Spread custom avg', 3.5],
      ['Totals take avg', null],
      ['Totals pass avg', 7],
    ]);
  });

  it('pairs takes with take wins, and custom with non-custom passes', () => {
    const stats = eventStats({
      moneyline_takes: 4,
      moneyline_take_wins: 1,
      total_takes: 2,
      total_take_wins: 2,
      spread_custom_passes: 3,
      spread_custom_pass_wins: 1,
      total_non_custom_passes: 5,
      total_non_custom_pass_wins: 4,
    });
    expect(takesVsWinsData(stats)).toEqual([
      { market: 'Moneyline', takes: 4, wins: 1 },
      { market: 'Spread', takes: 0, wins: 0 },
      { market: 'Totals', takes: 2, wins: 2 },
    ]);
    expect(customVsNonCustomData(stats)).toEqual([
      { market: 'Spread', custom: 3, customWins: 1, nonCustom: 0, nonCustomWins: 0 },
      { market: 'Totals', custom: 0, customWins: 0, nonCustom: 5, nonCustomWins: 4 },
    ]);
  });
});
