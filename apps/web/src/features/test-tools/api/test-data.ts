import type { TestDataCreateBody, TestDataSport } from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshEverything } from '@/lib/refresh-queries';
import { testToolsKeys } from './query-keys';

export function fetchTestGames(sport: TestDataSport, signal?: AbortSignal) {
  return callApi('testGames', { query: { sport }, signal });
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
    mutationFn: (body: TestDataCreateBody) => callApi('createTestGames', { body }),
    onSettled,
  });
  const updateLiveScores = useMutation({
    mutationFn: () => callApi('updateTestScores', { body: { sport } }),
    onSettled,
  });
  const completeGames = useMutation({
    mutationFn: () => callApi('completeTestGames', { body: { sport } }),
    onSettled,
  });
  return { create, updateLiveScores, completeGames };
}
