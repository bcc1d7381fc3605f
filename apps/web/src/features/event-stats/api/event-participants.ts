import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventParticipantsQueryKey } from '@/lib/query-keys';

export function fetchEventParticipants(eventId: string, signal?: AbortSignal) {
  return callApi('eventParticipants', { params: { eventId }, signal });
}

export function useEventParticipants(eventId: string) {
  return useQuery({
    queryKey: eventParticipantsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventParticipants(eventId, signal),
  });
}
