import {
  MAX_STATUS_EVENTS,
  type Market,
  type MySentiment,
  NOT_SUBMITTED,
  type SentimentCheckResponse,
} from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sentimentStatusKey } from '@/lib/query-keys';

interface StatusRequest {
  market: Market;
  eventId: string;
  resolve: (status: SentimentCheckResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * Every widget asks for its own market's status (docs/architecture.md#the-endpoint-table), but a
 * schedule shows dozens at once. Requests made in the same tick are answered
 * by one `mySentiments` call for all their events, instead of one call each.
 */
export function createStatusBatcher(
  fetchMine: (eventIds: string[]) => Promise<MySentiment[]>,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 0),
) {
  let queue: StatusRequest[] = [];

  async function flush(batch: StatusRequest[]) {
    const eventIds = [...new Set(batch.map((request) => request.eventId))];
    try {
      const chunks: Promise<MySentiment[]>[] = [];
      for (let i = 0; i < eventIds.length; i += MAX_STATUS_EVENTS) {
        chunks.push(fetchMine(eventIds.slice(i, i + MAX_STATUS_EVENTS)));
      }
      const found = new Map<string, SentimentCheckResponse>();
      for (const { event_id, market, ...status } of (await Promise.all(chunks)).flat()) {
        found.set(`${market}|${event_id}`, status);
      }
      for (const request of batch) {
        request.resolve(found.get(`${request.market}|${request.eventId}`) ?? NOT_SUBMITTED);
      }
    } catch (error) {
      for (const request of batch) request.reject(error);
    }
  }

  return (market: Market, eventId: string): Promise<SentimentCheckResponse> =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) {
        schedule(() => {
          const batch = queue;
          queue = [];
          void flush(batch);
        });
      }
      queue.push({ market, eventId, resolve, reject });
    });
}

const loadStatus = createStatusBatcher((eventIds) =>
  callApi('mySentiments', { query: { event_ids: eventIds.join(',') } }),
);

/** Whether the signed-in user already chose on this market of this event. */
export function useSentimentStatus(market: Market, userId: number | null, eventId: string) {
  return useQuery({
    queryKey: sentimentStatusKey(market, userId, eventId),
    queryFn: () => loadStatus(market, eventId),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
