/** docs/screens.md#user-statistics: the fire icon shows from this Win % upwards. */
export const FIRE_WIN_PERCENT = 60;

/** Wins as a percentage of selections; 0 when there are none. */
export function winPercent(selections: number, wins: number): number {
  return selections > 0 ? (wins / selections) * 100 : 0;
}

/** "0%" with no selections, otherwise two decimals ("66.67%"). */
export function formatWinPercent(selections: number, wins: number): string {
  if (selections <= 0) return '0%';
  return `${winPercent(selections, wins).toFixed(2)}%`;
}

export function isOnFire(selections: number, wins: number): boolean {
  return selections > 0 && winPercent(selections, wins) >= FIRE_WIN_PERCENT;
}
