import { describe, expect, it } from 'vitest';
import {
  CUSTOM_VALUE_REQUIRED_MESSAGE,
  DRAW_NEEDS_DRAW_VALUE_MESSAGE,
  DRAW_NOT_OFFERED_MESSAGE,
  LINE_MOVED_MESSAGE,
  NO_DRAW_PRICE_MESSAGE,
  STAKE_REQUIRED_MESSAGE,
  STAKES_DIFFER_MESSAGE,
} from '../api/sentiment';
import type { GameWithLine } from './lines';
import { resolveSelection, type SentimentSubmission } from './selection';

const MLB: GameWithLine = {
  sport_key: 'baseball_mlb',
  home_team: 'New York Yankees',
  away_team: 'Boston Red Sox',
  h2h_home_team_value: -142,
  h2h_away_team_value: 120,
  h2h_draw_value: null,
  spreads_home_team_point: -1.5,
  spreads_home_team_value: 130,
  spreads_away_team_point: 1.5,
  spreads_away_team_value: -155,
  totals_over_point: 8.5,
  totals_over_value: -105,
  totals_under_point: 8.5,
  totals_under_value: -115,
};
const MLS: GameWithLine = {
  ...MLB,
  sport_key: 'soccer_usa_mls',
  home_team: 'LA Galaxy',
  away_team: 'Seattle Sounders FC',
  h2h_home_team_value: 150,
  h2h_away_team_value: 170,
  h2h_draw_value: 240,
  spreads_home_team_point: 0.5,
  spreads_away_team_point: -0.5,
  totals_over_point: 2.5,
  totals_under_point: 2.5,
};

function resolved(submission: SentimentSubmission, game = MLB, isTestEvent = false) {
  const result = resolveSelection(submission, game, { isTestEvent });
  if (!result.ok) throw new Error(`expected ok, got ${result.problem.message}`);
  return result.selection;
}

