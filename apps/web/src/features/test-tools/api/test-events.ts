import type { TestEventCreateBody, TestEventScoreBody } from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshEverything } from '@/lib/refresh-queries';
import { testToolsKeys } from './query-keys';

export function fetchTestEvents(signal?: AbortSignal) {
  return callApi('testEvents', { signal });
}

export function fetchTestEvent(id: string, signal?: AbortSignal) {
  return callApi('testEvent', { params: { id }, signal });
}

export function useTestEvents() {
  return useQuery({
    queryKey: testToolsKeys.events,
    queryFn: ({ signal }) => fetchTestEvents(signal),
  });
}

export function useTestEvent(id: string) {
  return useQuery({
    queryKey: testToolsKeys.event(id),
    queryFn: ({ signal }) => fetchTestEvent(id, signal),
    // A 404 stays a 404; asking again only delays "Test event not found.".
    retry: false,
  });
}

/**
 * A step changes the schedule, and starting or completing settles sentiments:
 * balances, statistics, ranks and event stats of any user may move, so every
 * query is refreshed (as after an admin job).
 */
function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return () => refreshEverything(queryClient);
}

export function useCreateTestEvent() {
  const onSettled = useRefreshAfterStep();
  return useMutation({
    mutationFn: (body: TestEventCreateBody) => callApi('createTestEvent', { body }),
    onSettled,
  });
}

/** The enter-scores screen: enter the scores, then complete with them. */
export function useScoreEntry(id: string) {
  const onSettled = useRefreshAfterStep();
  const submitScores = useMutation({
    mutationFn: (body: TestEventScoreBody) => callApi('scoreTestEvent', { params: { id }, body }),
    onSettled,
  });
  const complete = useMutation({
    mutationFn: () => callApi('completeTestEvent', { params: { id } }),
    onSettled,
  });
  return { submitScores, complete };
}

/** The detail screen's steps: start, play the next stretch, complete (playing out an unscored game). */
const STEP_ENDPOINTS = {
  start: 'startTestEvent',
  scores: 'playTestEvent',
  complete: 'playOutTestEvent',
} as const;
export type TestEventStep = keyof typeof STEP_ENDPOINTS;

export function useTestEventStep(id: string) {
  const onSettled = useRefreshAfterStep();
  return useMutation({
    mutationFn: (step: TestEventStep) => callApi(STEP_ENDPOINTS[step], { params: { id } }),
    onSettled,
  });
}
