import {
  type CrowdMarket,
  type CrowdSummary,
  type CrowdSummaryMarket,
  EMPTY_CROWD_SUMMARY,
  EVENT_NOT_FOUND_MESSAGE,
  type EventCrowd,
  type LineHistory,
  MARKETS,
  type Market,
} from '@takeline/contract';
import type { Db, Executor } from '../../db/database';
import { notFound } from '../../errors';
import { type CrowdRow, findCrowds, findEventBookLines, findEventCrowd } from './crowd.repository';
import { findLineHistory } from './line-history.repository';

type Counts = Pick<CrowdRow, 'picks' | 'takes' | 'passes' | 'draws' | 'crowd_line'>;

/** Shares of a market's picks; with no picks there are none (not a division by zero). */
export function summariseMarket(row: Counts): CrowdSummaryMarket {
  const share = (count: number) => (row.picks === 0 ? null : count / row.picks);
  return {
    picks: row.picks,
    take_share: share(row.takes),
    pass_share: share(row.passes),
    draw_share: share(row.draws),
    crowd_line: row.crowd_line,
  };
}

/** The crowd and line history of events (docs/game-rules.md#9-the-crowd): public reads. */
export class CrowdService {
  constructor(private readonly deps: { db: Db }) {}

  async eventCrowd(eventId: string): Promise<EventCrowd> {
    const { db } = this.deps;
    const book = await findEventBookLines(db, eventId);
    if (!book) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    const rows = new Map((await findEventCrowd(db, eventId)).map((row) => [row.market, row]));
    const market = (name: Market): CrowdMarket => {
      const row = rows.get(name);
      const counts = row ?? { picks: 0, takes: 0, passes: 0, draws: 0, crowd_line: null };
      return {
        market: name,
        ...summariseMarket(counts),
        takes: counts.takes,
        passes: counts.passes,
        draws: counts.draws,
        book_line: name === 'moneyline' ? null : book[name],
        updated_at: row ? row.updated_at : null,
      };
    };
    const markets = {
      moneyline: market('moneyline'),
      spread: market('spread'),
      totals: market('totals'),
    };
    const times = MARKETS.map((name) => markets[name].updated_at).filter(
      (at): at is string => at !== null,
    );
    return { event_id: eventId, markets, updated_at: times.sort().at(-1) ?? null };
  }

  async lineHistory(eventId: string): Promise<LineHistory> {
    const { db } = this.deps;
    if (!(await findEventBookLines(db, eventId))) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    return { event_id: eventId, points: await findLineHistory(db, eventId) };
  }
}

/** The crowd summary of each event of a schedule page, in one query. */
export async function crowdSummaries(
  db: Executor,
  eventIds: readonly string[],
): Promise<Map<string, CrowdSummary>> {
  const summaries = new Map<string, CrowdSummary>();
  for (const row of await findCrowds(db, eventIds)) {
    const summary = summaries.get(row.event_id) ?? { ...EMPTY_CROWD_SUMMARY };
    summary[row.market] = summariseMarket(row);
    summaries.set(row.event_id, summary);
  }
  return summaries;
}
