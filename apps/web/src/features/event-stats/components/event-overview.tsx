import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EventStats } from '@takeline/contract';
import { marketRows } from '../lib/market-rows';
import { formatTopPerformerPercent, topPerformer } from '../lib/top-performer';

const dash = (value: number | null) => (value === null ? '-' : value);

/** Spec section 2, Overview tab: total, top performer, and takes/wins per market. */
export function EventOverview({ stats }: { stats: EventStats }) {
  const top = topPerformer(stats);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Total sentiments
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
            {stats.total_submissions}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Top performer
          </Typography>
          {top ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmojiEventsIcon sx={{ color: 'secondary.main' }} aria-hidden />
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                {top.label}: {formatTopPerformerPercent(top.ratio)}
              </Typography>
            </Stack>
          ) : (
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, py: 0.5 }}>
              No wins yet
            </Typography>
          )}
          {top && (
            <Typography variant="body2" color="text.secondary">
              {top.wins} of {top.count} won
            </Typography>
          )}
        </Paper>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Takes and wins by market">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Market
              </TableCell>
              <TableCell align="right">Takes</TableCell>
              <TableCell align="right">Take Wins</TableCell>
              <TableCell align="right">Passes</TableCell>
              <TableCell align="right">Pass Wins</TableCell>
              <TableCell align="right">Custom Passes</TableCell>
              <TableCell align="right">Custom Pass Wins</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {marketRows(stats).map((row) => (
              <TableRow key={row.market}>
                <TableCell component="th" scope="row">
                  {row.market}
                </TableCell>
                <TableCell align="right">{row.takes}</TableCell>
                <TableCell align="right">{row.takeWins}</TableCell>
                <TableCell align="right">{row.passes}</TableCell>
                <TableCell align="right">{row.passWins}</TableCell>
                <TableCell align="right">{dash(row.customPasses)}</TableCell>
                <TableCell align="right">{dash(row.customPassWins)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
