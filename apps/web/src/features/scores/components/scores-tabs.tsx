import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useLiveScores, usePastScores } from '../api/get-scores';
import {
  DEFAULT_PAST_WINDOW,
  filterPastScores,
  type PastWindowKey,
} from '../model/past-scores-filter';
import { LiveScoresTable } from './live-scores-table';
import { PastScoresTable } from './past-scores-table';

function Loading({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

export function LiveScoresTab({ sportKey }: { sportKey: string }) {
  const live = useLiveScores(sportKey);
  if (live.isPending) return <Loading label="Loading live scores" />;
  return <LiveScoresTable rows={live.data ?? []} />;
}

export function PastScoresTab({ sportKey }: { sportKey: string }) {
  const past = usePastScores();
  const [windowKey, setWindowKey] = useState<PastWindowKey>(DEFAULT_PAST_WINDOW);
  const rows = useMemo(
    () => filterPastScores(past.data ?? [], sportKey, windowKey, Date.now()),
    [past.data, sportKey, windowKey],
  );
  if (past.isPending) return <Loading label="Loading past scores" />;
  return <PastScoresTable rows={rows} windowKey={windowKey} onWindowChange={setWindowKey} />;
}
