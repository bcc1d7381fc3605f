import { describe, expect, it } from 'vitest';
import { hasDrawOption } from '../sports';
import { type FinalResult, type StoredClaim, sentimentOutcome } from './outcome';
import type { LineSelectionType, Outcome, Side } from './value-lists';

/**
 * Row by row, for every kind of sport: the claim table (docs/game-rules.md#claim-table) with its
 * Win, Loss and Draw boundaries. `fav` and `dog` are the favourite's and underdog's
 * final scores; a row's scores are written (home, away).
 */

const SPORT_KINDS = [
  { sportKey: 'baseball_mlb', h2h_draw_value: null },
  { sportKey: 'americanfootball_nfl', h2h_draw_value: null },
  { sportKey: 'basketball_nba', h2h_draw_value: null },
  { sportKey: 'icehockey_nhl', h2h_draw_value: null },
  // Hockey test events carry a draw price: then a tie is a result of its own.
  { sportKey: 'icehockey_nhl', h2h_draw_value: 250 },
  { sportKey: 'soccer_usa_mls', h2h_draw_value: 240 },
] as const;

type Row = [
  name: string,
  claim: Omit<StoredClaim, 'drawSport'>,
  home: number,
  away: number,
  expected: Outcome,
];

const ml = (
  selectionType: StoredClaim['selectionType'],
  selectionValue: StoredClaim['selectionValue'],
): Omit<StoredClaim, 'drawSport'> => ({
  market: 'moneyline',
  selectionType,
  selectionValue,
  defaultValue: null,
  claimValue: null,
});
const spread = (
  selectionType: LineSelectionType,
  favourite: Side,
  defaultValue: number,
  claimValue = defaultValue,
): Omit<StoredClaim, 'drawSport'> => ({
  market: 'spread',
  selectionType,
  selectionValue: favourite,
  defaultValue,
  claimValue,
});
const totals = (
  selectionType: LineSelectionType,
  defaultValue: number,
  claimValue = defaultValue,
): Omit<StoredClaim, 'drawSport'> => ({
  market: 'totals',
  selectionType,
  selectionValue: selectionType === 'Take' ? 'over' : 'under',
  defaultValue,
  claimValue,
});

/** Rows whose outcome is the same in every sport: none of them ends tied. */
const SPREAD_AND_TOTALS_ROWS: Row[] = [
  // spread Take: fav + default_value > dog.
  ['spread Take, home fav -1.5, wins by 2', spread('Take', 'home', -1.5), 5, 3, 'Win'],
  ['spread Take, home fav -1.5, wins by 1', spread('Take', 'home', -1.5), 4, 3, 'Loss'],
  ['spread Take, integer line -3, wins by 3 (push)', spread('Take', 'home', -3), 24, 21, 'Draw'],
  ['spread Take, integer line -3, wins by 4', spread('Take', 'home', -3), 25, 21, 'Win'],
  ['spread Take, away fav -7, wins by 7 (push)', spread('Take', 'away', -7), 10, 17, 'Draw'],
  ['spread Take, away fav -7, loses', spread('Take', 'away', -7), 17, 10, 'Loss'],
  // spread Pass: fav + c < dog.
  ['spread Pass at the line -1.5, fav wins by 1', spread('Pass', 'home', -1.5), 4, 3, 'Win'],
  ['spread Pass at the line -1.5, fav wins by 2', spread('Pass', 'home', -1.5), 5, 3, 'Loss'],
  ['spread Pass c=+3.5, dog wins by 4', spread('Pass', 'home', -1.5, 3.5), 3, 7, 'Win'],
  ['spread Pass c=+3.5, dog wins by 3', spread('Pass', 'home', -1.5, 3.5), 4, 7, 'Loss'],
  ['spread Pass c=+3, dog wins by 3 (push)', spread('Pass', 'home', -1.5, 3), 4, 7, 'Draw'],
  [
    'spread Pass c=-3 at an integer line, fav by 3 (push)',
    spread('Pass', 'away', -3),
    7,
    10,
    'Draw',
  ],
  // totals Take (over): total > c.
  ['over 8.5 with 9', totals('Take', 8.5), 5, 4, 'Win'],
  ['over 8.5 with 8', totals('Take', 8.5), 5, 3, 'Loss'],
  ['over exactly at c=8 (push)', totals('Take', 8), 5, 3, 'Draw'],
  ['over custom c=10.5 with 10', totals('Take', 8.5, 10.5), 6, 4, 'Loss'],
  ['over custom c=10.5 with 11', totals('Take', 8.5, 10.5), 6, 5, 'Win'],
  // totals Pass (under): total < c.
  ['under 8.5 with 8', totals('Pass', 8.5), 5, 3, 'Win'],
  ['under 8.5 with 9', totals('Pass', 8.5), 5, 4, 'Loss'],
  ['under exactly at c=8 (push)', totals('Pass', 8.5, 8), 5, 3, 'Draw'],
  ['under custom c=6.5 with 6', totals('Pass', 8.5, 6.5), 4, 2, 'Win'],
  ['under custom c=6.5 with 7', totals('Pass', 8.5, 6.5), 4, 3, 'Loss'],
];

