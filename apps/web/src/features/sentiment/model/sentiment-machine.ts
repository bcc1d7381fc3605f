import {
  type Market,
  MIN_STAKE,
  type Outcome,
  type SelectionType,
  type SentimentCheckResponse,
  stakeLimit,
} from '@takeline/contract';
import {
  type Balances,
  type Choice,
  type Draft,
  draftFor,
  firstStepFor,
  snapCustomValue,
  type WidgetGame,
} from './choices';
import { stakeError } from './stake';

/** What the server holds for this user, event and market once submitted. */
export interface SubmittedRecord {
  selectionType: SelectionType | null;
  selectionValue: string | null;
  customValue: number | null;
  confidenceStake: number | null;
  stakedIp: number | null;
  outcome: Outcome | null;
}

export type Notice =
  | { kind: 'error'; message: string }
  | {
      kind: 'lineMoved';
      message: string;
      currentDefaultValue: number | null;
      currentPrice: number | null;
    };

/** Why a submission did not go through (see classifySubmitError). */
export type SubmitFailure =
  | { kind: 'alreadySubmitted' }
  | {
      kind: 'lineMoved';
      message: string;
      currentDefaultValue: number | null;
      currentPrice: number | null;
    }
  | { kind: 'error'; message: string };

/**
 * The widget's flow (docs/screens.md#widget-flow, decision 0030) as a pure state machine:
 * checking -> choosing -> (stake | askCustom -> [customValue -> ipStake] | confirmTake)
 * -> submitting -> submitted (locked) | failed. Cancel from any dialog goes back to choosing;
 * from failed it keeps the reason under the buttons.
 */
export type SentimentState =
  | { step: 'checking' }
  | { step: 'choosing'; notice: Notice | null }
  | { step: 'stake'; draft: Draft }
  | { step: 'askCustom'; draft: Draft }
  | { step: 'customValue'; draft: Draft }
  | { step: 'ipStake'; draft: Draft }
  | { step: 'confirmTake'; draft: Draft }
  | { step: 'submitting'; draft: Draft }
  /** Refused (a 409 or any other failure): the dialog stays open and says why. */
  | { step: 'failed'; draft: Draft; notice: Notice }
  | { step: 'submitted'; record: SubmittedRecord; alreadySubmitted: boolean };

export type SentimentAction =
  | { type: 'statusLoaded'; status: SentimentCheckResponse }
  | { type: 'statusFailed' }
  | { type: 'choose'; choice: Choice; game: WidgetGame; market: Market; balances: Balances }
  | { type: 'answerCustom'; yes: boolean }
  | { type: 'setCustomValue'; value: number }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'setStake'; stake: number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'submitSucceeded'; record: SubmittedRecord }
  | { type: 'submitFailed'; failure: SubmitFailure };

export const initialSentimentState: SentimentState = { step: 'checking' };

/** The steps shown in the dialog (everything between a choice and the locked result). */
export function isDialogStep(step: SentimentState['step']): boolean {
  return (
    step === 'stake' ||
    step === 'askCustom' ||
    step === 'customValue' ||
    step === 'ipStake' ||
    step === 'confirmTake' ||
    step === 'submitting' ||
    step === 'failed'
  );
}

export function recordFromStatus(status: SentimentCheckResponse): SubmittedRecord {
  return {
    selectionType: status.selection_type,
    selectionValue: status.selection_value,
    customValue: status.custom_value,
    confidenceStake: status.confidence_points_staked,
    stakedIp: status.staked_ip,
    outcome: status.outcome,
  };
}

export function recordFromDraft(draft: Draft): SubmittedRecord {
  const custom = draft.customValue !== null;
  return {
    selectionType: draft.selectionType,
    selectionValue: draft.selectionValue,
    customValue: draft.customValue,
    confidenceStake: draft.market === 'moneyline' ? draft.stake : 0,
    stakedIp: custom ? draft.stake : 0,
    outcome: 'Pending',
  };
}

