import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type StatsSummary, SUPPORTED_SPORT_KEYS } from '@takeline/contract';
import { useMemo, useState } from 'react';
import { useSportStats } from '../api/stats-by-sport';
import { useUserStats } from '../api/user-stats';
import { emptyStats } from '../model/empty-stats';
import { ALL, sportLabel, sportOptions } from '../model/recent-selections';
import { FilterSelect } from './filter-select';
import { PerformanceSummary } from './performance-summary';
import { RecentSelections } from './recent-selections';
import { SportStatsGrid } from './sport-stats-grid';

function SportBreakdown({
  userId,
  sportKey,
  overall,
}: {
  userId: number;
  sportKey: string;
  overall: StatsSummary;
}) {
  const sport = useSportStats(userId, sportKey === ALL ? null : sportKey);
  if (sportKey === ALL) return <SportStatsGrid stats={overall} label="Statistics, all sports" />;
  if (sport.isPending) return <Typography color="text.secondary">Loading stats...</Typography>;
  if (sport.isError) {
    return <Alert severity="warning">Statistics for {sportLabel(sportKey)} are unavailable.</Alert>;
  }
  return (
    <Stack spacing={1}>
      {(!sport.data || sport.data.total_selections === 0) && (
        <Typography color="text.secondary">No {sportLabel(sportKey)} selections yet.</Typography>
      )}
      <SportStatsGrid
        stats={sport.data ?? emptyStats()}
        label={`Statistics, ${sportLabel(sportKey)}`}
      />
    </Stack>
  );
}

/** docs/screens.md#user-statistics: summary, per-sport grid and the selection history. */
export function UserStatistics({ userId }: { userId: number }) {
  const stats = useUserStats(userId);
  const [sportKey, setSportKey] = useState<string>(ALL);
  const history = stats.data?.history;
  const sports = useMemo(() => {
    const fromHistory = history ? sportOptions(history) : [];
    return [...new Set([...SUPPORTED_SPORT_KEYS, ...fromHistory])];
  }, [history]);

  return (
    <Box component="section" aria-labelledby="user-statistics-heading">
      <Typography id="user-statistics-heading" variant="h2" sx={{ mb: 2 }}>
        User Statistics
      </Typography>
      {stats.isPending ? (
        <Typography color="text.secondary" role="status">
          Loading stats...
        </Typography>
      ) : stats.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => stats.refetch()}>
              Retry
            </Button>
          }
        >
          Your statistics could not be loaded.
        </Alert>
      ) : (
        <Stack spacing={3}>
          <PerformanceSummary stats={stats.data.stats} />
          <Stack spacing={1.5}>
            <Box sx={{ maxWidth: 260 }}>
              <FilterSelect
                id="stats-sport-filter"
                label="Filter by Sport"
                value={sportKey}
                options={[
                  { value: ALL, label: 'All Sports' },
                  ...sports.map((key) => ({ value: key, label: sportLabel(key) })),
                ]}
                onChange={setSportKey}
              />
            </Box>
            <SportBreakdown userId={userId} sportKey={sportKey} overall={stats.data.stats} />
          </Stack>
          <RecentSelections rows={stats.data.history} now={stats.dataUpdatedAt} />
        </Stack>
      )}
    </Box>
  );
}
