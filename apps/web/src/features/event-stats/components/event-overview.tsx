import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EventStats } from '@takeline/contract';
import { visuallyHidden } from '@/components/visually-hidden';
import { type MarketRow, marketRows } from '../model/market-rows';
import { formatTopPerformerPercent, topPerformer } from '../model/top-performer';

const dash = (value: number | null) => (value === null ? '-' : value);

const COLUMNS: ReadonlyArray<{ label: string; value: (row: MarketRow) => number | null }> = [
  { label: 'Takes', value: (row) => row.takes },
  { label: 'Take Wins', value: (row) => row.takeWins },
  { label: 'Passes', value: (row) => row.passes },
  { label: 'Pass Wins', value: (row) => row.passWins },
  { label: 'Custom Passes', value: (row) => row.customPasses },
  { label: 'Custom Pass Wins', value: (row) => row.customPassWins },
];

const TABLE_LABEL = 'Takes and wins by market';

/**
 * Markets by measures. Wide screens put markets down the side; phones turn
 * the table round (markets as columns) so seven columns become four and
 * nothing scrolls sideways. The cells are the same either way.
 */
export function MarketTable({
  rows,
  transposed,
}: {
  rows: readonly MarketRow[];
  transposed: boolean;
}) {
  const markets = rows.map((row) => row.market);
  const measures = COLUMNS.map((column) => column.label);
  const [down, across] = transposed ? [measures, markets] : [markets, measures];
  const grid = rows.map((row) => COLUMNS.map((column) => column.value(row)));
  // i indexes the rows drawn down the side, j the columns across the top.
  const cell = (i: number, j: number) => (transposed ? grid[j]?.[i] : grid[i]?.[j]) ?? null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={TABLE_LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>
              {transposed ? (
                <Box component="span" sx={visuallyHidden}>
                  Count
                </Box>
              ) : (
                'Market'
              )}
            </TableCell>
            {across.map((label) => (
              <TableCell key={label} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {down.map((rowLabel, i) => (
            <TableRow key={rowLabel}>
              <TableCell component="th" scope="row">
                {rowLabel}
              </TableCell>
              {across.map((label, j) => (
                <TableCell key={label} align="right">
                  {dash(cell(i, j))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** docs/screens.md#overview: total, top performer, and takes/wins per market. */
export function EventOverview({ stats }: { stats: EventStats }) {
  const top = topPerformer(stats);
  const rows = marketRows(stats);
  const theme = useTheme();
  // jsdom has no matchMedia: the default keeps the wide table there.
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { defaultMatches: true, noSsr: true });
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
              <Typography sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700 }}>
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
      <MarketTable rows={rows} transposed={!wide} />
      {stats.moneyline_draws > 0 && (
        <Typography variant="body2" color="text.secondary">
          Moneyline draws picked: {stats.moneyline_draws} ({stats.moneyline_draw_wins} won)
        </Typography>
      )}
    </Stack>
  );
}
