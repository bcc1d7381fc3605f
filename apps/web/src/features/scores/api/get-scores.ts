import type { LiveScore, PastScore } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /live-scores/{sportKey}. Failures are logged only (spec section 8). */
export function useLiveScores(sportKey: string) {
  return useQuery({
    queryKey: ['live-scores', sportKey],
    queryFn: ({ signal }) =>
      apiFetch<LiveScore[]>(`/live-scores/${encodeURIComponent(sportKey)}`, { signal }),
    staleTime: 0,
    // Scores move while games are on: refresh every half minute while the tab is open.
    refetchInterval: 30_000,
  });
}

/** GET /past-scores: every sport; the tab filters by sport and window (spec section 7). */
export function usePastScores() {
  return useQuery({
    queryKey: ['past-scores'],
    queryFn: ({ signal }) => apiFetch<PastScore[]>('/past-scores', { signal }),
  });
}
