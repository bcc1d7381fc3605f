import type {
  TestEvent,
  TestEventActionResponse,
  TestEventCompleteResponse,
  TestEventCreateBody,
  TestEventCreateResponse,
  TestEventScoreBody,
} from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshEverything } from '@/lib/refresh-queries';
import { testToolsKeys } from './query-keys';

const eventPath = (id: string) => encodeURIComponent(id);

/** GET /api/test-events/ */
export function fetchTestEvents(signal?: AbortSignal): Promise<TestEvent[]> {
  return apiFetch<TestEvent[]>('/test-events/', { signal });
}

/** GET /api/test-events/{id} */
export function fetchTestEvent(id: string, signal?: AbortSignal): Promise<TestEvent> {
  return apiFetch<TestEvent>(`/test-events/${eventPath(id)}`, { signal });
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
    mutationFn: (body: TestEventCreateBody) =>
      apiFetch<TestEventCreateResponse>('/test-events/', { method: 'POST', body }),
    onSettled,
  });
}

/** The enter-scores screen: POST /test-events/score/{id} and /test-events/complete/{id}. */
export function useScoreEntry(id: string) {
  const onSettled = useRefreshAfterStep();
  const submitScores = useMutation({
    mutationFn: (body: TestEventScoreBody) =>
      apiFetch<TestEventActionResponse>(`/test-events/score/${eventPath(id)}`, {
        method: 'POST',
        body,
      }),
    onSettled,
  });
  const complete = useMutation({
    mutationFn: () =>
      apiFetch<TestEventCompleteResponse>(`/test-events/complete/${eventPath(id)}`, {
        method: 'POST',
      }),
    onSettled,
  });
  return { submitScores, complete };
}

export type TestEventStep = 'start' | 'scores' | 'complete';

/** The detail screen: POST /test-events/test-event/{start,scores,complete}/{id}. */
export function useTestEventStep(id: string) {
  const onSettled = useRefreshAfterStep();
  return useMutation({
    mutationFn: (step: TestEventStep) =>
      apiFetch<TestEventActionResponse | TestEventCompleteResponse>(
        `/test-events/test-event/${step}/${eventPath(id)}`,
        { method: 'POST' },
      ),
    onSettled,
  });
}
