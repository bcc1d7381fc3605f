import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { BoardSport, BoardWindow } from '@takeline/contract';
import { useState } from 'react';
import { BOARD_WINDOW_OPTIONS, BoardFilters } from '@/components/board-filters';
import { useAuth } from '@/lib/auth-store';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

export function LeaderboardTab() {
  const { userId } = useAuth();
  const [window, setWindow] = useState<BoardWindow>('all');
  const [sport, setSport] = useState<BoardSport>('all');
  const leaderboard = useLeaderboard(window, sport);
  const filters = (
    <BoardFilters
      idPrefix="leaderboard"
      window={window}
      windows={BOARD_WINDOW_OPTIONS}
      sport={sport}
      onWindowChange={setWindow}
      onSportChange={setSport}
    />
  );
  if (leaderboard.isPending) {
    return (
      <Stack spacing={2}>
        {filters}
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading leaderboard">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={36} />
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {filters}
      <LeaderboardTable rows={leaderboard.data ?? []} currentUserId={userId} />
      {leaderboard.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'center' }}
          disabled={leaderboard.isFetchingNextPage}
          onClick={() => void leaderboard.fetchNextPage()}
        >
          {leaderboard.isFetchingNextPage ? 'Loading more players...' : 'Show more players'}
        </Button>
      )}
    </Stack>
  );
}
