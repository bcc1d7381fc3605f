import type { LineMarket, LineSentimentBody, MoneylineSentimentBody } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshAfterSentiment } from '@/lib/refresh-queries';

export type TestSentimentRequest =
  | { market: 'moneyline'; body: MoneylineSentimentBody }
  | { market: LineMarket; body: LineSentimentBody };

/**
 * Submits the test form's payload on its market (docs/game-rules.md#payload-variants),
 * as the signed-in user: the same route, rules and stakes as the Home widget.
 */
export function useSubmitTestSentiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TestSentimentRequest) =>
      request.market === 'moneyline'
        ? callApi('submitMoneyline', { body: request.body })
        : callApi('submitLine', { params: { market: request.market }, body: request.body }),
    // The stake left the balance, and the statistics gained a pending selection.
    onSuccess: (_answer, request) =>
      refreshAfterSentiment(queryClient, {
        market: request.market,
        userId: request.body.user_id ?? null,
        eventId: request.body.event_id,
      }),
  });
}