/** The currency a draft stakes at its current step, if any. */
export function stakeCurrency(draft: Draft): 'confidence' | 'influence' | null {
  if (draft.market === 'moneyline') return 'confidence';
  return draft.customValue !== null ? 'influence' : null;
}

/** Whether the draft's balance covers the smallest IP stake a custom value needs. */
export function canStakeInfluence(draft: Draft): boolean {
  return stakeLimit(draft.balance) >= MIN_STAKE;
}

/** The stake message to show, or null when the draft can be submitted. */
export function draftError(draft: Draft): string | null {
  const currency = stakeCurrency(draft);
  return currency ? stakeError(draft.stake, draft.balance, currency) : null;
}

export function sentimentReducer(state: SentimentState, action: SentimentAction): SentimentState {
  switch (action.type) {
    case 'statusLoaded': {
      // While our own submission is in flight, a re-fetched status that shows it
      // stored is that submission: its answer (success or 409) decides what to say.
      if (state.step === 'submitting') return state;
      if (action.status.submitted) {
        const alreadySubmitted = state.step === 'submitted' ? state.alreadySubmitted : true;
        return { step: 'submitted', record: recordFromStatus(action.status), alreadySubmitted };
      }
      return state.step === 'checking' ? { step: 'choosing', notice: null } : state;
    }
    case 'statusFailed':
      // docs/screens.md#widget-messages: a failed status fetch is only logged; let the user choose.
      return state.step === 'checking' ? { step: 'choosing', notice: null } : state;
    case 'choose': {
      if (state.step !== 'choosing') return state;
      const draft = draftFor(action.game, action.market, action.choice, action.balances);
      if (!draft) return state;
      return { step: firstStepFor(draft), draft };
    }
    case 'answerCustom': {
      if (state.step !== 'askCustom') return state;
      const { draft } = state;
      if (!action.yes) {
        return { step: 'submitting', draft: { ...draft, customValue: null, stake: 0 } };
      }
      if (!canStakeInfluence(draft)) return state;
      return {
        step: 'customValue',
        draft: { ...draft, customValue: snapCustomValue(draft.defaultValue ?? 0, draft) },
      };
    }
    case 'setCustomValue':
      if (state.step !== 'customValue') return state;
      return {
        step: 'customValue',
        draft: { ...state.draft, customValue: snapCustomValue(action.value, state.draft) },
      };
    case 'continue':
      if (state.step !== 'customValue') return state;
      return { step: 'ipStake', draft: { ...state.draft, stake: MIN_STAKE } };
    case 'back':
      if (state.step !== 'ipStake') return state;
      return { step: 'customValue', draft: state.draft };
    case 'setStake': {
      if (state.step !== 'stake' && state.step !== 'ipStake') return state;
      const stake = Math.round(action.stake);
      if (stake < MIN_STAKE || stake > Math.max(MIN_STAKE, state.draft.maxStake)) return state;
      return { step: state.step, draft: { ...state.draft, stake } };
    }
    case 'confirm': {
      if (state.step === 'confirmTake') {
        return { step: 'submitting', draft: { ...state.draft, customValue: null, stake: 0 } };
      }
      if (state.step !== 'stake' && state.step !== 'ipStake') return state;
      if (draftError(state.draft)) return state;
      return { step: 'submitting', draft: state.draft };
    }
    case 'cancel':
      if (state.step === 'submitting' || state.step === 'submitted' || state.step === 'checking') {
        return state;
      }
      return { step: 'choosing', notice: state.step === 'failed' ? state.notice : null };
    case 'submitSucceeded':
      if (state.step !== 'submitting') return state;
      return { step: 'submitted', record: action.record, alreadySubmitted: false };
    case 'submitFailed': {
      if (state.step !== 'submitting') return state;
      const { failure } = action;
      // docs/screens.md#widget-messages: "already submitted" is a success note, not an error.
      if (failure.kind === 'alreadySubmitted') {
        return { step: 'submitted', record: recordFromDraft(state.draft), alreadySubmitted: true };
      }
      // A 409 ("Event has started.", a moved line) is said in the open dialog, never by closing it.
      return { step: 'failed', draft: state.draft, notice: failure };
    }
  }
}
