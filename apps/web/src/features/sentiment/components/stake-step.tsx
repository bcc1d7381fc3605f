import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Dispatch, ReactNode } from 'react';
import type { Draft } from '../model/choices';
import { draftError, type SentimentAction } from '../model/sentiment-machine';
import { StakeSlider } from './stake-slider';

/** Cancel (and Back, from the IP stake to the custom value) beside Submit. */
export function SubmitActions({
  dispatch,
  disabled = false,
  canGoBack = false,
}: {
  dispatch: Dispatch<SentimentAction>;
  disabled?: boolean;
  canGoBack?: boolean;
}) {
  return (
    <DialogActions>
      {canGoBack && <Button onClick={() => dispatch({ type: 'back' })}>Back</Button>}
      <Button onClick={() => dispatch({ type: 'cancel' })}>Cancel</Button>
      <Button variant="contained" disabled={disabled} onClick={() => dispatch({ type: 'confirm' })}>
        Submit
      </Button>
    </DialogActions>
  );
}

/** The confidence and the influence stake steps: the claim, a stake slider, the reward. */
export function StakeStep({
  titleId,
  title,
  claim,
  sliderLabel,
  unit,
  reward,
  draft,
  dispatch,
  canGoBack = false,
}: {
  titleId: string;
  title: string;
  claim: string;
  sliderLabel: string;
  unit: { one: string; many: string };
  reward: ReactNode;
  draft: Draft;
  dispatch: Dispatch<SentimentAction>;
  canGoBack?: boolean;
}) {
  const error = draftError(draft);
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{claim}</DialogContentText>
          <StakeSlider
            label={sliderLabel}
            unit={unit}
            stake={draft.stake}
            balance={draft.balance}
            maxStake={draft.maxStake}
            error={error}
            onChange={(stake) => dispatch({ type: 'setStake', stake })}
          />
          {!error && reward}
        </Stack>
      </DialogContent>
      <SubmitActions dispatch={dispatch} disabled={error !== null} canGoBack={canGoBack} />
    </>
  );
}
