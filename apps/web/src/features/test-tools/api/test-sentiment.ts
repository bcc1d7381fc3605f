import type {
  LineSentimentBody,
  MoneylineSentimentBody,
  SentimentSubmitResponse,
} from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterSentiment } from '@/lib/refresh-queries';

export type TestSentimentRequest =
  | { market: 'moneyline'; body: MoneylineSentimentBody }
  | { market: 'spread' | 'totals'; body: LineSentimentBody };

/**
 * POST /api/sentiment/{market} with the test form's payload (spec section 7),
 * as the signed-in user: the same route, rules and stakes as the Home widget.
 */
export function useSubmitTestSentiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TestSentimentRequest) =>
      apiFetch<SentimentSubmitResponse>(`/sentiment/${request.market}`, {
        method: 'POST',
        body: request.body,
      }),
    // The stake left the balance, and the statistics gained a pending selection.
    onSuccess: (_answer, request) =>
      refreshAfterSentiment(queryClient, {
        market: request.market,
        userId: request.body.user_id ?? null,
        eventId: request.body.event_id,
      }),
  });
}
