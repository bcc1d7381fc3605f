import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardSport, GroupWindow, LeaderboardRow } from '@takeline/contract';
import { useState } from 'react';
import { BOARD_WINDOW_OPTIONS, BoardFilters, type WindowOption } from '@/components/board-filters';
import { type DataColumn, DataTable } from '@/components/data-table';
import { DemoMark } from '@/components/demo-mark';
import { formatNumber } from '@/lib/format';
import { useGroupStandings } from '../api/groups';

const GROUP_WINDOW_OPTIONS: WindowOption<GroupWindow>[] = [
  { value: 'joined', label: 'Since joining' },
  ...BOARD_WINDOW_OPTIONS,
];

function columns(currentUserId: number | null): DataColumn<LeaderboardRow>[] {
  return [
    { key: 'rank', header: 'Rank', align: 'right', render: (row) => row.position },
    {
      key: 'username',
      header: 'Member',
      primary: true,
      render: (row) =>
        row.user_id === currentUserId ? (
          <strong>{row.username} (you)</strong>
        ) : (
          <>
            {row.username}
            <DemoMark isDemo={row.is_demo} />
          </>
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
  ];
}

/** Members' standings: score gained since joining (the default), or a board window and sport. */
export function GroupStandings({
  groupId,
  currentUserId,
}: {
  groupId: number;
  currentUserId: number | null;
}) {
  const [window, setWindow] = useState<GroupWindow>('joined');
  const [sport, setSport] = useState<BoardSport>('all');
  const standings = useGroupStandings(groupId, window, sport);
  return (
    <Stack spacing={2}>
      <BoardFilters
        idPrefix="group-standings"
        window={window}
        windows={GROUP_WINDOW_OPTIONS}
        sport={sport}
        onWindowChange={setWindow}
        onSportChange={setSport}
      />
      {standings.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading standings" />
      ) : standings.isError ? (
        <Typography color="error">Could not load the standings.</Typography>
      ) : (
        <DataTable
          label="Group standings"
          columns={columns(currentUserId)}
          rows={standings.data}
          rowKey={(row) => String(row.user_id)}
          renderCard={(row) => (
            <Typography>
              <strong>#{row.position}</strong> {row.username}
              {row.user_id === currentUserId ? ' (you)' : <DemoMark isDemo={row.is_demo} />} · Score{' '}
              {formatNumber(row.ranking_score)} ({formatNumber(row.xp_points)} XP,{' '}
              {formatNumber(row.ip_points)} IP)
            </Typography>
          )}
        />
      )}
    </Stack>
  );
}
