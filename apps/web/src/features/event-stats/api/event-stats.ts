import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventStatsQueryKey } from '@/lib/query-keys';

export function fetchEventStats(eventId: string, signal?: AbortSignal) {
  return callApi('eventStats', { params: { eventId }, signal });
}

export function useEventStats(eventId: string) {
  return useQuery({
    queryKey: eventStatsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventStats(eventId, signal),
  });
}
