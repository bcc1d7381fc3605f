import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventCrowdQueryKey, lineHistoryQueryKey } from '@/lib/query-keys';

/** The event's crowd (docs/screens.md#crowd); the live stream refreshes it as picks arrive. */
export function useEventCrowd(eventId: string) {
  return useQuery({
    queryKey: eventCrowdQueryKey(eventId),
    queryFn: ({ signal }) => callApi('eventCrowd', { params: { eventId }, signal }),
  });
}

/** The book's and the crowd's line over time (docs/screens.md#line-movement). */
export function useLineHistory(eventId: string) {
  return useQuery({
    queryKey: lineHistoryQueryKey(eventId),
    queryFn: ({ signal }) => callApi('lineHistory', { params: { eventId }, signal }),
  });
}
