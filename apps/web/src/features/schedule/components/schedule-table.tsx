import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Market, marketQuestion, type ScheduledGame } from '@takeline/contract';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Pill } from '@/components/pill';
import { visuallyHidden } from '@/components/visually-hidden';
import { homeReturnState, paths } from '@/config/paths';
import type { LiveScheduledGame } from '@/lib/started-games';
import { COLUMN_LABELS, marketsFor, scheduleColumns } from '../model/schedule-layout';
import { CrowdSummary } from './crowd-summary';
import { GameMatchup } from './game-matchup';

/** Games shown at first; more on request, so a long slate stays quick to render and scroll. */
export const SCHEDULE_PAGE_SIZE = 10;

export type RenderSentiment = (game: LiveScheduledGame, market: Market) => ReactNode;

export interface ScheduleTableProps {
  sportKey: string;
  games: readonly LiveScheduledGame[];
  /** Table on wide screens, one card per game on phones. */
  layout: 'table' | 'cards';
  /** The sentiment inputs; absent when logged out (the log-in prompt shows instead). */
  renderSentiment?: RenderSentiment;
}

function MarketCell({
  game,
  market,
  renderSentiment,
}: {
  game: LiveScheduledGame;
  market: Market;
  renderSentiment?: RenderSentiment;
}) {
  const question = marketQuestion(game, market);
  if (!question) {
    return (
      <Typography variant="body2" color="text.secondary">
        No line yet
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {question}
      </Typography>
      <CrowdSummary game={game} market={market} crowd={game.crowd?.[market]} />
      {renderSentiment
        ? renderSentiment(game, market)
        : game.started && (
            <Typography variant="body2" role="status">
              <Pill>Started</Pill> Picks are closed.
            </Typography>
          )}
    </Stack>
  );
}

function StatsLink({ game }: { game: ScheduledGame }) {
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={paths.eventStats(game.id)}
      state={homeReturnState(location)}
      aria-label={`View Game Stats: ${game.away_team} at ${game.home_team}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      View Game Stats
    </Link>
  );
}

function LoginPrompt() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.login} color="inherit" size="small">
          Login
        </Button>
      }
    >
      Please log in to submit sentiment.
    </Alert>
  );
}

/** docs/screens.md#current-schedule: the game column, the market columns and the stats link. */
export function ScheduleTable({ sportKey, games, layout, renderSentiment }: ScheduleTableProps) {
  const columns = scheduleColumns(sportKey, games);
  const markets = marketsFor(columns);
  const labels = COLUMN_LABELS[columns];
  const [shown, setShown] = useState(SCHEDULE_PAGE_SIZE);
  const visible = games.slice(0, shown);
  const remaining = games.length - visible.length;
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
                <TableRow key={game.id} data-testid={`game-${game.id}`}>
                  <TableCell>
                    <GameMatchup game={game} />
                  </TableCell>
                  {markets.map((market) => (
                    <TableCell key={market}>
                      <MarketCell game={game} market={market} renderSentiment={renderSentiment} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <StatsLink game={game} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {visible.map((game) => (
            <Paper
              component="li"
              key={game.id}
              variant="outlined"
              data-testid={`game-${game.id}`}
              aria-label={`${game.away_team} at ${game.home_team}`}
              sx={{ p: 2 }}
            >
              <Stack
                spacing={1.5}
                sx={{
                  '& > * + *': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
                }}
              >
                <GameMatchup game={game} />
                {markets.map((market) => (
                  <Stack key={market} spacing={0.5}>
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                      {labels[market]}
                    </Typography>
                    <MarketCell game={game} market={market} renderSentiment={renderSentiment} />
                  </Stack>
                ))}
                <StatsLink game={game} />
              </Stack>
            </Paper>
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
