import type { EventStats } from '@takeline/contract';

type CountKey = keyof Omit<
  EventStats,
  'spread_custom_avg' | 'total_take_custom_avg' | 'total_pass_custom_avg' | 'game'
>;

/**
 * docs/screens.md#overview (decision 0040): the six categories the top performer is chosen from, in
 * tie-break order.
 */
export const PERFORMANCE_CATEGORIES: ReadonlyArray<{
  label: string;
  count: CountKey;
  wins: CountKey;
}> = [
  { label: 'ML Takes', count: 'moneyline_takes', wins: 'moneyline_take_wins' },
  { label: 'ML Passes', count: 'moneyline_passes', wins: 'moneyline_pass_wins' },
  { label: 'SP Takes', count: 'spread_takes', wins: 'spread_take_wins' },
  { label: 'SP Passes', count: 'spread_passes', wins: 'spread_pass_wins' },
  { label: 'TOT Takes', count: 'total_takes', wins: 'total_take_wins' },
  { label: 'TOT Passes', count: 'total_passes', wins: 'total_pass_wins' },
];

export interface TopPerformer {
  label: string;
  wins: number;
  count: number;
  /** Wins over count, 0..1. */
  ratio: number;
}

/**
 * The category with the highest win ratio. Categories nobody chose are
 * skipped; on equal ratios the earlier category wins; with no win anywhere
 * there is no top performer yet (decision 0040).
 */
export function topPerformer(stats: EventStats): TopPerformer | null {
  let best: TopPerformer | null = null;
  for (const category of PERFORMANCE_CATEGORIES) {
    const count = stats[category.count];
    const wins = stats[category.wins];
    if (count <= 0) continue;
    const ratio = wins / count;
    if (!best || ratio > best.ratio) best = { label: category.label, wins, count, ratio };
  }
  return best && best.wins > 0 ? best : null;
}

/** One decimal: "66.7%" (docs/screens.md#overview). */
export function formatTopPerformerPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}
