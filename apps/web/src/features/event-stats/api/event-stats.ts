import type { EventStats } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/event/{eventId}/stats */
export function fetchEventStats(eventId: string, signal?: AbortSignal): Promise<EventStats> {
  return apiFetch<EventStats>(`/event/${encodeURIComponent(eventId)}/stats`, { signal });
}

export function useEventStats(eventId: string) {
  return useQuery({
    queryKey: ['event-stats', eventId] as const,
    queryFn: ({ signal }) => fetchEventStats(eventId, signal),
  });
}
