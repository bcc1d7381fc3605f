import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PastScore } from '@takeline/contract';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { homeReturnState, paths } from '@/config/paths';
import { PAST_WINDOWS, type PastWindowKey } from '../model/past-scores-filter';
import { BothTeams, StartTime, startColumn, teamColumns } from './score-columns';

const columns: DataColumn<PastScore>[] = [
  ...teamColumns(),
  { key: 'winner', header: 'Winner', render: (row) => row.winner },
  { key: 'diff', header: 'Points difference', align: 'right', render: (row) => row.points_diff },
  startColumn(),
  { key: 'details', header: 'Game details', render: (row) => <DetailsLink row={row} /> },
];

function DetailsLink({ row }: { row: PastScore }) {
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={paths.eventStats(row.id)}
      state={homeReturnState(location)}
      aria-label={`Game details: ${row.away_team} at ${row.home_team}`}
    >
      Details
    </Link>
  );
}

/** Phones: both teams with their scores, then winner, margin, time and the details link. */
function PastScoreCard({ row }: { row: PastScore }) {
  return (
    <Stack spacing={0.5}>
      <BothTeams row={row} />
      <Typography variant="body2" color="text.secondary">
        Winner: {row.winner} · by {row.points_diff}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          <StartTime row={row} />
        </Typography>
        <DetailsLink row={row} />
      </Stack>
    </Stack>
  );
}

interface PastScoresTableProps {
  rows: readonly PastScore[];
  windowKey: PastWindowKey;
  onWindowChange: (key: PastWindowKey) => void;
  layout?: DataTableProps<PastScore>['layout'];
}

/** docs/screens.md#past-scores: the window filter and the six columns. */
export function PastScoresTable({ rows, windowKey, onWindowChange, layout }: PastScoresTableProps) {
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id={labelId}>Show</InputLabel>
        <Select
          labelId={labelId}
          label="Show"
          value={windowKey}
          onChange={(event) => onWindowChange(event.target.value as PastWindowKey)}
        >
          {PAST_WINDOWS.map((window) => (
            <MenuItem key={window.key} value={window.key}>
              {window.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No finished games in this period.</Typography>
      ) : (
        <DataTable
          label="Past scores"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          layout={layout}
          renderCard={(row) => <PastScoreCard row={row} />}
        />
      )}
    </Stack>
  );
}
