import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAuth } from '@/lib/auth-store';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

export function LeaderboardTab() {
  const { userId } = useAuth();
  const leaderboard = useLeaderboard();
  if (leaderboard.isPending) {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading leaderboard">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
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
