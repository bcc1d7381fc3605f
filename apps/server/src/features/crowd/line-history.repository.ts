import type { LinePoint, Market } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { isoSql } from './crowd.repository';

interface LinePointRow {
  market: Market;
  source: 'book' | 'crowd';
  line: number | null;
  home_price: number | null;
  away_price: number | null;
  draw_price: number | null;
  over_price: number | null;
  under_price: number | null;
  recorded_at: string;
}

/**
 * Every point of an event's line history, oldest first (docs/game-rules.md#line-history). Book
 * points are written by the `events_live_changes` trigger (migration 0002), crowd points by
 * `refreshMarketCrowd`.
 */
export async function findLineHistory(db: Executor, eventId: string): Promise<LinePoint[]> {
  const rows = await queryRows<LinePointRow>(
    db,
    sql`select market, source, line::float8 as line, home_price, away_price, draw_price,
          over_price, under_price, ${isoSql('recorded_at')} as recorded_at
        from line_history where event_id = ${eventId}
        order by recorded_at, id`,
  );
  return rows.map((row) => ({
    at: row.recorded_at,
    market: row.market,
    source: row.source,
    line: row.line,
    prices:
      row.source === 'crowd'
        ? null
        : {
            home: row.home_price,
            away: row.away_price,
            draw: row.draw_price,
            over: row.over_price,
            under: row.under_price,
          },
  }));
}
