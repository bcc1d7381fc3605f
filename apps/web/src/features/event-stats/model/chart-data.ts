import type { EventStats } from '@takeline/contract';

/** Averages read with two decimals; "–" when nobody chose a custom value. */
export function formatAverage(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}

export function takesVsWinsData(stats: EventStats) {
  return [
    { market: 'Moneyline', takes: stats.moneyline_takes, wins: stats.moneyline_take_wins },
    { market: 'Spread', takes: stats.spread_takes, wins: stats.spread_take_wins },
    { market: 'Totals', takes: stats.total_takes, wins: stats.total_take_wins },
  ];
}

/** Custom against non-custom passes, each with its wins. */
export function customVsNonCustomData(stats: EventStats) {
  return [
    {
      market: 'Spread',
      custom: stats.spread_custom_passes,
      customWins: stats.spread_custom_pass_wins,
      nonCustom: stats.spread_non_custom_passes,
      nonCustomWins: stats.spread_non_custom_pass_wins,
    },
    {
      market: 'Totals',
      custom: stats.total_custom_passes,
      customWins: stats.total_custom_pass_wins,
      nonCustom: stats.total_non_custom_passes,
      nonCustomWins: stats.total_non_custom_pass_wins,
    },
  ];
}

/** `axis` is short enough for three ticks on a phone; `name` is the full label. */
export function averagesData(stats: EventStats) {
  return [
    { name: 'Spread custom avg', axis: 'Spread', value: stats.spread_custom_avg },
    { name: 'Totals take avg', axis: 'Totals take', value: stats.total_take_custom_avg },
    { name: 'Totals pass avg', axis: 'Totals pass', value: stats.total_pass_custom_avg },
  ];
}
