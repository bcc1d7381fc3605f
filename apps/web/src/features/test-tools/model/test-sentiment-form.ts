import {
  type CustomRange,
  customRange,
  hasDrawOption,
  isValidCustomValue,
  LINE_SELECTION_TYPES,
  type LineSentimentBody,
  type MoneylineSentimentBody,
  moneylineFavourite,
  otherSide,
  SELECTION_TYPES,
  type SelectionType,
  spreadDefaultValue,
  type TestEvent,
  totalsDefaultValue,
} from '@takeline/contract';

/**
 * The test event detail form (docs/game-rules.md#test-event-ranges, decision 0052). Its ranges come
 * from the contract's `customRange` for test events (step 0.1; spread Pass from the favourite's
 * point to +10; totals Pass from max(4, total - 5) to the total; totals Take to total + 10), the
 * same function the server checks with.
 */
export interface TestSentimentDraft {
  selectionType: SelectionType;
  isCustom: boolean;
  /** Text of the number inputs, so a half-typed value is not lost. */
  customSpread: string;
  customTotal: string;
  confidence: number;
}

export const CONFIDENCE_CHOICES = [1, 2, 3, 4, 5] as const;

export function selectionTypes(event: TestEvent): SelectionType[] {
  return hasDrawOption(event) ? [...SELECTION_TYPES] : [...LINE_SELECTION_TYPES];
}

export function initialSentimentForm(event: TestEvent): TestSentimentDraft {
  return {
    selectionType: 'Take',
    isCustom: false,
    customSpread: String(spreadDefaultValue(event) ?? ''),
    customTotal: String(totalsDefaultValue(event) ?? ''),
    confidence: 1,
  };
}

/** docs/game-rules.md#test-event-ranges: a custom spread only when the type is Pass. */
export function spreadRange(event: TestEvent): CustomRange | null {
  const line = spreadDefaultValue(event);
  if (line === null) return null;
  return customRange({
    market: 'spread',
    selectionType: 'Pass',
    defaultValue: line,
    sportKey: event.sport_key,
    isTestEvent: true,
  });
}

export function totalRange(event: TestEvent, selectionType: SelectionType): CustomRange | null {
  const line = totalsDefaultValue(event);
  if (line === null || selectionType === 'Draw') return null;
  return customRange({
    market: 'totals',
    selectionType,
    defaultValue: line,
    sportKey: event.sport_key,
    isTestEvent: true,
  });
}

/** Why a typed custom value cannot be sent, or null when it can. */
export function customValueProblem(
  text: string,
  line: number | null,
  range: CustomRange | null,
): string | null {
  if (line === null || range === null) return null;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'Enter a number.';
  if (!isValidCustomValue(value, line, range)) {
    return `From ${range.min} to ${range.max}, in steps of ${range.step}.`;
  }
  return null;
}

/**
 * A test form could send a fixed user id 1; this one sends the signed-in
 * user's id (the server also takes the user from the token and refuses any other id).
 */
function asUser(userId: number | null): { user_id?: number } {
  return userId === null ? {} : { user_id: userId };
}

/** Moneyline: Take backs the favourite, Pass the underdog, Draw the draw. */
export function moneylineBody(
  event: TestEvent,
  form: TestSentimentDraft,
  userId: number | null,
): MoneylineSentimentBody {
  const favourite = moneylineFavourite(event) ?? 'home';
  const side =
    form.selectionType === 'Draw'
      ? 'draw'
      : form.selectionType === 'Take'
        ? favourite
        : otherSide(favourite);
  return {
    ...asUser(userId),
    event_id: event.id,
    selection_type: form.selectionType,
    selection_value: side,
    confidence_points_staked: form.confidence,
  };
}

function lineBody(
  event: TestEvent,
  form: TestSentimentDraft,
  userId: number | null,
  custom: { allowed: boolean; text: string },
): LineSentimentBody {
  const selectionType = form.selectionType === 'Pass' ? 'Pass' : 'Take';
  const isCustom = form.isCustom && custom.allowed;
  return {
    ...asUser(userId),
    event_id: event.id,
    selection_type: selectionType,
    selection_value: 'home',
    is_custom: isCustom,
    custom_value: isCustom ? Number(custom.text) : null,
    // With a custom value the stake is influence points (docs/game-rules.md#stakes).
    confidence_points_staked: form.confidence,
  };
}

export function spreadBody(event: TestEvent, form: TestSentimentDraft, userId: number | null) {
  return lineBody(event, form, userId, {
    allowed: form.selectionType === 'Pass',
    text: form.customSpread,
  });
}

export function totalsBody(event: TestEvent, form: TestSentimentDraft, userId: number | null) {
  return lineBody(event, form, userId, { allowed: true, text: form.customTotal });
}
