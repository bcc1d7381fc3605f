import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Live scores of a sport. Failures are logged only (docs/screens.md#loading-and-failures). */
export function useLiveScores(sportKey: string) {
  return useQuery({
    queryKey: ['live-scores', sportKey],
    queryFn: ({ signal }) => callApi('liveScores', { params: { sportKey }, signal }),
    staleTime: 0,
    // Scores move while games are on: refresh every half minute while the tab is open.
    refetchInterval: 30_000,
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
