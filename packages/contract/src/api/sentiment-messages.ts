/** The sentiment routes' user-facing messages (no zod here: the web app's home page uses them). */
import type { SentimentCheckResponse } from './sentiment';
export const SENTIMENT_ALREADY_SUBMITTED_MESSAGE = 'Sentiment already submitted.';
export const EVENT_STARTED_MESSAGE = 'Event has started.';
export const EVENT_CANCELLED_MESSAGE = 'This event was cancelled; its sentiments are refunded.';
export const LINE_MOVED_MESSAGE = 'The line has moved. Check the current line and decide again.';
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found.';
export const SENTIMENT_FOR_OTHER_USER_MESSAGE = 'You can only submit sentiment as yourself.';
export const SENTIMENT_OF_OTHER_USER_MESSAGE = 'You can only look up your own sentiment.';
export const DRAW_NOT_OFFERED_MESSAGE = 'Draw is only offered in sports that can end in a draw.';
export const NO_DRAW_PRICE_MESSAGE = 'This event has no draw price yet.';
export const DRAW_NEEDS_DRAW_VALUE_MESSAGE = 'selection_type Draw goes with selection_value draw.';
export const STAKE_REQUIRED_MESSAGE =
  'confidence_points is required: stake 1 to 5 confidence points.';
export const STAKES_DIFFER_MESSAGE =
  'confidence_points and confidence_points_staked differ; send one of them.';
export const CUSTOM_VALUE_REQUIRED_MESSAGE = 'custom_value is required when is_custom is true.';
export const marketClosedMessage = (market: string) => `This event has no ${market} line yet.`;
export const noCustomValueMessage = (market: string, selectionType: string) =>
  `A ${market} ${selectionType} takes no custom value.`;
export const customOutOfRangeMessage = (min: number, max: number) =>
  `custom_value must be from ${min} to ${max}.`;
export const customOffStepMessage = (step: number, line: number) =>
  `custom_value must be a whole number of ${step} steps from the line (${line}).`;

/** Most events one `mySentiments` call may ask about. */
export const MAX_STATUS_EVENTS = 100;

/** The check answer for a market the user has not chosen on yet (here, zod-free, for the home page). */
export const NOT_SUBMITTED: SentimentCheckResponse = Object.freeze({
  submitted: false,
  selection_type: null,
  selection_value: null,
  custom_value: null,
  confidence_points_staked: null,
  staked_ip: null,
  outcome: null,
});
