import type { Market } from '@takeline/contract';
import { useEffect, useReducer, useRef } from 'react';
import { useAuth } from '@/lib/auth-store';
import { useProfile } from '@/lib/profile-query';
import { useSentimentStatus } from '../api/sentiment-status';
import { useSubmitSentiment } from '../api/submit-sentiment';
import type { Draft, WidgetGame } from '../model/choices';
import {
  initialSentimentState,
  recordFromDraft,
  sentimentReducer,
} from '../model/sentiment-machine';
import { buildSubmitRequest, classifySubmitError } from '../model/submission';
import { SentimentControls } from './sentiment-controls';

/**
 * One market of one game for the signed-in user: loads the stored status,
 * runs the flow, and sends the submission when the machine reaches
 * "submitting". The balances come from the shared profile query.
 */
export function SentimentWidget({ game, market }: { game: WidgetGame; market: Market }) {
  const { userId } = useAuth();
  const profile = useProfile();
  const status = useSentimentStatus(market, userId, game.id);
  const { mutate } = useSubmitSentiment();
  const [state, dispatch] = useReducer(sentimentReducer, initialSentimentState);

  useEffect(() => {
    if (status.data) dispatch({ type: 'statusLoaded', status: status.data });
  }, [status.data]);

  useEffect(() => {
    if (status.isError) {
      console.warn('sentiment status check failed', status.error);
      dispatch({ type: 'statusFailed' });
    }
  }, [status.isError, status.error]);

  // Each draft is sent once, however often the component renders.
  const sent = useRef<Draft | null>(null);
  useEffect(() => {
    if (state.step !== 'submitting' || userId === null || sent.current === state.draft) return;
    const draft = state.draft;
    sent.current = draft;
    mutate(buildSubmitRequest(draft, game.id, userId), {
      onSuccess: () => dispatch({ type: 'submitSucceeded', record: recordFromDraft(draft) }),
      onError: (error) => dispatch({ type: 'submitFailed', failure: classifySubmitError(error) }),
    });
  }, [state, userId, game.id, mutate]);

  const balances = profile.data
    ? { confidence: profile.data.confidence_points, influence: profile.data.ip_points }
    : null;
  return (
    <SentimentControls
      game={game}
      market={market}
      state={state}
      dispatch={dispatch}
      balances={balances}
      ipBonus={profile.data?.ip_bonus ?? 1}
    />
  );
}
