import {
  CUSTOM_VALUE_REQUIRED_MESSAGE,
  customOffStepMessage,
  customOutOfRangeMessage,
  DRAW_NEEDS_DRAW_VALUE_MESSAGE,
  DRAW_NOT_OFFERED_MESSAGE,
  LINE_MOVED_MESSAGE,
  marketClosedMessage,
  NO_DRAW_PRICE_MESSAGE,
  noCustomValueMessage,
  STAKE_REQUIRED_MESSAGE,
  STAKES_DIFFER_MESSAGE,
} from '../api/sentiment-messages';
import { hasDrawOption } from '../sports';
import { allowsCustomValue, customRange, isValidCustomValue, toTenths } from './custom-range';
import {
  type GameWithLine,
  marketDefaultValue,
  moneylineFavourite,
  otherSide,
  priceOf,
  spreadFavourite,
} from './lines';
import type { Market, MoneylineSelectionValue, SelectionType, SelectionValue } from './value-lists';

/** A submission as the API receives it (docs/game-rules.md#payload-variants). */
export interface SentimentSubmission {
  market: Market;
  selectionType: SelectionType;
  selectionValue?: SelectionValue | null;
  /**
   * The line the user saw: spread and totals, the default value; moneyline,
   * the price of the side backed. Omitted or null: the current line applies.
   */
  defaultValue?: number | null;
  customValue?: number | null;
  /** Omitted: custom exactly when a custom_value is sent. */
  isCustom?: boolean | null;
  confidencePoints?: number | null;
  confidencePointsStaked?: number | null;
  stakedIp?: number | null;
}

/** What is stored for a sentiment, and what it stakes. */
export interface ResolvedSelection {
  market: Market;
  selectionType: SelectionType;
  selectionValue: SelectionValue;
  /** The line at submission: spread, the favourite's signed point; totals, the over point; moneyline null. */
  defaultValue: number | null;
  customValue: number | null;
  isCustom: boolean;
  /** c of docs/game-rules.md#claim-table: the custom value, else the default value. */
  claimValue: number | null;
  confidenceStake: number;
  stakedIp: number;
  /** American price of the side backed. */
  price: number | null;
}

export type SelectionProblem =
  | { kind: 'invalid'; message: string }
  | {
      kind: 'line_moved';
      message: string;
      currentDefaultValue: number | null;
      currentPrice: number | null;
    };

export type SelectionResult =
  | { ok: true; selection: ResolvedSelection }
  | { ok: false; problem: SelectionProblem };

const invalid = (message: string): SelectionResult => ({
  ok: false,
  problem: { kind: 'invalid', message },
});

/**
 * Turns a submission and the event's current line into the stored
 * selection, or says what is wrong with it. The server decides with it; the
 * web app can call it to show exactly what will be recorded.
 *
 * It checks the line-dependent rules (docs/game-rules.md#1-markets-and-lines,
 * docs/game-rules.md#custom-ranges, docs/game-rules.md#order-of-checks): the market
 * being open, the draw option, the moved line, the custom range and step,
 * and the stake the choice takes. Stake range, balance, event status and
 * duplicates are the caller's (they need the clock and the database).
 */
export function resolveSelection(
  submission: SentimentSubmission,
  game: GameWithLine,
  options: { isTestEvent?: boolean } = {},
): SelectionResult {
  if (submission.market === 'moneyline') return resolveMoneyline(submission, game);
  return resolveLineMarket(submission, game, options.isTestEvent ?? false);
}

