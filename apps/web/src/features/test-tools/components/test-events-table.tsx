import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TestEvent } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatScore } from '../lib/format';
import { StatusChip } from './status-chip';

/** Columns a phone leaves out, so the action button stays in view. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function eventTitle(event: Pick<TestEvent, 'home_team' | 'away_team'>): string {
  return `${event.away_team} @ ${event.home_team}`;
}

interface TestEventsTableProps {
  label: string;
  events: readonly TestEvent[];
  /** The row's button: where it goes and what it says. */
  action: (event: TestEvent) => { to: string; label: string };
}

export function TestEventsTable({ label, events, action }: TestEventsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Sport</TableCell>
            <TableCell sx={wide}>Start</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={wide}>Score</TableCell>
            <TableCell align="right">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => {
            const { to, label: actionLabel } = action(event);
            return (
              <TableRow key={event.id}>
                <TableCell>{eventTitle(event)}</TableCell>
                <TableCell>{event.sport_title}</TableCell>
                <TableCell sx={wide}>{formatDateTime(event.commence_time)}</TableCell>
                <TableCell>
                  <StatusChip status={event.status} />
                </TableCell>
                <TableCell sx={wide}>
                  {formatScore(event.home_team_score, event.away_team_score)}
                </TableCell>
                <TableCell align="right">
                  <Button
                    component={RouterLink}
                    to={to}
                    size="small"
                    variant="outlined"
                    aria-label={`${actionLabel}: ${eventTitle(event)}`}
                  >
                    {actionLabel}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
