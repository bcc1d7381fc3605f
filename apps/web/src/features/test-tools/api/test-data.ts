import type {
  TestDataCompleteResponse,
  TestDataCreateBody,
  TestDataCreateResponse,
  TestDataSport,
  TestDataUpdateResponse,
  TestGame,
} from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshEverything } from '@/lib/refresh-queries';
import { testToolsKeys } from './query-keys';

/** GET /api/test-data/list?sport= */
export function fetchTestGames(sport: TestDataSport, signal?: AbortSignal): Promise<TestGame[]> {
  return apiFetch<TestGame[]>(`/test-data/list?sport=${encodeURIComponent(sport)}`, { signal });
}

export function useTestGames(sport: TestDataSport) {
  return useQuery({
    queryKey: testToolsKeys.games(sport),
    queryFn: ({ signal }) => fetchTestGames(sport, signal),
  });
}

/**
 * The three bulk steps. Each changes the schedule and scores, and completing
 * settles sentiments, so every query is refreshed, not only this table.
 */
export function useTestDataActions(sport: TestDataSport) {
  const queryClient = useQueryClient();
  const onSettled = () => refreshEverything(queryClient);
  const create = useMutation({
    mutationFn: (body: TestDataCreateBody) =>
      apiFetch<TestDataCreateResponse>('/test-data/create-upcoming', { method: 'POST', body }),
    onSettled,
  });
  const updateLiveScores = useMutation({
    mutationFn: () =>
      apiFetch<TestDataUpdateResponse>('/test-data/update-live-scores', {
        method: 'POST',
        body: { sport },
      }),
    onSettled,
  });
  const completeGames = useMutation({
    mutationFn: () =>
      apiFetch<TestDataCompleteResponse>('/test-data/complete-games', {
        method: 'POST',
        body: { sport },
      }),
    onSettled,
  });
  return { create, updateLiveScores, completeGames };
}
