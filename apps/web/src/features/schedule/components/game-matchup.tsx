import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduledGame, Side } from '@takeline/contract';
import { TeamLogo } from '@/components/team-logo';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDateTime, formatSigned } from '@/lib/format';

function TeamLine({ game, side }: { game: ScheduledGame; side: Side }) {
  const team = side === 'home' ? game.home_team : game.away_team;
  const price = side === 'home' ? game.h2h_home_team_value : game.h2h_away_team_value;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TeamLogo sportKey={game.sport_key} team={team} />
      <Typography sx={{ fontWeight: 600, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        {team}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={visuallyHidden}>
          moneyline{' '}
        </Box>
        {formatSigned(price)}
      </Typography>
    </Stack>
  );
}

/**
 * docs/screens.md#current-schedule, Game column: away team and price, "@", home team and price,
 * draw odds, start.
 */
export function GameMatchup({ game }: { game: ScheduledGame }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <TeamLine game={game} side="away" />
      <Box component="span" sx={{ pl: 4.5, color: 'text.secondary', fontSize: '0.8rem' }}>
        @
      </Box>
      <TeamLine game={game} side="home" />
      {game.h2h_draw_value !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 4.5 }}>
          Draw {formatSigned(game.h2h_draw_value)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <time dateTime={game.commence_time}>{formatDateTime(game.commence_time)}</time>
      </Typography>
    </Stack>
  );
}
