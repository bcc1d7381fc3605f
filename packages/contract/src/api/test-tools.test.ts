import { describe, expect, it } from 'vitest';
import { SPORT_TITLES, TEST_SPORT_KEYS } from '../sports';
import { teamsOf } from '../teams';
import {
  DRAW_TEST_SPORTS,
  TEST_DRAW_VALUES,
  TEST_EVENT_SPORTS,
  TEST_PRICE_CHOICES,
  TEST_PRICE_LISTS,
  TEST_SPREAD_POINT_DEFAULTS,
  TEST_SPREAD_POINTS,
  TEST_TOTAL_POINTS,
  type TestEventCreateBody,
  testDataCreateBodySchema,
  testEventCreateBodySchema,
  testEventProblems,
} from './test-tools';

function bodyFor(
  sport: (typeof TEST_EVENT_SPORTS)[number],
  choice: {
    moneyline: number;
    spreadPoint: number;
    spreadPrice: number;
    total: number;
    totalPrice: number;
    draw: number;
  },
): TestEventCreateBody {
  const sportKey = TEST_SPORT_KEYS[sport];
  const [home, away] = teamsOf(sportKey);
  return {
    sport_key: sportKey,
    sport_title: SPORT_TITLES[sportKey],
    home_team: home?.name ?? '',
    away_team: away?.name ?? '',
    h2h_home_team_value: choice.moneyline,
    h2h_away_team_value: -choice.moneyline,
    h2h_draw_value: DRAW_TEST_SPORTS.includes(sport) ? choice.draw : null,
    spreads_home_team_point: choice.spreadPoint,
    spreads_away_team_point: -choice.spreadPoint,
    spreads_home_team_value: choice.spreadPrice,
    spreads_away_team_value: -choice.spreadPrice,
    totals_over_point: choice.total,
    totals_under_point: choice.total,
    totals_over_value: choice.totalPrice,
    totals_under_value: choice.totalPrice,
  };
}

describe('test tool lists', () => {
  it('hold the documented values', () => {
    expect(TEST_PRICE_CHOICES.sportsbook.moneylineHome).toEqual([-330, -220, -110, 110, 220, 330]);
    expect(TEST_PRICE_CHOICES.even.moneylineHome).toEqual([-300, -200, -100, 100, 200, 300]);
    expect(TEST_PRICE_CHOICES.sportsbook.spreadPrices).toEqual([-110, -220, -330]);
    expect(TEST_PRICE_CHOICES.even.spreadPrices).toEqual([-300, -200, -100, 100, 200, 300]);
    expect(TEST_DRAW_VALUES).toEqual([230, 240, 250, 260]);
    expect(TEST_PRICE_CHOICES.even.defaults.drawValue).toBe(240);
    expect(TEST_SPREAD_POINTS.hockey).toEqual([-2.5, -2, -1.5, 1.5, 2, 2.5]);
    expect(TEST_SPREAD_POINTS.basketball).toEqual([-15, -10, -5, 5, 10, 15]);
    expect(TEST_SPREAD_POINTS.football).toEqual([-7, -3, 3, 7]);
    expect(TEST_TOTAL_POINTS.basketball).toEqual([200, 210, 220, 230, 240]);
    expect(TEST_TOTAL_POINTS.football).toEqual([42, 48, 52, 56]);
    expect(TEST_TOTAL_POINTS.hockey).toEqual([5, 5.5, 6, 6.5]);
  });

  it('accept every choice the form offers, in every sport and both price lists', () => {
    let checked = 0;
    for (const sport of TEST_EVENT_SPORTS) {
      for (const list of TEST_PRICE_LISTS) {
        const prices = TEST_PRICE_CHOICES[list];
        for (const moneyline of prices.moneylineHome) {
          for (const spreadPoint of TEST_SPREAD_POINTS[sport]) {
            for (const spreadPrice of prices.spreadPrices) {
              for (const total of TEST_TOTAL_POINTS[sport]) {
                const body = bodyFor(sport, {
                  moneyline,
                  spreadPoint,
                  spreadPrice,
                  total,
                  totalPrice: prices.defaults.totalPrice,
                  draw: prices.defaults.drawValue,
                });
                expect(testEventProblems(body)).toEqual([]);
                checked += 1;
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('defaults are on their lists', () => {
    for (const sport of TEST_EVENT_SPORTS) {
      expect(TEST_SPREAD_POINTS[sport]).toContain(TEST_SPREAD_POINT_DEFAULTS[sport]);
    }
    for (const list of TEST_PRICE_LISTS) {
      const { defaults, moneylineHome, spreadPrices, totalPrices, drawValues } =
        TEST_PRICE_CHOICES[list];
      expect(moneylineHome).toContain(defaults.moneylineHome);
      expect(spreadPrices).toContain(defaults.spreadPrice);
      expect(totalPrices).toContain(defaults.totalPrice);
      expect(drawValues).toContain(defaults.drawValue);
    }
  });
});

describe('testEventCreateBodySchema', () => {
  const valid = bodyFor('soccer', {
    moneyline: -110,
    spreadPoint: -1.5,
    spreadPrice: -110,
    total: 8,
    totalPrice: -110,
    draw: 240,
  });

  it('passes a valid soccer body and names the first problem of a bad one', () => {
    expect(testEventCreateBodySchema.safeParse(valid).success).toBe(true);
    const bad = testEventCreateBodySchema.safeParse({ ...valid, away_team: valid.home_team });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Home and away teams must differ.',
    ]);
  });
});

describe('testDataCreateBodySchema', () => {
  it.each([0, 4, 2.5])('refuses numGames %d', (numGames) => {
    expect(testDataCreateBodySchema.safeParse({ sport: 'soccer', numGames }).success).toBe(false);
  });

  it('refuses football (not a test data sport) and takes a null start time', () => {
    expect(testDataCreateBodySchema.safeParse({ sport: 'football', numGames: 1 }).success).toBe(
      false,
    );
    expect(
      testDataCreateBodySchema.safeParse({ sport: 'hockey', numGames: 3, customStartTime: null })
        .success,
    ).toBe(true);
  });
});
