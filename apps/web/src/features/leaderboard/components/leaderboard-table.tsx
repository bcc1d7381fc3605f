import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaderboardRow } from '@takeline/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { DemoMark } from '@/components/demo-mark';
import { paths, rankingTrendState } from '@/config/paths';
import { formatNumber } from '@/lib/format';

function UserName({
  row,
  currentUserId,
}: {
  row: LeaderboardRow;
  currentUserId: number | null;
}): ReactNode {
  return row.user_id === currentUserId ? (
    <strong>
      {row.username} <Typography component="span">(you)</Typography>
    </strong>
  ) : (
    <>
      {row.username}
      <DemoMark isDemo={row.is_demo} />
    </>
  );
}

function HistoryLink({ row }: { row: LeaderboardRow }) {
  return (
    <Link
      component={RouterLink}
      to={paths.rankingTrend(row.user_id)}
      state={rankingTrendState(row.username)}
      aria-label={`View History of ${row.username}`}
    >
      View History
    </Link>
  );
}

/** Phones: "#1 name · tier" over "XP · IP · score" and the history link. */
function LeaderboardCard({
  row,
  currentUserId,
}: {
  row: LeaderboardRow;
  currentUserId: number | null;
}) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700, minWidth: '2.5ch' }}>#{row.position}</Typography>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <UserName row={row} currentUserId={currentUserId} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.rank_name}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(row.xp_points)} XP · {formatNumber(row.ip_points)} IP · Score{' '}
          <strong>{formatNumber(row.ranking_score)}</strong>
        </Typography>
        <HistoryLink row={row} />
      </Stack>
    </Stack>
  );
}

function columnsFor(currentUserId: number | null): DataColumn<LeaderboardRow>[] {
  return [
    {
      key: 'rank',
      header: 'Rank',
      align: 'right',
      render: (row) => row.position,
    },
    {
      key: 'username',
      header: 'Username',
      primary: true,
      render: (row) => <UserName row={row} currentUserId={currentUserId} />,
    },
    { key: 'xp', header: 'XP', align: 'right', render: (row) => formatNumber(row.xp_points) },
    { key: 'ip', header: 'IP', align: 'right', render: (row) => formatNumber(row.ip_points) },
    {
      key: 'score',
      header: 'Score',
      align: 'right',
      render: (row) => formatNumber(row.ranking_score),
    },
    { key: 'tier', header: 'Rank tier', render: (row) => row.rank_name },
    {
      key: 'history',
      header: 'History',
      render: (row) => <HistoryLink row={row} />,
    },
  ];
}

interface LeaderboardTableProps {
  rows: readonly LeaderboardRow[];
  currentUserId: number | null;
  layout?: DataTableProps<LeaderboardRow>['layout'];
}

/** docs/screens.md#leaderboard-tab: position, username, XP, IP, score, rank tier, View History. */
export function LeaderboardTable({ rows, currentUserId, layout }: LeaderboardTableProps) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        Nobody is on the leaderboard yet.
      </Typography>
    );
  }
  return (
    <DataTable
      label="Leaderboard"
      columns={columnsFor(currentUserId)}
      rows={rows}
      rowKey={(row) => String(row.user_id)}
      layout={layout}
      renderCard={(row) => <LeaderboardCard row={row} currentUserId={currentUserId} />}
    />
  );
}