function problem(submission: SentimentSubmission, game = MLB, isTestEvent = false) {
  const result = resolveSelection(submission, game, { isTestEvent });
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('moneyline without a draw: Take backs the favourite, Pass the underdog', () => {
  it.each([
    ['Take', undefined, 'Take', 'home', -142],
    ['Pass', undefined, 'Pass', 'away', 120],
    // The test form always sends home; the claim follows selection_type.
    ['Take', 'home', 'Take', 'home', -142],
    ['Pass', 'home', 'Pass', 'away', 120],
  ] as const)(
    '%s with selection_value %s stores %s %s at %i',
    (type, value, storedType, side, price) => {
      expect(
        resolved({
          market: 'moneyline',
          selectionType: type,
          selectionValue: value,
          confidencePoints: 3,
        }),
      ).toEqual({
        market: 'moneyline',
        selectionType: storedType,
        selectionValue: side,
        defaultValue: null,
        customValue: null,
        isCustom: false,
        claimValue: null,
        confidenceStake: 3,
        stakedIp: 0,
        price,
      });
    },
  );

  it('backs the away favourite on Take', () => {
    const game = { ...MLB, h2h_home_team_value: 150, h2h_away_team_value: -170 };
    expect(
      resolved({ market: 'moneyline', selectionType: 'Take', confidencePoints: 1 }, game),
    ).toMatchObject({
      selectionValue: 'away',
      price: -170,
    });
  });

  it.each([
    [{ selectionType: 'Draw' }],
    [{ selectionType: 'Take', selectionValue: 'draw' }],
  ] as const)('refuses a draw: %o', (choice) => {
    expect(problem({ market: 'moneyline', confidencePoints: 1, ...choice })).toEqual({
      kind: 'invalid',
      message: DRAW_NOT_OFFERED_MESSAGE,
    });
  });
});

describe('moneyline in a draw sport: Home, Draw or Away', () => {
  it.each([
    ['Take', 'home', 'Take', 'home', 150], // home is the favourite at +150
    ['Take', 'away', 'Pass', 'away', 170], // the side named decides
    ['Pass', 'away', 'Pass', 'away', 170],
    ['Draw', 'draw', 'Draw', 'draw', 240],
    ['Draw', undefined, 'Draw', 'draw', 240],
    ['Pass', undefined, 'Pass', 'away', 170],
  ] as const)('%s %s is stored as %s %s at %i', (type, value, storedType, side, price) => {
    expect(
      resolved(
        { market: 'moneyline', selectionType: type, selectionValue: value, confidencePoints: 2 },
        MLS,
      ),
    ).toMatchObject({ selectionType: storedType, selectionValue: side, price });
  });

  it('refuses Draw with a side, and a draw without a draw price', () => {
    expect(
      problem(
        { market: 'moneyline', selectionType: 'Draw', selectionValue: 'home', confidencePoints: 1 },
        MLS,
      ).message,
    ).toBe(DRAW_NEEDS_DRAW_VALUE_MESSAGE);
    expect(
      problem(
        { market: 'moneyline', selectionType: 'Draw', confidencePoints: 1 },
        { ...MLS, h2h_draw_value: null },
      ).message,
    ).toBe(NO_DRAW_PRICE_MESSAGE);
  });
});

describe('moneyline stake and moved price', () => {
  it('accepts confidence_points_staked in place of confidence_points', () => {
    expect(
      resolved({ market: 'moneyline', selectionType: 'Take', confidencePointsStaked: 4 })
        .confidenceStake,
    ).toBe(4);
  });

  it('needs a stake, and one stake', () => {
    expect(problem({ market: 'moneyline', selectionType: 'Take' }).message).toBe(
      STAKE_REQUIRED_MESSAGE,
    );
    expect(
      problem({
        market: 'moneyline',
        selectionType: 'Take',
        confidencePoints: 2,
        confidencePointsStaked: 3,
      }).message,
    ).toBe(STAKES_DIFFER_MESSAGE);
  });

  it('answers the current price when the price seen has moved', () => {
    expect(
      problem({
        market: 'moneyline',
        selectionType: 'Pass',
        defaultValue: 125,
        confidencePoints: 1,
      }),
    ).toEqual({
      kind: 'line_moved',
      message: LINE_MOVED_MESSAGE,
      currentDefaultValue: 120,
      currentPrice: 120,
    });
    expect(
      resolved({
        market: 'moneyline',
        selectionType: 'Pass',
        defaultValue: 120,
        confidencePoints: 1,
      }).price,
    ).toBe(120);
  });

  it('is closed without both prices', () => {
    expect(
      problem(
        { market: 'moneyline', selectionType: 'Take', confidencePoints: 1 },
        { ...MLB, h2h_away_team_value: null },
      ).message,
    ).toBe('This event has no moneyline line yet.');
  });
});

describe('spread', () => {
  it('stores the favourite side and signed point; Take stakes nothing', () => {
    expect(
      resolved({
        market: 'spread',
        selectionType: 'Take',
        selectionValue: 'away',
        defaultValue: -1.5,
      }),
    ).toEqual({
      market: 'spread',
      selectionType: 'Take',
      selectionValue: 'home',
      defaultValue: -1.5,
      customValue: null,
      isCustom: false,
      claimValue: -1.5,
      confidenceStake: 0,
      stakedIp: 0,
      price: 130,
    });
  });

  it('takes a custom Pass value up to the line + 10, staking IP', () => {
    expect(
      resolved({
        market: 'spread',
        selectionType: 'Pass',
        isCustom: true,
        customValue: 3.5,
        stakedIp: 2,
      }),
    ).toMatchObject({
      selectionValue: 'home',
      customValue: 3.5,
      isCustom: true,
      claimValue: 3.5,
      stakedIp: 2,
      price: -155,
    });
  });

  it('stakes confidence_points_staked, else 1, when staked_ip is missing', () => {
    const base = {
      market: 'spread',
      selectionType: 'Pass',
      isCustom: true,
      customValue: 0.5,
    } as const;
    expect(resolved({ ...base, confidencePointsStaked: 3 }).stakedIp).toBe(3);
    expect(resolved(base).stakedIp).toBe(1);
  });

  it.each([
    [
      { selectionType: 'Pass', isCustom: true, customValue: 9 },
      'custom_value must be from -1.5 to 8.5.',
    ],
    [
      { selectionType: 'Pass', isCustom: true, customValue: -2 },
      'custom_value must be from -1.5 to 8.5.',
    ],
    [
      { selectionType: 'Pass', isCustom: true, customValue: 0.2 },
      'custom_value must be a whole number of 0.5 steps from the line (-1.5).',
    ],
    [{ selectionType: 'Pass', isCustom: true }, CUSTOM_VALUE_REQUIRED_MESSAGE],
    [
      { selectionType: 'Take', isCustom: true, customValue: -1 },
      'A spread Take takes no custom value.',
    ],
    [{ selectionType: 'Draw' }, 'selection_type must be Take or Pass.'],
  ] as const)('refuses %o: %s', (choice, message) => {
    expect(problem({ market: 'spread', ...choice })).toEqual({ kind: 'invalid', message });
  });

  it('takes 0.1 steps on test events', () => {
    expect(
      resolved(
        { market: 'spread', selectionType: 'Pass', isCustom: true, customValue: 0.2 },
        MLB,
        true,
      ).customValue,
    ).toBe(0.2);
  });

  it('answers the current point when the line has moved', () => {
    expect(problem({ market: 'spread', selectionType: 'Take', defaultValue: -2.5 })).toEqual({
      kind: 'line_moved',
      message: LINE_MOVED_MESSAGE,
      currentDefaultValue: -1.5,
      currentPrice: 130,
    });
  });

  it('ignores a custom value sent with is_custom false', () => {
    expect(
      resolved({
        market: 'spread',
        selectionType: 'Pass',
        isCustom: false,
        customValue: 3,
        stakedIp: 5,
      }),
    ).toMatchObject({ isCustom: false, customValue: null, claimValue: -1.5, stakedIp: 0 });
  });
});

describe('totals', () => {
  it.each([
    ['Take', 'over', -105],
    ['Pass', 'under', -115],
  ] as const)('%s is the %s at %i', (type, value, price) => {
    expect(resolved({ market: 'totals', selectionType: type, defaultValue: 8.5 })).toMatchObject({
      selectionValue: value,
      defaultValue: 8.5,
      claimValue: 8.5,
      price,
      stakedIp: 0,
    });
  });

  it('treats a custom_value without is_custom as custom', () => {
    expect(
      resolved({ market: 'totals', selectionType: 'Pass', customValue: 4, stakedIp: 5 }),
    ).toMatchObject({
      isCustom: true,
      customValue: 4,
      stakedIp: 5,
    });
  });

  it.each([
    ['Take', 19, false, 'custom_value must be from 8.5 to 18.5.'],
    ['Pass', 3.5, false, 'custom_value must be from 4 to 8.5.'],
    ['Pass', 9, false, 'custom_value must be from 4 to 8.5.'],
    ['Take', 9.1, false, 'custom_value must be a whole number of 0.5 steps from the line (8.5).'],
    // Test events: under from max(4, 8.5 - 5) = 4, every tenth.
    ['Pass', 3.9, true, 'custom_value must be from 4 to 8.5.'],
  ] as const)('%s custom %d (test event %s): %s', (type, value, isTestEvent, message) => {
    expect(
      problem(
        { market: 'totals', selectionType: type, isCustom: true, customValue: value },
        MLB,
        isTestEvent,
      ).message,
    ).toBe(message);
  });

  it('is closed without an over point', () => {
    expect(
      problem({ market: 'totals', selectionType: 'Take' }, { ...MLB, totals_over_point: null })
        .message,
    ).toBe('This event has no totals line yet.');
  });
});
