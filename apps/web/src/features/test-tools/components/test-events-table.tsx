import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TestEvent } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { formatScore } from '../model/event-status';
import { StatusChip } from './status-chip';

export function eventTitle(event: Pick<TestEvent, 'home_team' | 'away_team'>): string {
  return `${event.away_team} @ ${event.home_team}`;
}

/** The row's button: where it goes and what it says. */
type RowAction = (event: TestEvent) => { to: string; label: string };

function ActionButton({ event, action }: { event: TestEvent; action: RowAction }) {
  const { to, label } = action(event);
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      variant="outlined"
      aria-label={`${label}: ${eventTitle(event)}`}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

function columnsFor(action: RowAction): DataColumn<TestEvent>[] {
  return [
    { key: 'event', header: 'Event', render: eventTitle },
    { key: 'sport', header: 'Sport', render: (event) => event.sport_title },
    { key: 'start', header: 'Start', render: (event) => formatDateTime(event.commence_time) },
    { key: 'status', header: 'Status', render: (event) => <StatusChip status={event.status} /> },
    {
      key: 'score',
      header: 'Score',
      render: (event) => formatScore(event.home_team_score, event.away_team_score),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (event) => <ActionButton event={event} action={action} />,
    },
  ];
}

/** Phones: the teams, then sport and start, then status and score beside the row's button. */
function TestEventCard({ event, action }: { event: TestEvent; action: RowAction }) {
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {eventTitle(event)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {event.sport_title} · Start {formatDateTime(event.commence_time)}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <StatusChip status={event.status} />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Score {formatScore(event.home_team_score, event.away_team_score)}
          </Typography>
        </Stack>
        <ActionButton event={event} action={action} />
      </Stack>
    </Stack>
  );
}

interface TestEventsTableProps {
  label: string;
  events: readonly TestEvent[];
  action: RowAction;
  layout?: DataTableProps<TestEvent>['layout'];
}

/**
 * The test events list and the create screen's created events: a table on
 * wide screens, a card per event on phones so the button is never off-screen.
 */
export function TestEventsTable({ label, events, action, layout }: TestEventsTableProps) {
  return (
    <DataTable
      label={label}
      columns={columnsFor(action)}
      rows={events}
      rowKey={(event) => event.id}
      layout={layout}
      // Below 900 px the team names stack word by word and squeeze the button.
      tableFrom="md"
      renderCard={(event) => <TestEventCard event={event} action={action} />}
    />
  );
}
