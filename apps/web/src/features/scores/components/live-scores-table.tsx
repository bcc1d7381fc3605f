import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveScore } from '@takeline/contract';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { TeamCell } from './team-cell';

const columns: DataColumn<LiveScore>[] = [
  {
    key: 'home',
    header: 'Home',
    render: (row) => (
      <TeamCell sportKey={row.sport_key} team={row.home_team} score={row.home_team_score} />
    ),
  },
  {
    key: 'away',
    header: 'Away',
    render: (row) => (
      <TeamCell sportKey={row.sport_key} team={row.away_team} score={row.away_team_score} />
    ),
  },
  {
    key: 'start',
    header: 'Start time',
    render: (row) => <time dateTime={row.commence_time}>{formatDateTime(row.commence_time)}</time>,
  },
];

function LiveScoreCard({ row }: { row: LiveScore }) {
  return (
    <Stack spacing={0.5}>
      <TeamCell sportKey={row.sport_key} team={row.home_team} score={row.home_team_score} />
      <TeamCell sportKey={row.sport_key} team={row.away_team} score={row.away_team_score} />
      <Typography variant="body2" color="text.secondary">
        Started <time dateTime={row.commence_time}>{formatDateTime(row.commence_time)}</time>
      </Typography>
    </Stack>
  );
}

/** Spec section 2, Live Scores: home team and score, away team and score, start time. */
export function LiveScoresTable({
  rows,
  layout,
}: {
  rows: readonly LiveScore[];
  layout?: DataTableProps<LiveScore>['layout'];
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No games in progress right now.
      </Typography>
    );
  }
  return (
    <DataTable
      label="Live scores"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      layout={layout}
      renderCard={(row) => <LiveScoreCard row={row} />}
    />
  );
}
