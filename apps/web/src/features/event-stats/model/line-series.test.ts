import type { LineHistory, LinePoint } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { lineSeries, lineSummary } from './line-series';

function point(
  at: string,
  market: LinePoint['market'],
  source: LinePoint['source'],
  line: number | null,
): LinePoint {
  return { at, market, source, line, prices: null };
}

const history: LineHistory = {
  event_id: 'e1',
  points: [
    point('2030-05-01T10:00:00.000Z', 'spread', 'book', -1.5),
    point('2030-05-01T10:00:00.000Z', 'moneyline', 'book', null),
    point('2030-05-01T11:00:00.000Z', 'spread', 'crowd', -2.5),
    point('2030-05-01T12:00:00.000Z', 'totals', 'book', 8.5),
    point('2030-05-01T13:00:00.000Z', 'spread', 'book', -2),
    point('2030-05-01T13:00:00.000Z', 'spread', 'crowd', -3),
  ],
};

describe('lineSeries', () => {
  it('carries each line forward and merges points at the same instant', () => {
    const rows = lineSeries(history, 'spread');
    expect(rows).toEqual([
      { time: Date.parse('2030-05-01T10:00:00.000Z'), book: -1.5, crowd: null },
      { time: Date.parse('2030-05-01T11:00:00.000Z'), book: -1.5, crowd: -2.5 },
      { time: Date.parse('2030-05-01T13:00:00.000Z'), book: -2, crowd: -3 },
    ]);
    expect(lineSummary(rows, String)).toBe('Book -1.5 → -2 · Crowd -2.5 → -3');
  });

  it('keeps markets apart and is empty without history', () => {
    expect(lineSeries(history, 'totals')).toEqual([
      { time: Date.parse('2030-05-01T12:00:00.000Z'), book: 8.5, crowd: null },
    ]);
    expect(lineSummary(lineSeries(history, 'totals'), String)).toBe('Book 8.5');
    expect(lineSeries(undefined, 'spread')).toEqual([]);
  });
});
