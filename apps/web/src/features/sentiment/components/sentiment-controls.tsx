import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Market } from '@takeline/contract';
import { type Dispatch, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Pill } from '@/components/pill';
import { type Balances, choicesFor, type WidgetGame } from '../model/choices';
import {
  isDialogStep,
  type SentimentAction,
  type SentimentState,
  type SubmittedRecord,
} from '../model/sentiment-machine';
import { describeSubmission, movedLineLabel } from '../model/submission';

// The dialogs (Dialog, Slider) load on the first hover, focus or choice, not with the page.
const loadDialog = () => import('./sentiment-dialog');
const SentimentDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SentimentDialog })),
);

export const MARKET_LABELS: Record<Market, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  totals: 'Totals',
};

export interface SentimentControlsProps {
  game: WidgetGame;
  market: Market;
  state: SentimentState;
  dispatch: Dispatch<SentimentAction>;
  /** null while the profile loads: the buttons wait for the balances. */
  balances: Balances | null;
  ipBonus: number;
}

/** The widget as plain props: the buttons, the notices, the locked line and the dialogs. */
export function SentimentControls(props: SentimentControlsProps) {
  const { game, market, state, dispatch, balances } = props;
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (isDialogStep(state.step) && !dialogMounted) setDialogMounted(true);
  const groupLabel = `${MARKET_LABELS[market]} sentiment, ${game.away_team} at ${game.home_team}`;
  const lockedLine = useFocusAfterSubmission(state.step);

  if (state.step === 'checking') {
    return (
      <Skeleton
        variant="rounded"
        width={140}
        height={32}
        role="status"
        aria-label="Checking sentiment"
      />
    );
  }

  if (state.step === 'submitted') {
    return (
      <Stack spacing={0.5} role="group" aria-label={groupLabel} data-testid="sentiment-locked">
        {state.alreadySubmitted && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Sentiment already submitted.
          </Typography>
        )}
        <Typography ref={lockedLine} variant="body2" role="status" tabIndex={-1}>
          {describeSubmission(game, market, state.record)}
        </Typography>
        <OutcomeChip outcome={state.record.outcome} />
      </Stack>
    );
  }

  const notice = state.step === 'choosing' ? state.notice : null;
  // A game that starts closes its buttons at once; an open dialog still says how it ended.
  const closed = game.started === true && state.step === 'choosing';
  return (
    <Stack
      spacing={1}
      role="group"
      aria-label={groupLabel}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      {closed ? (
        <StartedMark />
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {choicesFor(game, market).map((choice) => (
            <Button
              key={choice}
              size="small"
              variant={choice === 'Pass' || choice === 'Away' ? 'outlined' : 'contained'}
              color={choice === 'Draw' ? 'secondary' : 'primary'}
              disabled={balances === null || state.step !== 'choosing'}
              onClick={() => {
                if (balances) dispatch({ type: 'choose', choice, game, market, balances });
              }}
              sx={{ minWidth: 64 }}
            >
              {choice}
            </Button>
          ))}
        </Stack>
      )}
      {notice?.kind === 'error' && (
        <Alert severity="error" icon={false} sx={{ py: 0 }}>
          ❌ {notice.message}
        </Alert>
      )}
      {notice?.kind === 'lineMoved' && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {notice.message}{' '}
          {movedLineLabel(game, market, null, notice) && (
            <strong>Line {movedLineLabel(game, market, null, notice)}.</strong>
          )}
        </Alert>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <SentimentDialog {...props} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The Take/Pass button that opened the dialog is gone once the sentiment is
 * locked, so focus would fall back to the page. After a submission (not when a
 * stored one loads), focus moves to the "You submitted ..." line instead: the
 * keyboard stays where the user was, and a screen reader reads the result.
 */
function useFocusAfterSubmission(step: SentimentState['step']) {
  const lockedLine = useRef<HTMLElement>(null);
  const submitting = useRef(false);
  useEffect(() => {
    if (step === 'submitting') {
      submitting.current = true;
      return;
    }
    if (step === 'submitted' && submitting.current) lockedLine.current?.focus();
    submitting.current = false;
  }, [step]);
  return lockedLine;
}

/** docs/screens.md#live-push: picks closed because the game began. */
export function StartedMark() {
  return (
    <Typography variant="body2" role="status" data-testid="market-started">
      <Pill>Started</Pill> Picks are closed.
    </Typography>
  );
}

/** docs/screens.md#outcome-marks: Win green tick, Loss red cross, otherwise grey "Pending". */
export function OutcomeChip({ outcome }: { outcome: SubmittedRecord['outcome'] }) {
  if (outcome === 'Win') {
    return (
      <Pill tone="success" icon={<CheckCircleIcon />}>
        Win
      </Pill>
    );
  }
  if (outcome === 'Loss') {
    return (
      <Pill tone="error" icon={<CancelIcon />}>
        Loss
      </Pill>
    );
  }
  return <Pill>Pending</Pill>;
}
