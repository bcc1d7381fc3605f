import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LeaderboardRow } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';

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
      render: (row) =>
        row.user_id === currentUserId ? (
          <strong>
            {row.username} <Typography component="span">(you)</Typography>
          </strong>
        ) : (
          row.username
        ),
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
      render: (row) => (
        <Link
          component={RouterLink}
          to={paths.rankingTrend(row.user_id)}
          aria-label={`View History of ${row.username}`}
        >
          View History
        </Link>
      ),
    },
  ];
}

interface LeaderboardTableProps {
  rows: readonly LeaderboardRow[];
  currentUserId: number | null;
  layout?: DataTableProps<LeaderboardRow>['layout'];
}

/** Spec section 2, Leaderboard: position, username, XP, IP, score, rank tier, View History. */
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
    />
  );
}
