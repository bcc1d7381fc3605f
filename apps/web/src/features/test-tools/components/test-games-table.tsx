import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestGame } from '@takeline/contract';
import { StatusChip } from './status-chip';

/** Spec section 2: id, sport, home team, home score, away team, away score, status. */
export function TestGamesTable({ games }: { games: readonly TestGame[] }) {
  if (games.length === 0) {
    return <Typography color="text.secondary">No test games for this sport yet.</Typography>;
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Test games">
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Sport</TableCell>
            <TableCell>Home Team</TableCell>
            <TableCell align="right">Home Score</TableCell>
            <TableCell>Away Team</TableCell>
            <TableCell align="right">Away Score</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((game) => (
            <TableRow key={game.id}>
              <TableCell
                title={game.id}
                sx={{ fontFamily: 'monospace', maxWidth: 120, overflowWrap: 'anywhere' }}
              >
                {game.id.slice(0, 8)}
              </TableCell>
              <TableCell>{game.sport_title}</TableCell>
              <TableCell>{game.home_team}</TableCell>
              <TableCell align="right">{game.home_score ?? '–'}</TableCell>
              <TableCell>{game.away_team}</TableCell>
              <TableCell align="right">{game.away_score ?? '–'}</TableCell>
              <TableCell>
                <StatusChip status={game.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
