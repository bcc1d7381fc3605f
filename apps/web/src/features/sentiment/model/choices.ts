import {
  type CustomRange,
  customRange,
  type GameWithLine,
  hasDrawOption,
  LINE_SELECTION_TYPES,
  type LineSelectionType,
  type Market,
  MIN_STAKE,
  resolveSelection,
  type SelectionType,
  type SelectionValue,
  type SentimentSubmission,
  stakeLimit,
} from '@takeline/contract';

export type { SelectionValue };

/** A button of the widget. Draw sports show Home / Draw / Away, the others Take / Pass. */
export type Choice = LineSelectionType | 'Home' | 'Draw' | 'Away';

/** The game fields the widget reads: the line, plus whether it is a test-tools event. */
export type WidgetGame = GameWithLine & {
  id: string;
  is_test?: boolean;
  /** Set once the game has begun (live stream, or a refused submission): no more picks. */
  started?: boolean;
};

export interface Balances {
  confidence: number;
  influence: number;
}

/**
 * One choice in progress: what will be recorded, the line the user saw (the
 * server answers 409 when it moved), and the stake limits.
 */
export interface Draft {
  market: Market;
  choice: Choice;
  selectionType: SelectionType;
  selectionValue: SelectionValue;
  /** Moneyline: the price of the side backed. Spread and totals: the line value (default_value). */
  defaultValue: number | null;
  /** The custom-value range when this choice may take one (contract `customRange`). */
  range: CustomRange | null;
  /** Set once the user chose to enter a custom value. */
  customValue: number | null;
  /** Confidence points (moneyline) or influence points (custom value). */
  stake: number;
  /** The balance of the currency this choice stakes. */
  balance: number;
  maxStake: number;
}

export function choicesFor(game: WidgetGame, market: Market): Choice[] {
  if (market === 'moneyline' && hasDrawOption(game)) {
    return game.h2h_draw_value === null ? ['Home', 'Away'] : ['Home', 'Draw', 'Away'];
  }
  return [...LINE_SELECTION_TYPES];
}

/** The submission a button stands for, before any stake or custom value. */
function submissionFor(
  game: WidgetGame,
  market: Market,
  choice: Choice,
): SentimentSubmission | null {
  if (market === 'moneyline' && hasDrawOption(game)) {
    if (choice === 'Take' || choice === 'Pass') return null;
    const side = choice === 'Draw' ? 'draw' : choice === 'Home' ? 'home' : 'away';
    // The side named decides; the contract stores it as Take, Pass or Draw.
    return {
      market,
      selectionType: side === 'draw' ? 'Draw' : 'Take',
      selectionValue: side,
      confidencePoints: MIN_STAKE,
    };
  }
  if (choice !== 'Take' && choice !== 'Pass') return null;
  return {
    market,
    selectionType: choice,
    ...(market === 'moneyline' ? { confidencePoints: MIN_STAKE } : {}),
  };
}

/**
 * The draft for a button press, or null when the market has no line (a
 * missing default value makes the action ignored, docs/game-rules.md#closed-markets). What is
 * recorded (side, favourite, line, price) comes from the contract's
 * `resolveSelection`, the function the server decides with, and the slider
 * range from its `customRange`.
 */
export function draftFor(
  game: WidgetGame,
  market: Market,
  choice: Choice,
  balances: Balances,
): Draft | null {
  const submission = submissionFor(game, market, choice);
  if (!submission) return null;
  const isTestEvent = game.is_test ?? false;
  const resolved = resolveSelection(submission, game, { isTestEvent });
  if (!resolved.ok) return null;
  const { selection } = resolved;
  if (market === 'moneyline') {
    return {
      market,
      choice,
      selectionType: selection.selectionType,
      selectionValue: selection.selectionValue,
      defaultValue: selection.price,
      range: null,
      customValue: null,
      stake: MIN_STAKE,
      balance: balances.confidence,
      maxStake: stakeLimit(balances.confidence),
    };
  }
  const defaultValue = selection.defaultValue;
  if (defaultValue === null) return null;
  return {
    market,
    choice,
    selectionType: selection.selectionType,
    selectionValue: selection.selectionValue,
    defaultValue,
    range: customRange({
      market,
      selectionType: selection.selectionType,
      defaultValue,
      sportKey: game.sport_key,
      isTestEvent,
    }),
    customValue: null,
    stake: MIN_STAKE,
    balance: balances.influence,
    maxStake: stakeLimit(balances.influence),
  };
}

/** Which dialog step a fresh draft opens (docs/screens.md#widget-flow). */
export function firstStepFor(draft: Draft): 'stake' | 'askCustom' | 'confirmTake' {
  if (draft.market === 'moneyline') return 'stake';
  return draft.range ? 'askCustom' : 'confirmTake';
}

/** Keeps a slider value inside the range and on a step counted from the line. */
export function snapCustomValue(value: number, draft: Draft): number {
  const { range, defaultValue } = draft;
  if (!range || defaultValue === null) return value;
  const stepTenths = Math.round(range.step * 10);
  const d = Math.round(defaultValue * 10);
  const min = Math.round(range.min * 10);
  const max = Math.round(range.max * 10);
  const steps = Math.round((Math.round(value * 10) - d) / stepTenths);
  let tenths = d + steps * stepTenths;
  while (tenths > max) tenths -= stepTenths;
  while (tenths < min) tenths += stepTenths;
  return tenths > max ? d / 10 : tenths / 10;
}
