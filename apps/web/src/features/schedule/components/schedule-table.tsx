import { useState } from 'react';
import type { LiveScheduledGame } from '@/lib/started-games';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import { COLUMN_LABELS, marketsFor, scheduleColumns } from '../model/schedule-layout';
import { LoginPrompt, type RenderSentiment, ScheduleCard, ScheduleTableRow } from './schedule-rows';
import './schedule.css';

export type { RenderSentiment };

/** Games shown at first; more on request, so a long slate stays quick to render and scroll. */
export const SCHEDULE_PAGE_SIZE = 10;
/**
 * Games mounted in the first commit (a phone's first screen shows one), then one per later
 * task: one commit of ten games was a long task on a slow phone (decision 0167).
 */
const FIRST_GAMES_DRAWN = 1;
const GAMES_DRAWN_PER_TASK = 1;

/**
 * Column widths in pixels, padding included. The table is laid out fixed (decision 0217): with
 * automatic layout, each row mounted after the first could widen a column and re-wrap the rows
 * above it, moving the page under the reader. The game and stats columns keep the widths they
 * had at their narrowest; the market columns share the rest, each at least MARKET_MIN_PX (the
 * table scrolls sideways below that, as before).
 */
const GAME_COLUMN_PX = 272;
const MARKET_MIN_PX = 212;
const STATS_COLUMN_PX = 156;

export interface ScheduleTableProps {
  sportKey: string;
  games: readonly LiveScheduledGame[];
  /** Table on wide screens, one card per game on phones. */
  layout: 'table' | 'cards';
  /** The sentiment inputs; absent when logged out (the log-in prompt shows instead). */
  renderSentiment?: RenderSentiment;
}

/**
 * docs/screens.md#current-schedule: the game column, the market columns and the stats link.
 * Plain table and list elements (schedule.css), not MUI: the schedule is Home's first screen
 * (decision 0185).
 */
export function ScheduleTable({ sportKey, games, layout, renderSentiment }: ScheduleTableProps) {
  const columns = scheduleColumns(sportKey, games);
  const markets = marketsFor(columns);
  const labels = COLUMN_LABELS[columns];
  const [shown, setShown] = useState(SCHEDULE_PAGE_SIZE);
  const listed = Math.min(shown, games.length);
  const drawn = useProgressiveCount(listed, FIRST_GAMES_DRAWN, GAMES_DRAWN_PER_TASK);
  const visible = games.slice(0, drawn);
  const remaining = games.length - listed;
  const row = { markets, labels, renderSentiment };
  return (
    <div className="tl-stack tl-schedule">
      {!renderSentiment && <LoginPrompt />}
      {layout === 'table' ? (
        <div className="tl-paper tl-schedule__scroll">
          <table
            className="tl-table tl-schedule__table"
            aria-label="Current schedule"
            style={{
              minWidth: GAME_COLUMN_PX + markets.length * MARKET_MIN_PX + STATS_COLUMN_PX,
            }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ width: GAME_COLUMN_PX }}>
                  Game
                </th>
                {markets.map((market) => (
                  <th key={market} scope="col">
                    {labels[market]}
                  </th>
                ))}
                <th scope="col" style={{ width: STATS_COLUMN_PX }}>
                  <span className="tl-visually-hidden">Stats</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((game) => (
                <ScheduleTableRow key={game.id} game={game} {...row} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="tl-stack tl-schedule__cards">
          {visible.map((game) => (
            <ScheduleCard key={game.id} game={game} {...row} />
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <button
          type="button"
          className="tl-button tl-schedule__more"
          onClick={() => setShown((count) => count + SCHEDULE_PAGE_SIZE)}
        >
          Show more games ({remaining} more)
        </button>
      )}
    </div>
  );
}
