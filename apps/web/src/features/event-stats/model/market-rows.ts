import type { EventStats } from '@takeline/contract';

export interface MarketRow {
  market: 'Moneyline' | 'Spread' | 'Totals';
  takes: number;
  takeWins: number;
  passes: number;
  passWins: number;
  /** Null for moneyline, which has no custom values (shown as "-"). */
  customPasses: number | null;
  customPassWins: number | null;
}

/** The Overview table: one row per market. */
export function marketRows(stats: EventStats): MarketRow[] {
  return [
    {
      market: 'Moneyline',
      takes: stats.moneyline_takes,
      takeWins: stats.moneyline_take_wins,
      passes: stats.moneyline_passes,
      passWins: stats.moneyline_pass_wins,
      customPasses: null,
      customPassWins: null,
    },
    {
      market: 'Spread',
      takes: stats.spread_takes,
      takeWins: stats.spread_take_wins,
      passes: stats.spread_passes,
      passWins: stats.spread_pass_wins,
      customPasses: stats.spread_custom_passes,
      customPassWins: stats.spread_custom_pass_wins,
    },
    {
      market: 'Totals',
      takes: stats.total_takes,
      takeWins: stats.total_take_wins,
      passes: stats.total_passes,
      passWins: stats.total_pass_wins,
      customPasses: stats.total_custom_passes,
      customPassWins: stats.total_custom_pass_wins,
    },
  ];
}
