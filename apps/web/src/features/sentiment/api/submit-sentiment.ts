import type { SentimentSubmitResponse } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile-query';
import { scheduleQueryKey } from '@/lib/query-keys';
import type { SubmitRequest } from '../model/submission';
import { sentimentStatusKey } from './sentiment-status';

/** POST /sentiment/{type}. */
export function submitSentiment(request: SubmitRequest): Promise<SentimentSubmitResponse> {
  return apiFetch<SentimentSubmitResponse>(`/sentiment/${request.market}`, {
    method: 'POST',
    body: request.body,
  });
}

/**
 * After any answer, the balances and this market's status are re-fetched
 * (spec section 4: placing sentiment reloads the profile; the widget shows the
 * stored, locked state). A moved line also refreshes the schedule.
 */
export function useSubmitSentiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSentiment,
    onSettled: async (_data, error, request) => {
      const refreshes = [
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({
          queryKey: sentimentStatusKey(
            request.market,
            request.body.user_id ?? null,
            request.body.event_id,
          ),
        }),
      ];
      if (error) refreshes.push(queryClient.invalidateQueries({ queryKey: scheduleQueryKey }));
      await Promise.all(refreshes);
    },
  });
}
