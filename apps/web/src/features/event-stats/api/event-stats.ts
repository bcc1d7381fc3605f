import type { EventStats } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { eventStatsQueryKey } from '@/lib/query-keys';

/** GET /api/event/{eventId}/stats */
export function fetchEventStats(eventId: string, signal?: AbortSignal): Promise<EventStats> {
  return apiFetch<EventStats>(`/event/${encodeURIComponent(eventId)}/stats`, { signal });
}

export function useEventStats(eventId: string) {
  return useQuery({
    queryKey: eventStatsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventStats(eventId, signal),
  });
}
