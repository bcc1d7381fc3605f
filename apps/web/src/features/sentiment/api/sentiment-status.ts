import type { Market, SentimentCheckResponse } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sentimentStatusQueryKey } from '@/lib/query-keys';

export function sentimentStatusKey(market: Market, userId: number | null, eventId: string) {
  return [...sentimentStatusQueryKey, market, userId, eventId] as const;
}

/** GET /sentiment/{type}/{userId}/{eventId}: whether this user already chose on this market. */
export function fetchSentimentStatus(
  market: Market,
  userId: number,
  eventId: string,
  signal?: AbortSignal,
): Promise<SentimentCheckResponse> {
  return apiFetch<SentimentCheckResponse>(
    `/sentiment/${market}/${userId}/${encodeURIComponent(eventId)}`,
    { signal },
  );
}

export function useSentimentStatus(market: Market, userId: number | null, eventId: string) {
  return useQuery({
    queryKey: sentimentStatusKey(market, userId, eventId),
    queryFn: ({ signal }) => fetchSentimentStatus(market, userId ?? 0, eventId, signal),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
