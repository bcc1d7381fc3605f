import {
  type CustomRange,
  customRange,
  type GameLine,
  hasDrawOption,
  type Market,
  marketDefaultValue,
  moneylineFavourite,
  otherSide,
  priceOf,
  type Side,
  spreadFavourite,
} from '@takeline/contract';
import { maxStakeFor } from './stake';

/** A button of the widget. Draw sports show Home / Draw / Away, the others Take / Pass. */
export type Choice = 'Take' | 'Pass' | 'Home' | 'Draw' | 'Away';

export type SelectionValue = 'home' | 'away' | 'draw' | 'over' | 'under';

/** The game fields the widget reads: the line, plus whether it is a test-tools event. */
export type WidgetGame = GameLine & { id: string; is_test?: boolean };

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
  selectionType: 'Take' | 'Pass' | 'Draw';
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
  return ['Take', 'Pass'];
}

/**
 * The draft for a button press, or null when the market has no line (spec
 * section 5: a missing default value makes the action ignored). The favourite,
 * the line and the range all come from the contract's rule functions.
 */
export function draftFor(
  game: WidgetGame,
  market: Market,
  choice: Choice,
  balances: Balances,
): Draft | null {
  if (market === 'moneyline') return moneylineDraft(game, choice, balances);
  if (choice !== 'Take' && choice !== 'Pass') return null;
  const defaultValue = marketDefaultValue(game, market);
  if (defaultValue === null) return null;
  const selectionValue: SelectionValue =
    market === 'spread' ? (spreadFavourite(game) ?? 'home') : choice === 'Take' ? 'over' : 'under';
  const range = customRange({
    market,
    selectionType: choice,
    defaultValue,
    sportKey: game.sport_key,
    isTestEvent: game.is_test ?? false,
  });
  return {
    market,
    choice,
    selectionType: choice,
    selectionValue,
    defaultValue,
    range,
    customValue: null,
    stake: 1,
    balance: balances.influence,
    maxStake: maxStakeFor(balances.influence),
  };
}

function moneylineDraft(game: WidgetGame, choice: Choice, balances: Balances): Draft | null {
  const favourite = moneylineFavourite(game);
  if (favourite === null) return null;
  let backed: Side | 'draw';
  let selectionType: Draft['selectionType'];
  if (hasDrawOption(game)) {
    if (choice === 'Take' || choice === 'Pass') return null;
    backed = choice === 'Draw' ? 'draw' : choice === 'Home' ? 'home' : 'away';
    if (backed === 'draw' && game.h2h_draw_value === null) return null;
    // RULES.md section 2: Home or Away is stored as Take for the favourite, else Pass.
    selectionType = backed === 'draw' ? 'Draw' : backed === favourite ? 'Take' : 'Pass';
  } else {
    if (choice !== 'Take' && choice !== 'Pass') return null;
    backed = choice === 'Take' ? favourite : otherSide(favourite);
    selectionType = choice;
  }
  return {
    market: 'moneyline',
    choice,
    selectionType,
    selectionValue: backed,
    defaultValue: priceOf(game, 'moneyline', backed),
    range: null,
    customValue: null,
    stake: 1,
    balance: balances.confidence,
    maxStake: maxStakeFor(balances.confidence),
  };
}

/** Which dialog step a fresh draft opens (spec section 4, steps 2 and 3). */
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
