import type { Participant } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { eventParticipantsQueryKey } from '@/lib/query-keys';

/** GET /api/event/{eventId}/participants */
export function fetchEventParticipants(
  eventId: string,
  signal?: AbortSignal,
): Promise<Participant[]> {
  return apiFetch<Participant[]>(`/event/${encodeURIComponent(eventId)}/participants`, {
    signal,
  });
}

export function useEventParticipants(eventId: string) {
  return useQuery({
    queryKey: eventParticipantsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventParticipants(eventId, signal),
  });
}