/** Moneyline in sports without a draw: Take backs the favourite, Pass the underdog. */
const NO_DRAW_MONEYLINE_ROWS: Row[] = [
  ['Take (home fav) when home wins', ml('Take', 'home'), 3, 2, 'Win'],
  ['Take (home fav) when away wins', ml('Take', 'home'), 2, 3, 'Loss'],
  ['Take (away fav) when away wins', ml('Take', 'away'), 2, 3, 'Win'],
  ['Pass (away dog) when away wins', ml('Pass', 'away'), 1, 4, 'Win'],
  ['Pass (away dog) when home wins', ml('Pass', 'away'), 4, 1, 'Loss'],
  ['Pass (home dog) when home wins', ml('Pass', 'home'), 4, 1, 'Win'],
];

/**
 * A tied game in a sport without a draw: every sentiment is a push, whatever
 * its market or what its own comparison would say (docs/game-rules.md#tied-games,
 * decision 0007).
 */
const NO_DRAW_TIE_ROWS: Row[] = [
  ['moneyline Take on a tied game', ml('Take', 'home'), 3, 3, 'Draw'],
  ['moneyline Pass on a tied game', ml('Pass', 'away'), 3, 3, 'Draw'],
  ['spread Take -3 on a tied game', spread('Take', 'home', -3), 20, 20, 'Draw'],
  ['spread Pass -3 on a tied game', spread('Pass', 'home', -3), 20, 20, 'Draw'],
  ['spread Pass c=+3.5 on a tied game', spread('Pass', 'away', -1.5, 3.5), 0, 0, 'Draw'],
  ['spread Take, pick-em 0, tied game', spread('Take', 'home', 0), 2, 2, 'Draw'],
  ['over 8.5 on a tied 4-4', totals('Take', 8.5), 4, 4, 'Draw'],
  ['over 6.5 on a tied 4-4', totals('Take', 6.5), 4, 4, 'Draw'],
  ['under 8.5 on a tied 4-4', totals('Pass', 8.5), 4, 4, 'Draw'],
  ['under custom c=6.5 on a tied 3-3', totals('Pass', 8.5, 6.5), 3, 3, 'Draw'],
];

/** Moneyline in draw sports: Home, Away or Draw, each winning when it happens. */
const DRAW_MONEYLINE_ROWS: Row[] = [
  ['Home when home wins', ml('Take', 'home'), 2, 1, 'Win'],
  ['Home on a draw', ml('Take', 'home'), 1, 1, 'Loss'],
  ['Home when away wins', ml('Take', 'home'), 0, 1, 'Loss'],
  ['Away (underdog) when away wins', ml('Pass', 'away'), 0, 1, 'Win'],
  ['Away (underdog) on a draw', ml('Pass', 'away'), 2, 2, 'Loss'],
  ['Draw on a draw', ml('Draw', 'draw'), 0, 0, 'Win'],
  ['Draw when home wins', ml('Draw', 'draw'), 1, 0, 'Loss'],
  ['Draw when away wins', ml('Draw', 'draw'), 1, 3, 'Loss'],
];

/** In a draw sport a tie is a result like any other: spread and totals keep their comparison. */
const DRAW_SPORT_TIE_ROWS: Row[] = [
  ['spread Take -3 on a tied game', spread('Take', 'home', -3), 20, 20, 'Loss'],
  ['spread Pass -3 on a tied game', spread('Pass', 'home', -3), 20, 20, 'Win'],
  ['spread Take, pick-em 0, tied game (push)', spread('Take', 'home', 0), 2, 2, 'Draw'],
  ['over 2.5 on a tied 2-2', totals('Take', 2.5), 2, 2, 'Win'],
  ['over 8.5 on a tied 4-4', totals('Take', 8.5), 4, 4, 'Loss'],
  ['under 8.5 on a tied 4-4', totals('Pass', 8.5), 4, 4, 'Win'],
  ['under exactly at c=8 on a tied 4-4 (push)', totals('Pass', 8.5, 8), 4, 4, 'Draw'],
];

describe.each(SPORT_KINDS)('claim table: $sportKey (draw price $h2h_draw_value)', (kind) => {
  const drawSport = hasDrawOption({
    sport_key: kind.sportKey,
    h2h_draw_value: kind.h2h_draw_value,
  });
  const rows = drawSport
    ? [...DRAW_MONEYLINE_ROWS, ...DRAW_SPORT_TIE_ROWS, ...SPREAD_AND_TOTALS_ROWS]
    : [...NO_DRAW_MONEYLINE_ROWS, ...NO_DRAW_TIE_ROWS, ...SPREAD_AND_TOTALS_ROWS];

  it.each(rows)('%s', (_name, claim, home, away, expected) => {
    const result: FinalResult = { kind: 'final', home, away };
    expect(sentimentOutcome({ ...claim, drawSport }, result)).toBe(expected);
  });

  it.each(rows)('%s: cancelled is a Draw', (_name, claim) => {
    expect(sentimentOutcome({ ...claim, drawSport }, { kind: 'cancelled' })).toBe('Draw');
  });
});

describe('draw sports', () => {
  it('are soccer, and any game with a draw price', () => {
    expect(hasDrawOption({ sport_key: 'soccer_epl', h2h_draw_value: null })).toBe(true);
    expect(hasDrawOption({ sport_key: 'icehockey_nhl', h2h_draw_value: 250 })).toBe(true);
    expect(hasDrawOption({ sport_key: 'icehockey_nhl', h2h_draw_value: null })).toBe(false);
    expect(hasDrawOption({ sport_key: 'baseball_mlb', h2h_draw_value: null })).toBe(false);
  });
});
