import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import type { LiveScheduledGame } from '@/lib/started-games';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import { COLUMN_LABELS, marketsFor, scheduleColumns } from '../model/schedule-layout';
import { LoginPrompt, type RenderSentiment, ScheduleCard, ScheduleTableRow } from './schedule-rows';

export type { RenderSentiment };

/** Games shown at first; more on request, so a long slate stays quick to render and scroll. */
export const SCHEDULE_PAGE_SIZE = 10;
/**
 * Games mounted in the first commit (a phone's first screen shows one), then one per later
 * task: one commit of ten games was a long task on a slow phone (decision 0167).
 */
const FIRST_GAMES_DRAWN = 1;
const GAMES_DRAWN_PER_TASK = 1;

export interface ScheduleTableProps {
  sportKey: string;
  games: readonly LiveScheduledGame[];
  /** Table on wide screens, one card per game on phones. */
  layout: 'table' | 'cards';
  /** The sentiment inputs; absent when logged out (the log-in prompt shows instead). */
  renderSentiment?: RenderSentiment;
}

/** docs/screens.md#current-schedule: the game column, the market columns and the stats link. */
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
    <Stack spacing={2}>
      {!renderSentiment && <LoginPrompt />}
      {layout === 'table' ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Current schedule" sx={{ '& td': { verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 240 }}>Game</TableCell>
                {markets.map((market) => (
                  <TableCell key={market} sx={{ minWidth: 180 }}>
                    {labels[market]}
                  </TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Stats
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((game) => (
                <ScheduleTableRow key={game.id} game={game} {...row} />
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {visible.map((game) => (
            <ScheduleCard key={game.id} game={game} {...row} />
          ))}
        </Stack>
      )}
      {remaining > 0 && (
        <Button
          variant="outlined"
          onClick={() => setShown((count) => count + SCHEDULE_PAGE_SIZE)}
          sx={{ alignSelf: 'center' }}
        >
          Show more games ({remaining} more)
        </Button>
      )}
    </Stack>
  );
}
