import { describe, expect, it } from 'vitest';
import { NOW, twentyThreeRows } from '../testing/history-rows';
import {
  DEFAULT_FILTERS,
  filterAndSortSelections,
  pageOf,
  sportOptions,
} from './recent-selections';

describe('filterAndSortSelections', () => {
  const rows = twentyThreeRows();

  it('defaults to 30 days back, newest submission first', () => {
    const result = filterAndSortSelections(rows, DEFAULT_FILTERS, NOW);
    expect(result).toHaveLength(23);
    expect(result.map((row) => row.event_id).slice(0, 3)).toEqual(['evt-00', 'evt-01', 'evt-02']);
  });

  it('keeps only selections submitted within Days Back', () => {
    const ids = (daysBack: 1 | 7 | 30 | 90) =>
      filterAndSortSelections(rows, { ...DEFAULT_FILTERS, daysBack }, NOW).map((r) => r.event_id);
    expect(ids(1)).toEqual(['evt-00']);
    // Row i is i days and one hour old: rows 0..6 fit in 7 days.
    expect(ids(7)).toHaveLength(7);
    expect(ids(90)).toHaveLength(23);
  });

  it('filters by outcome, market and sport together', () => {
    const result = filterAndSortSelections(
      rows,
      { ...DEFAULT_FILTERS, outcome: 'Win', market: 'moneyline' },
      NOW,
    );
    // Win: i % 4 == 0; moneyline: i % 3 == 0 -> i in {0, 12}.
    expect(result.map((row) => row.event_id)).toEqual(['evt-00', 'evt-12']);
    const nfl = filterAndSortSelections(
      rows,
      { ...DEFAULT_FILTERS, sport: 'americanfootball_nfl' },
      NOW,
    );
    expect(nfl.every((row) => row.sport_key === 'americanfootball_nfl')).toBe(true);
    expect(nfl).toHaveLength(8);
  });

  it('sorts descending by XP, IP or start time, newest submission first on ties', () => {
    const byXp = filterAndSortSelections(rows, { ...DEFAULT_FILTERS, sortBy: 'xp_points' }, NOW);
    const xp = byXp.map((row) => row.xp_points);
    expect(xp).toEqual([...xp].sort((a, b) => b - a));
    expect(xp[0]).toBe(22);

    const byIp = filterAndSortSelections(rows, { ...DEFAULT_FILTERS, sortBy: 'ip_points' }, NOW);
    // ip 4 for i = 4, 9, 14, 19: ties keep the newest submission first.
    expect(byIp.slice(0, 4).map((row) => row.event_id)).toEqual([
      'evt-04',
      'evt-09',
      'evt-14',
      'evt-19',
    ]);

    const byStart = filterAndSortSelections(
      rows,
      { ...DEFAULT_FILTERS, sortBy: 'commence_time' },
      NOW,
    );
    expect(byStart[0]?.event_id).toBe('evt-00');
  });
});

describe('pageOf', () => {
  const rows = twentyThreeRows();

  it('cuts 23 rows into pages of 10, 10 and 3', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 10 });
    expect(pageOf(rows, 2).rows).toHaveLength(10);
    expect(pageOf(rows, 3)).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(pageOf(rows, 3).rows).toHaveLength(3);
  });

  it('clamps the page to the pages that exist', () => {
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('sportOptions', () => {
  it('lists the sports in the history, supported ones first', () => {
    const rows = twentyThreeRows();
    expect(sportOptions(rows)).toEqual(['baseball_mlb', 'americanfootball_nfl', 'soccer_usa_mls']);
  });
});
