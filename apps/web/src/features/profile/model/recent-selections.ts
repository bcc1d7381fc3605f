import type { HistoryRow, Market } from '@takeline/contract';
import {
  MARKETS,
  OUTCOMES,
  type Outcome,
  SPORT_TITLES,
  SUPPORTED_SPORT_KEYS,
} from '@takeline/contract';

/** docs/screens.md#recent-selections: Recent Selections paging, windows, filters and sorts. */
export const RECENT_SELECTIONS_PAGE_SIZE = 10;
export const DAYS_BACK_OPTIONS = [1, 7, 30, 90] as const;
export type DaysBack = (typeof DAYS_BACK_OPTIONS)[number];
export const DEFAULT_DAYS_BACK: DaysBack = 30;

export const SORT_FIELDS = ['submission_time', 'commence_time', 'xp_points', 'ip_points'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_LABELS: Record<SortField, string> = {
  submission_time: 'Submitted',
  commence_time: 'Event start',
  xp_points: 'XP earned',
  ip_points: 'IP earned',
};

export const ALL = 'all';
export const OUTCOME_FILTERS = [ALL, ...OUTCOMES] as const;
export type OutcomeFilter = typeof ALL | Outcome;
export const MARKET_FILTERS = [ALL, ...MARKETS] as const;
export type MarketFilter = typeof ALL | Market;

export interface RecentSelectionsFilters {
  daysBack: DaysBack;
  outcome: OutcomeFilter;
  market: MarketFilter;
  /** A sport key, or `all`. */
  sport: string;
  sortBy: SortField;
}

export const DEFAULT_FILTERS: RecentSelectionsFilters = {
  daysBack: DEFAULT_DAYS_BACK,
  outcome: ALL,
  market: ALL,
  sport: ALL,
  sortBy: 'submission_time',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The short sport names (docs/game-rules.md#sports) (MLB, NFL, MLS), else the raw key. */
export function sportLabel(sportKey: string): string {
  return (SPORT_TITLES as Record<string, string>)[sportKey] ?? sportKey;
}

/** "Sport labels ... options from history sports plus all": the sports this history holds. */
export function sportOptions(rows: readonly HistoryRow[]): string[] {
  const present = new Set(rows.map((row) => row.sport_key));
  const known = SUPPORTED_SPORT_KEYS.filter((key) => present.has(key));
  const others = [...present].filter((key) => !known.includes(key as never)).sort();
  return [...known, ...others];
}

function sortValue(row: HistoryRow, field: SortField): number {
  if (field === 'xp_points' || field === 'ip_points') return row[field];
  const time = Date.parse(row[field]);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Filters to selections submitted within `daysBack` days of `now` (later ones,
 * submitted on a clock ahead of the browser's, count as recent), then sorts
 * descending by the chosen field. Ties keep the newest submission first.
 */
export function filterAndSortSelections(
  rows: readonly HistoryRow[],
  filters: RecentSelectionsFilters,
  now: number,
): HistoryRow[] {
  const since = now - filters.daysBack * DAY_MS;
  return rows
    .filter((row) => Date.parse(row.submission_time) >= since)
    .filter((row) => filters.outcome === ALL || row.outcome === filters.outcome)
    .filter((row) => filters.market === ALL || row.market_type === filters.market)
    .filter((row) => filters.sport === ALL || row.sport_key === filters.sport)
    .sort(
      (a, b) =>
        sortValue(b, filters.sortBy) - sortValue(a, filters.sortBy) ||
        sortValue(b, 'submission_time') - sortValue(a, 'submission_time'),
    );
}

export interface SelectionsPage {
  rows: HistoryRow[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based index of the first row shown, 0 when empty. */
  from: number;
  to: number;
}

export function pageOf(
  rows: readonly HistoryRow[],
  page: number,
  pageSize = RECENT_SELECTIONS_PAGE_SIZE,
): SelectionsPage {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    total: rows.length,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}
