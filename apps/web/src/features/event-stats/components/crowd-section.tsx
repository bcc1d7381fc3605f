import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CrowdMarket, Market } from '@takeline/contract';
import { formatDateTime, formatLine, formatPercent, formatSigned } from '@/lib/format';
import { useEventCrowd } from '../api/event-crowd';

const MARKETS: { market: Market; label: string }[] = [
  { market: 'moneyline', label: 'Moneyline' },
  { market: 'spread', label: 'Spread' },
  { market: 'totals', label: 'Totals' },
];

function line(market: Market, value: number | null): string {
  if (market === 'moneyline') return '—';
  return market === 'spread' ? formatSigned(value) : formatLine(value);
}

function share(count: number, value: number | null): string {
  return `${count} (${formatPercent(value)})`;
}

/**
 * docs/screens.md#crowd: the community's picks per market, their shares, and the crowd line
 * beside the book's. Refreshed by the live stream as picks arrive.
 */
export function CrowdSection({ eventId }: { eventId: string }) {
  const crowd = useEventCrowd(eventId);
  return (
    <Stack component="section" spacing={1} aria-labelledby="crowd-heading">
      <Typography id="crowd-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Crowd
      </Typography>
      {crowd.isPending ? (
        <Typography role="status">Loading crowd...</Typography>
      ) : crowd.isError ? (
        <Alert severity="warning">The crowd could not be loaded.</Alert>
      ) : (
        <>
          {/* Scrolls sideways on phones: focusable, so a keyboard can scroll it too. */}
          <Paper
            variant="outlined"
            role="region"
            aria-label="Crowd by market, scrollable"
            tabIndex={0}
            sx={{ overflowX: 'auto' }}
          >
            <Table size="small" aria-label="Crowd by market">
              <TableHead>
                <TableRow>
                  <TableCell>Market</TableCell>
                  <TableCell align="right">Picks</TableCell>
                  <TableCell align="right">Take</TableCell>
                  <TableCell align="right">Pass</TableCell>
                  <TableCell align="right">Draw</TableCell>
                  <TableCell align="right">Book line</TableCell>
                  <TableCell align="right">Crowd line</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {MARKETS.map(({ market, label }) => {
                  const row: CrowdMarket = crowd.data.markets[market];
                  return (
                    <TableRow key={market} data-testid={`crowd-row-${market}`}>
                      <TableCell component="th" scope="row">
                        {label}
                      </TableCell>
                      <TableCell align="right">{row.picks}</TableCell>
                      <TableCell align="right">{share(row.takes, row.take_share)}</TableCell>
                      <TableCell align="right">{share(row.passes, row.pass_share)}</TableCell>
                      <TableCell align="right">
                        {market === 'moneyline' ? share(row.draws, row.draw_share) : '—'}
                      </TableCell>
                      <TableCell align="right">{line(market, row.book_line)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {line(market, row.crowd_line)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="body2" color="text.secondary">
            The crowd line is the middle of the lines the community holds, weighted by the points
            staked and each player's tier bonus.{' '}
            {crowd.data.updated_at
              ? `Last pick ${formatDateTime(crowd.data.updated_at)}.`
              : 'No picks yet.'}
          </Typography>
        </>
      )}
    </Stack>
  );
}
