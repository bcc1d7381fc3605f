import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLeaderboardHistory } from '../api/leaderboard-history';
import { trendPoints } from '../model/trend-points';

const RankingTrendChart = lazy(() => import('./ranking-trend-chart'));

interface RankingTrendPageProps {
  userId: string;
  /** Shown when known (public profiles); the trend itself is open to everyone. */
  username?: string;
}

/** /leaderboard/history/{userId}: how a player's ranking score, XP and IP moved. */
export function RankingTrendPage({ userId, username }: RankingTrendPageProps) {
  const history = useLeaderboardHistory(userId);
  const points = useMemo(() => trendPoints(history.data?.points ?? []), [history.data]);
  const latest = points[points.length - 1];

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeading
        title="Ranking Trend"
        subtitle={username && `@${username}`}
        homeLabel="Go Home"
      />

      {history.isPending ? (
        <Typography role="status">Loading ranking trend...</Typography>
      ) : history.isError ? (
        <Alert severity="error">
          {history.error instanceof ApiError && history.error.status < 500
            ? history.error.message
            : 'The ranking trend could not be loaded.'}
        </Alert>
      ) : points.length === 0 || !latest ? (
        <Typography color="text.secondary">No ranking history yet.</Typography>
      ) : (
        <>
          {/* History points are written at registration and settlement
              (docs/game-rules.md#ranking-trend-points), so the newest is "last recorded",
              not "now": a stake placed since is not in it. */}
          <Typography>
            Last recorded {formatDateTime(latest.time)}: ranking score{' '}
            <strong>{latest.ranking_score}</strong> · XP <strong>{latest.xp_points}</strong> · IP{' '}
            <strong>{latest.ip_points}</strong>
            {points.length > 1 && ` (${points.length} points recorded)`}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Suspense fallback={<Typography role="status">Loading chart...</Typography>}>
              <RankingTrendChart points={points} />
            </Suspense>
          </Paper>
        </>
      )}
    </Stack>
  );
}
