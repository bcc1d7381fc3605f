import type { LineHistory, LineMarket } from '@takeline/contract';

/** One moment of a line chart: the book's and the crowd's line as they stood then. */
export interface LineRow {
  time: number;
  book: number | null;
  crowd: number | null;
}

/**
 * The Line movement chart's rows for one market (docs/screens.md#line-movement): every point in
 * time order, each carrying the other source's last known line forward, so both draw as steps.
 * Points at the same instant merge into one row.
 */
export function lineSeries(history: LineHistory | undefined, market: LineMarket): LineRow[] {
  if (!history) return [];
  const points = history.points
    .filter((point) => point.market === market && point.line !== null)
    .map((point) => ({ ...point, time: Date.parse(point.at) }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
  const rows: LineRow[] = [];
  let book: number | null = null;
  let crowd: number | null = null;
  for (const point of points) {
    if (point.source === 'book') book = point.line;
    else crowd = point.line;
    const last = rows[rows.length - 1];
    if (last && last.time === point.time) {
      last.book = book;
      last.crowd = crowd;
    } else {
      rows.push({ time: point.time, book, crowd });
    }
  }
  return rows;
}

/** "Book -1.5 → -2.5 · Crowd -3": the chart in words, for its caption and screen readers. */
export function lineSummary(rows: readonly LineRow[], format: (line: number) => string): string {
  const moves = (key: 'book' | 'crowd') => {
    const values = rows.map((row) => row[key]).filter((value): value is number => value !== null);
    const first = values[0];
    const last = values[values.length - 1];
    if (first === undefined || last === undefined) return null;
    return first === last ? format(first) : `${format(first)} → ${format(last)}`;
  };
  const book = moves('book');
  const crowd = moves('crowd');
  return [book && `Book ${book}`, crowd && `Crowd ${crowd}`].filter(Boolean).join(' · ');
}
