import type { StatsSummary } from '@takeline/contract';

type CountKey = Exclude<keyof StatsSummary, `${string}_wins` | 'total_selections' | 'total_wins'>;

export interface StatCategory {
  label: string;
  count: CountKey;
  wins: keyof StatsSummary;
}

/** The stats grid: every count pair of the spec's stats summary, in market order. */
export const STAT_CATEGORIES: readonly StatCategory[] = [
  { label: 'Moneyline Takes', count: 'moneyline_takes', wins: 'moneyline_take_wins' },
  { label: 'Moneyline Passes', count: 'moneyline_passes', wins: 'moneyline_pass_wins' },
  { label: 'Moneyline Draws', count: 'moneyline_draws', wins: 'moneyline_draw_wins' },
  { label: 'Spread Takes', count: 'spread_takes', wins: 'spread_take_wins' },
  {
    label: 'Spread Passes',
    count: 'spread_non_custom_passes',
    wins: 'spread_non_custom_pass_wins',
  },
  {
    label: 'Spread Custom Passes',
    count: 'spread_custom_passes',
    wins: 'spread_custom_pass_wins',
  },
  { label: 'Totals Overs', count: 'total_non_custom_takes', wins: 'total_non_custom_take_wins' },
  { label: 'Totals Custom Overs', count: 'total_custom_takes', wins: 'total_custom_take_wins' },
  {
    label: 'Totals Unders',
    count: 'total_non_custom_passes',
    wins: 'total_non_custom_pass_wins',
  },
  {
    label: 'Totals Custom Unders',
    count: 'total_custom_passes',
    wins: 'total_custom_pass_wins',
  },
];