function resolveMoneyline(submission: SentimentSubmission, game: GameWithLine): SelectionResult {
  const favourite = moneylineFavourite(game);
  if (favourite === null) return invalid(marketClosedMessage('moneyline'));
  const drawSport = hasDrawOption(game);
  const { selectionType } = submission;
  const requested = submission.selectionValue ?? null;

  let backed: MoneylineSelectionValue;
  let storedType: SelectionType;
  if (drawSport) {
    // Home / Draw / Away: the side named decides; Take/Pass say whether it is the favourite.
    if (requested === 'over' || requested === 'under') {
      return invalid('selection_value must be home, away or draw.');
    }
    backed =
      requested ??
      (selectionType === 'Draw'
        ? 'draw'
        : selectionType === 'Take'
          ? favourite
          : otherSide(favourite));
    if (selectionType === 'Draw' && backed !== 'draw')
      return invalid(DRAW_NEEDS_DRAW_VALUE_MESSAGE);
    if (backed === 'draw' && game.h2h_draw_value === null) return invalid(NO_DRAW_PRICE_MESSAGE);
    storedType = backed === 'draw' ? 'Draw' : backed === favourite ? 'Take' : 'Pass';
  } else {
    // "Will {favourite} win?": Take or Pass answers it; selection_value adds nothing.
    if (selectionType === 'Draw' || requested === 'draw') return invalid(DRAW_NOT_OFFERED_MESSAGE);
    backed = selectionType === 'Take' ? favourite : otherSide(favourite);
    storedType = selectionType;
  }

  const price = priceOf(game, 'moneyline', backed);
  const seen = submission.defaultValue;
  if (seen !== undefined && seen !== null && seen !== price) {
    return lineMoved(price, price);
  }

  const stake = moneylineStake(submission);
  if (typeof stake === 'string') return invalid(stake);
  return {
    ok: true,
    selection: {
      market: 'moneyline',
      selectionType: storedType,
      selectionValue: backed,
      defaultValue: null,
      customValue: null,
      isCustom: false,
      claimValue: null,
      confidenceStake: stake,
      stakedIp: 0,
      price,
    },
  };
}

function moneylineStake(submission: SentimentSubmission): number | string {
  const { confidencePoints, confidencePointsStaked } = submission;
  const given = confidencePoints ?? confidencePointsStaked;
  if (given === undefined || given === null) return STAKE_REQUIRED_MESSAGE;
  if (
    confidencePoints !== undefined &&
    confidencePoints !== null &&
    confidencePointsStaked !== undefined &&
    confidencePointsStaked !== null &&
    confidencePoints !== confidencePointsStaked
  ) {
    return STAKES_DIFFER_MESSAGE;
  }
  return given;
}

function resolveLineMarket(
  submission: SentimentSubmission,
  game: GameWithLine,
  isTestEvent: boolean,
): SelectionResult {
  const { market, selectionType } = submission;
  const current = marketDefaultValue(game, market);
  if (current === null) return invalid(marketClosedMessage(market));
  if (selectionType === 'Draw') return invalid('selection_type must be Take or Pass.');

  // Spread: both choices are about the favourite covering; totals: over or under.
  const favourite = spreadFavourite(game) ?? 'home';
  const selectionValue: SelectionValue =
    market === 'spread' ? favourite : selectionType === 'Take' ? 'over' : 'under';
  const backedSide =
    market === 'spread' ? (selectionType === 'Take' ? favourite : otherSide(favourite)) : null;
  const price = backedSide
    ? priceOf(game, market, backedSide)
    : priceOf(game, market, selectionValue);

  const seen = submission.defaultValue;
  if (seen !== undefined && seen !== null && toTenths(seen) !== toTenths(current)) {
    return lineMoved(current, price);
  }

  const isCustom =
    submission.isCustom ??
    (submission.customValue !== undefined && submission.customValue !== null);
  let customValue: number | null = null;
  let stakedIp = 0;
  if (isCustom) {
    if (!allowsCustomValue(market, selectionType)) {
      return invalid(noCustomValueMessage(market, selectionType));
    }
    const value = submission.customValue;
    if (value === undefined || value === null) return invalid(CUSTOM_VALUE_REQUIRED_MESSAGE);
    const range = customRange({
      market,
      selectionType,
      defaultValue: current,
      sportKey: game.sport_key,
      isTestEvent,
    });
    if (!range) return invalid(noCustomValueMessage(market, selectionType));
    const tenths = toTenths(value);
    if (tenths < toTenths(range.min) || tenths > toTenths(range.max)) {
      return invalid(customOutOfRangeMessage(range.min, range.max));
    }
    if (!isValidCustomValue(value, current, range)) {
      return invalid(customOffStepMessage(range.step, current));
    }
    customValue = tenths / 10;
    // 0 or null means "not given" here: a custom value stakes 1 by default
    // (docs/game-rules.md#payload-variants).
    stakedIp = submission.stakedIp || submission.confidencePointsStaked || 1;
  }

  return {
    ok: true,
    selection: {
      market,
      selectionType,
      selectionValue,
      defaultValue: current,
      customValue,
      isCustom,
      claimValue: customValue ?? current,
      confidenceStake: 0,
      stakedIp,
      price,
    },
  };
}

function lineMoved(
  currentDefaultValue: number | null,
  currentPrice: number | null,
): SelectionResult {
  return {
    ok: false,
    problem: { kind: 'line_moved', message: LINE_MOVED_MESSAGE, currentDefaultValue, currentPrice },
  };
}
