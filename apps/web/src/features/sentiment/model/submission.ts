import {
  hasDrawOption,
  type LineMarket,
  type LineSelectionValue,
  type LineSentimentBody,
  type Market,
  type MoneylineSelectionValue,
  type MoneylineSentimentBody,
  marketDefaultValue,
  predictedWinReward,
  spreadFavourite,
} from '@takeline/contract';
import { ApiError } from '@/lib/api-client';
import { formatSigned } from '@/lib/format';
import { lineInWords, selectionInWords } from '@/lib/selection-words';
import type { Draft, WidgetGame } from './choices';
import type { SubmitFailure, SubmittedRecord } from './sentiment-machine';

export const SUBMISSION_FAILED_MESSAGE = 'Submission failed';

export type SubmitRequest =
  | { market: 'moneyline'; body: MoneylineSentimentBody }
  | { market: LineMarket; body: LineSentimentBody };

/**
 * The submitMoneyline or submitLine request (docs/game-rules.md#payload-variants) for a finished
 * draft.
 */
export function buildSubmitRequest(draft: Draft, eventId: string, userId: number): SubmitRequest {
  const base = {
    user_id: userId,
    event_id: eventId,
    default_value: draft.defaultValue,
  };
  if (draft.market === 'moneyline') {
    return {
      market: 'moneyline',
      body: {
        ...base,
        selection_type: draft.selectionType,
        selection_value: draft.selectionValue as MoneylineSelectionValue,
        confidence_points: draft.stake,
      },
    };
  }
  const isCustom = draft.customValue !== null;
  return {
    market: draft.market,
    body: {
      ...base,
      selection_type: draft.selectionType === 'Pass' ? 'Pass' : 'Take',
      selection_value: draft.selectionValue as LineSelectionValue,
      custom_value: isCustom ? draft.customValue : null,
      is_custom: isCustom,
      staked_ip: isCustom ? draft.stake : null,
    },
  };
}

/** How a value of this market reads: "Yankees -1.5", "Over 8.5", "Under 7", "+120". */
export function valueLabel(
  game: WidgetGame,
  market: Market,
  selectionType: string | null,
  value: number,
): string {
  if (market === 'moneyline') return formatSigned(value);
  // A spread value is the favourite's line.
  const selectionValue = spreadFavourite(game) ?? 'home';
  return lineInWords(game, { market, selectionType, selectionValue, line: value });
}

/** What the choice claims, in words: "New York Yankees to win", "a draw", "Over 9.5". */
export function claimLabel(
  game: WidgetGame,
  market: Market,
  selectionType: string | null,
  selectionValue: string | null,
  customValue: number | null,
): string {
  const line = customValue ?? marketDefaultValue(game, market);
  return selectionInWords(game, { market, selectionType, selectionValue, line });
}

/** The confirmation line, "You submitted ..." (docs/screens.md#widget-messages). */
export function describeSubmission(
  game: WidgetGame,
  market: Market,
  record: SubmittedRecord,
): string {
  const claim = claimLabel(
    game,
    market,
    record.selectionType,
    record.selectionValue,
    record.customValue,
  );
  const parts = [`You submitted ${chosenWord(game, market, record) ?? 'a sentiment'}: ${claim}`];
  if (market === 'moneyline' && record.confidenceStake) {
    parts.push(
      `${record.confidenceStake} confidence ${plural(record.confidenceStake, 'point')} staked`,
    );
  } else if (record.customValue !== null && record.stakedIp) {
    parts.push(`${record.stakedIp} IP staked`);
  }
  return `${parts.join(', ')}.`;
}

/**
 * The button the user pressed: Home, Away or Draw in draw sports (the stored Take/Pass there
 * only says whether the side was the favourite), otherwise Take or Pass.
 */
function chosenWord(game: WidgetGame, market: Market, record: SubmittedRecord): string | null {
  if (market === 'moneyline' && hasDrawOption(game)) {
    if (record.selectionValue === 'home') return 'Home';
    if (record.selectionValue === 'away') return 'Away';
    if (record.selectionValue === 'draw') return 'Draw';
  }
  return record.selectionType;
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}

/** The new line of a 409, as the user reads it. */
export function movedLineLabel(
  game: WidgetGame,
  market: Market,
  selectionType: string | null,
  failure: { currentDefaultValue: number | null; currentPrice: number | null },
): string | null {
  if (market === 'moneyline') {
    return failure.currentPrice === null ? null : `now ${formatSigned(failure.currentPrice)}`;
  }
  if (failure.currentDefaultValue === null) return null;
  return `now ${valueLabel(game, market, selectionType, failure.currentDefaultValue)}`;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * docs/screens.md#widget-messages: the server's message, else "Submission failed". A message
 * saying "already submitted" counts as success, and a 409 carrying the
 * current line means the line moved and the user decides again.
 */
export function classifySubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: SUBMISSION_FAILED_MESSAGE };
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<
    string,
    unknown
  >;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
  if (serverMessage && /already submitted/i.test(serverMessage)) {
    return { kind: 'alreadySubmitted' };
  }
  if (error.status === 409 && ('current_default_value' in body || 'current_price' in body)) {
    return {
      kind: 'lineMoved',
      message: serverMessage ?? 'The line has moved.',
      currentDefaultValue: numberOrNull(body.current_default_value),
      currentPrice: numberOrNull(body.current_price),
    };
  }
  return { kind: 'error', message: serverMessage ?? SUBMISSION_FAILED_MESSAGE };
}

/**
 * What the draft earns if it wins, from the contract's settlement rule (the
 * same function the server's settlement is tested against). For a custom
 * value this is `round(stake * m * ip_bonus)` (docs/game-rules.md#profit-and-the-multiplier).
 */
export function predictedReward(draft: Draft, ipBonus: number): { xp: number; ip: number } {
  const isCustom = draft.customValue !== null;
  return predictedWinReward(
    {
      market: draft.market,
      isCustom,
      confidenceStake: draft.market === 'moneyline' ? draft.stake : 0,
      stakedIp: isCustom ? draft.stake : 0,
      price: draft.market === 'moneyline' ? draft.defaultValue : null,
      defaultValue: draft.market === 'moneyline' ? null : draft.defaultValue,
      claimValue: draft.customValue ?? draft.defaultValue,
    },
    ipBonus,
  );
}
