import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SPORT_TITLES, type SportKey } from '@takeline/contract';
import { useDeferredValue } from 'react';
import { useSchedule } from '../api/get-schedule';
import { type RenderSentiment, ScheduleTable } from './schedule-table';

interface ScheduleTabProps {
  sportKey: SportKey;
  renderSentiment?: RenderSentiment;
}

export function ScheduleTab({ sportKey, renderSentiment }: ScheduleTabProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const schedule = useSchedule(sportKey);
  // The table renders as a transition (in slices), so a slow phone stays responsive.
  const deferred = useDeferredValue(schedule.data);

  if (deferred === undefined) {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading schedule">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  const games = deferred;
  if (games.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No upcoming {SPORT_TITLES[sportKey]} games right now. Check back soon.
      </Typography>
    );
  }
  return (
    <ScheduleTable
      sportKey={sportKey}
      games={games}
      layout={wide ? 'table' : 'cards'}
      renderSentiment={renderSentiment}
    />
  );
}
