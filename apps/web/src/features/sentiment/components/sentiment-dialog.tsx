import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Market, NOT_ENOUGH_INFLUENCE_MESSAGE } from '@takeline/contract';
import { type Dispatch, useId } from 'react';
import { formatNumber, formatSigned } from '@/lib/format';
import type { WidgetGame } from '../model/choices';
import {
  canStakeInfluence,
  isDialogStep,
  type SentimentAction,
  type SentimentState,
} from '../model/sentiment-machine';
import { claimLabel, movedLineLabel, predictedReward, valueLabel } from '../model/submission';
import { StakeStep, SubmitActions } from './stake-step';

interface SentimentDialogProps {
  game: WidgetGame;
  market: Market;
  state: SentimentState;
  ipBonus: number;
  dispatch: Dispatch<SentimentAction>;
}

/** The dialogs of the flow: stake, custom-value question, custom value, IP stake, confirm. */
export function SentimentDialog({ game, market, state, ipBonus, dispatch }: SentimentDialogProps) {
  const titleId = useId();
  const open = isDialogStep(state.step);
  const cancel = () => dispatch({ type: 'cancel' });
  return (
    <Dialog
      open={open}
      onClose={state.step === 'submitting' ? undefined : cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogBody
        titleId={titleId}
        game={game}
        market={market}
        state={state}
        ipBonus={ipBonus}
        dispatch={dispatch}
      />
    </Dialog>
  );
}

function DialogBody({
  titleId,
  game,
  market,
  state,
  ipBonus,
  dispatch,
}: SentimentDialogProps & { titleId: string }) {
  const cancel = () => dispatch({ type: 'cancel' });
  const customLabelId = useId();
  if (state.step === 'checking' || state.step === 'choosing' || state.step === 'submitted') {
    return null;
  }
  const { draft } = state;
  const claim = claimLabel(game, market, draft.selectionType, draft.selectionValue, null);
  const summary = `${draft.choice}: ${claim}`;

  if (state.step === 'failed') {
    const { notice } = state;
    const newLine = notice.kind === 'lineMoved' ? movedLineLabel(game, market, null, notice) : null;
    return (
      <>
        <DialogTitle id={titleId}>Not submitted</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <DialogContentText>{summary}</DialogContentText>
            <Alert
              severity={notice.kind === 'lineMoved' ? 'warning' : 'error'}
              icon={notice.kind === 'lineMoved' ? undefined : false}
            >
              {notice.kind === 'lineMoved' ? notice.message : `❌ ${notice.message}`}
              {newLine && (
                <>
                  {' '}
                  <strong>Line {newLine}.</strong>
                </>
              )}
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={cancel}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }

  if (state.step === 'submitting') {
    return (
      <>
        <DialogTitle id={titleId}>Submitting...</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-label="Submitting" />
            <DialogContentText>{summary}</DialogContentText>
          </Stack>
        </DialogContent>
      </>
    );
  }

  if (state.step === 'stake') {
    const { xp } = predictedReward(draft, ipBonus);
    return (
      <StakeStep
        titleId={titleId}
        title="Stake confidence points"
        claim={
          draft.defaultValue === null
            ? summary
            : `${summary} at ${formatSigned(draft.defaultValue)}`
        }
        sliderLabel="Confidence stake"
        unit={{ one: 'confidence point', many: 'confidence points' }}
        reward={
          <Typography variant="body2">
            A win returns your stake and earns <strong>{xp} XP</strong>. A loss costs the stake.
          </Typography>
        }
        draft={draft}
        dispatch={dispatch}
      />
    );
  }

  if (state.step === 'askCustom') {
    const line =
      draft.defaultValue === null
        ? ''
        : valueLabel(game, market, draft.selectionType, draft.defaultValue);
    const noInfluence = !canStakeInfluence(draft);
    return (
      <>
        <DialogTitle id={titleId}>Would you like to enter a custom value?</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <DialogContentText>
              {summary}. The line is {line}. A custom value makes your claim harder and stakes
              influence points: the further you move it, the bigger the reward.
            </DialogContentText>
            {noInfluence && (
              // Said before the value is chosen, not after (docs/screens.md#widget-messages).
              <Alert severity="info">
                {NOT_ENOUGH_INFLUENCE_MESSAGE} You have {formatNumber(draft.balance)} IP, so you can
                submit at the line but not a custom value.
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button onClick={() => dispatch({ type: 'answerCustom', yes: false })}>No</Button>
          <Button
            variant="contained"
            disabled={noInfluence}
            onClick={() => dispatch({ type: 'answerCustom', yes: true })}
          >
            Yes
          </Button>
        </DialogActions>
      </>
    );
  }

  if (state.step === 'customValue' && draft.range && draft.customValue !== null) {
    const label = (value: number) => valueLabel(game, market, draft.selectionType, value);
    return (
      <>
        <DialogTitle id={titleId}>Choose your custom value</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Typography id={customLabelId} variant="subtitle2">
              Custom value: {label(draft.customValue)}
            </Typography>
            <Slider
              aria-labelledby={customLabelId}
              value={draft.customValue}
              min={draft.range.min}
              max={draft.range.max}
              step={draft.range.step}
              disabled={draft.range.min === draft.range.max}
              // The value is written above; a floating label would be cut off at the dialog's edge.
              valueLabelDisplay="off"
              getAriaValueText={label}
              onChange={(_event, value) =>
                dispatch({
                  type: 'setCustomValue',
                  value: Array.isArray(value) ? (value[0] ?? 0) : value,
                })
              }
              sx={{ mx: 1, width: 'auto' }}
            />
            <Typography variant="body2" color="text.secondary">
              From {label(draft.range.min)} to {label(draft.range.max)}, in steps of{' '}
              {draft.range.step}.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button variant="contained" onClick={() => dispatch({ type: 'continue' })}>
            Next
          </Button>
        </DialogActions>
      </>
    );
  }

  if (state.step === 'ipStake' && draft.customValue !== null && draft.defaultValue !== null) {
    const { ip, xp } = predictedReward(draft, ipBonus);
    return (
      <StakeStep
        titleId={titleId}
        title="Stake influence points"
        claim={`${draft.choice}: ${valueLabel(game, market, draft.selectionType, draft.customValue)}`}
        sliderLabel="Influence stake"
        unit={{ one: 'IP', many: 'IP' }}
        reward={
          <Typography variant="body2" data-testid="predicted-reward">
            Predicted reward if it wins: <strong>{formatSigned(ip)} IP</strong> and {xp} XP, and
            your stake back.
          </Typography>
        }
        draft={draft}
        dispatch={dispatch}
        canGoBack
      />
    );
  }

  if (state.step === 'confirmTake') {
    return (
      <>
        <DialogTitle id={titleId}>Confirm your take</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {summary}. Nothing is staked; a win earns {predictedReward(draft, ipBonus).xp} XP.
          </DialogContentText>
        </DialogContent>
        <SubmitActions dispatch={dispatch} />
      </>
    );
  }
  return null;
}
