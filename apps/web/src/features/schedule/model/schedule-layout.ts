import {
  hasDrawOption,
  isSoccerSport,
  MARKETS,
  type Market,
  type ScheduledGame,
} from '@takeline/contract';

export type ScheduleColumns = 'markets' | 'pick';

/**
 * docs/screens.md#current-schedule: soccer sports, or any game with a draw value, get the single
 * "Pick Winner" column; the others get Moneyline, Spread and Totals.
 */
export function scheduleColumns(
  sportKey: string,
  games: readonly ScheduledGame[],
): ScheduleColumns {
  return isSoccerSport(sportKey) || games.some((game) => hasDrawOption(game)) ? 'pick' : 'markets';
}

// One array per layout, so memoised rows (decision 0165) see the same prop on every render.
const PICK_MARKETS: readonly Market[] = ['moneyline'];

export function marketsFor(columns: ScheduleColumns): readonly Market[] {
  return columns === 'pick' ? PICK_MARKETS : MARKETS;
}

export const COLUMN_LABELS: Record<ScheduleColumns, Record<Market, string>> = {
  markets: { moneyline: 'Moneyline', spread: 'Spread', totals: 'Totals' },
  pick: { moneyline: 'Pick Winner', spread: 'Spread', totals: 'Totals' },
};
