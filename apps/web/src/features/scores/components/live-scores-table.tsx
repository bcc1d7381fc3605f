import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveScore } from '@takeline/contract';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { BothTeams, StartTime, startColumn, teamColumns } from './score-columns';

const columns: DataColumn<LiveScore>[] = [...teamColumns(), startColumn()];

function LiveScoreCard({ row }: { row: LiveScore }) {
  return (
    <Stack spacing={0.5}>
      <BothTeams row={row} />
      <Typography variant="body2" color="text.secondary">
        Started <StartTime row={row} />
      </Typography>
    </Stack>
  );
}

/** docs/screens.md#live-scores: home team and score, away team and score, start time. */
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
