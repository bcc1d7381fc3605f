import type { PastScore } from '@takeline/contract';

/** docs/screens.md#past-scores: Last 1 Day (default), Last 7 Days, Last 30 Days, All Time. */
export const PAST_WINDOWS = [
  { key: '1', label: 'Last 1 Day', days: 1 },
  { key: '7', label: 'Last 7 Days', days: 7 },
  { key: '30', label: 'Last 30 Days', days: 30 },
  { key: 'all', label: 'All Time', days: null },
] as const;

export type PastWindowKey = (typeof PAST_WINDOWS)[number]['key'];
export const DEFAULT_PAST_WINDOW: PastWindowKey = '1';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The selected sport's games that started within the window, newest first. */
export function filterPastScores(
  rows: readonly PastScore[],
  sportKey: string,
  windowKey: PastWindowKey,
  nowMs: number,
): PastScore[] {
  const days = PAST_WINDOWS.find((window) => window.key === windowKey)?.days ?? null;
  const since = days === null ? Number.NEGATIVE_INFINITY : nowMs - days * DAY_MS;
  return rows
    .filter((row) => row.sport_key === sportKey && Date.parse(row.commence_time) >= since)
    .sort((a, b) => Date.parse(b.commence_time) - Date.parse(a.commence_time));
}
