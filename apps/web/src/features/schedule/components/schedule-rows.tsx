import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Market, marketQuestion, type ScheduledGame } from '@takeline/contract';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Pill } from '@/components/pill';
import { homeReturnState, paths } from '@/config/paths';
import type { LiveScheduledGame } from '@/lib/started-games';
import { CrowdSummary } from './crowd-summary';
import { GameMatchup } from './game-matchup';

export type RenderSentiment = (game: LiveScheduledGame, market: Market) => ReactNode;

export interface ScheduleRowProps {
  game: LiveScheduledGame;
  markets: readonly Market[];
  labels: Record<Market, string>;
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

export function LoginPrompt() {
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

/*
 * Rows are memoised: a live crowd or line event replaces one game's object and keeps the
 * others (lib/started-games.ts, mapRow), so only that row renders again, not the whole
 * slate (decision 0165).
 */

/** One game as a table row (wide screens). */
export const ScheduleTableRow = memo(function ScheduleTableRow({
  game,
  markets,
  renderSentiment,
}: ScheduleRowProps) {
  return (
    <TableRow data-testid={`game-${game.id}`}>
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
  );
});

/** One game as a card (phones). */
export const ScheduleCard = memo(function ScheduleCard({
  game,
  markets,
  labels,
  renderSentiment,
}: ScheduleRowProps) {
  return (
    <Paper
      component="li"
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
  );
});
