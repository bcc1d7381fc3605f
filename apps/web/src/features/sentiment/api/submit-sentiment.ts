import { EVENT_STARTED_MESSAGE } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client';
import { scheduleQueryKey } from '@/lib/query-keys';
import { refreshAfterSentiment } from '@/lib/refresh-queries';
import { type LiveScheduledGame, markStartedInSchedule } from '@/lib/started-games';
import type { SubmitRequest } from '../model/submission';

/** Submits on the request's market. */
export function submitSentiment(request: SubmitRequest) {
  return request.market === 'moneyline'
    ? callApi('submitMoneyline', { body: request.body })
    : callApi('submitLine', { params: { market: request.market }, body: request.body });
}

/**
 * After any answer, the balances, statistics and this market's status are
 * re-fetched (docs/architecture.md#server-state: placing sentiment reloads the profile; the widget
 * shows the stored, locked state). A refused one may mean the line moved, so
 * it also refreshes the schedule.
 */
export function useSubmitSentiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSentiment,
    onSettled: async (_data, error, request) => {
      const refreshes = [
        refreshAfterSentiment(queryClient, {
          market: request.market,
          userId: request.body.user_id ?? null,
          eventId: request.body.event_id,
        }),
      ];
      if (error instanceof ApiError && error.message === EVENT_STARTED_MESSAGE) {
        // Reloading would drop the started game's row, and the dialog saying why with it:
        // the row stays, its buttons closed ("Started").
        queryClient.setQueriesData<LiveScheduledGame[]>({ queryKey: scheduleQueryKey }, (rows) =>
          markStartedInSchedule(rows, request.body.event_id),
        );
      } else if (error) {
        refreshes.push(queryClient.invalidateQueries({ queryKey: scheduleQueryKey }));
      }
      await Promise.all(refreshes);
    },
  });
}
