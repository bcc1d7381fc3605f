/**
 * The closed lists of the game, one array each. The zod enums in `api/` and
 * every TypeScript union derive from these. No zod here: the web app's home
 * page uses the lists, and zod stays out of its bundle
 * (docs/decisions/0032-web-bundle-budget.md). Sports are listed in `sports.ts`.
 */

/** The markets with a point line: spread and totals. */
export const LINE_MARKETS = ['spread', 'totals'] as const;
export type LineMarket = (typeof LINE_MARKETS)[number];
export const MARKETS = ['moneyline', ...LINE_MARKETS] as const;
export type Market = (typeof MARKETS)[number];

/** Spread and totals offer Take or Pass; Draw is a moneyline pick. */
export const LINE_SELECTION_TYPES = ['Take', 'Pass'] as const;
export type LineSelectionType = (typeof LINE_SELECTION_TYPES)[number];
export const SELECTION_TYPES = [...LINE_SELECTION_TYPES, 'Draw'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];
/** The two sides of a totals line. */
export const TOTALS_SIDES = ['over', 'under'] as const;

/** What a sentiment backs: a side, the draw, or over / under the total. */
export const SELECTION_VALUES = [...SIDES, 'draw', ...TOTALS_SIDES] as const;
export type SelectionValue = (typeof SELECTION_VALUES)[number];
export const MONEYLINE_SELECTION_VALUES = [...SIDES, 'draw'] as const;
export type MoneylineSelectionValue = (typeof MONEYLINE_SELECTION_VALUES)[number];
/** Spread backs a side; totals back over or under. */
export const LINE_SELECTION_VALUES = [...SIDES, ...TOTALS_SIDES] as const;
export type LineSelectionValue = (typeof LINE_SELECTION_VALUES)[number];

/** An event is open (lines may move, scores may change) until it completes or is cancelled. */
export const OPEN_EVENT_STATUSES = ['upcoming', 'in_progress'] as const;
export const EVENT_STATUSES = [
  ...OPEN_EVENT_STATUSES,
  'completed',
  'settled',
  'cancelled',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const OUTCOMES = ['Win', 'Loss', 'Draw', 'Pending'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** The outcome of a settled sentiment. */
export type SettledOutcome = Exclude<Outcome, 'Pending'>;
