import type { StatsSummary } from '@takeline/contract';

type CountKey = Exclude<keyof StatsSummary, `${string}_wins` | 'total_selections' | 'total_wins'>;

export interface StatCategory {
  label: string;
  count: CountKey;
  wins: keyof StatsSummary;
}

export interface StatGroup {
  market: 'Moneyline' | 'Spread' | 'Totals';
  categories: readonly StatCategory[];
}

/**
 * The stats grid: every count pair of the stats summary (docs/screens.md#user-statistics), by
 * market. "At the line" counts the picks that kept the published line, "custom" the ones that moved
 * it; a spread's Passes are both together. Totals Take is the Over, Pass the Under.
 */
export const STAT_GROUPS: readonly StatGroup[] = [
  {
    market: 'Moneyline',
    categories: [
      { label: 'Takes', count: 'moneyline_takes', wins: 'moneyline_take_wins' },
      { label: 'Passes', count: 'moneyline_passes', wins: 'moneyline_pass_wins' },
      { label: 'Draws', count: 'moneyline_draws', wins: 'moneyline_draw_wins' },
    ],
  },
  {
    market: 'Spread',
    categories: [
      { label: 'Takes', count: 'spread_takes', wins: 'spread_take_wins' },
      { label: 'Passes', count: 'spread_passes', wins: 'spread_pass_wins' },
      {
        label: 'Passes at the line',
        count: 'spread_non_custom_passes',
        wins: 'spread_non_custom_pass_wins',
      },
      { label: 'Custom passes', count: 'spread_custom_passes', wins: 'spread_custom_pass_wins' },
    ],
  },
  {
    market: 'Totals',
    categories: [
      {
        label: 'Overs at the line',
        count: 'total_non_custom_takes',
        wins: 'total_non_custom_take_wins',
      },
      { label: 'Custom overs', count: 'total_custom_takes', wins: 'total_custom_take_wins' },
      {
        label: 'Unders at the line',
        count: 'total_non_custom_passes',
        wins: 'total_non_custom_pass_wins',
      },
      { label: 'Custom unders', count: 'total_custom_passes', wins: 'total_custom_pass_wins' },
    ],
  },
];
