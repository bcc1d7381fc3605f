import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useStreamUp } from '@/lib/live-stream-status';
import { liveScoresQueryKey } from '@/lib/query-keys';

/** Live scores of a sport. Failures are logged only (docs/screens.md#loading-and-failures). */
export function useLiveScores(sportKey: string) {
  const streamUp = useStreamUp();
  return useQuery({
    queryKey: liveScoresQueryKey(sportKey),
    queryFn: ({ signal }) => callApi('liveScores', { params: { sportKey }, signal }),
    staleTime: 0,
    // The live stream updates scores in place; polling every half minute is the fallback
    // while it is down (docs/screens.md#live-push).
    refetchInterval: streamUp ? false : 30_000,
  });
}

/**
 * Past scores of every sport; the tab filters by sport and window (docs/screens.md#past-scores,
 * decision 0016).
 */
export function usePastScores() {
  return useQuery({
    queryKey: ['past-scores'],
    queryFn: ({ signal }) => callApi('pastScores', { signal }),
  });
}
