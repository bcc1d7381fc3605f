import type { Participant } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

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
    queryKey: ['event-participants', eventId] as const,
    queryFn: ({ signal }) => fetchEventParticipants(eventId, signal),
  });
}
