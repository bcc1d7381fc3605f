import {
  type GameLine,
  TEST_DRAW_VALUES,
  TEST_PRICE_CHOICES,
  TEST_SPREAD_POINTS,
  TEST_TOTAL_POINTS,
  type TestSport,
  testSportHasDraw,
} from '@takeline/contract';
import type { Random } from '../../feeds/simulated/random';

/**
 * How the test tools play a game nobody is watching: lines picked from the
 * test tool lists (decision 0051), and scores that grow by a sport-shaped amount per update.
 * The caller seeds the Random, so a game's scores follow from its id and state.
 */

export interface Score {
  home: number;
  away: number;
}

/** Points one side scores in one update (about a quarter of a game). */
const SCORING: Record<TestSport, (random: Random) => number> = {
  baseball: (random) => random.poisson(1.1),
  soccer: (random) => random.poisson(0.35),
  hockey: (random) => random.poisson(0.45),
  basketball: (random) => random.int(18, 32),
  football: (random) => random.pick([0, 0, 3, 7, 7, 10]),
};
/** A whole game is this many updates. */
const UPDATES_PER_GAME = 4;
/** What overtime adds to break a tie in a sport without a draw. */
const OVERTIME_POINTS: Record<TestSport, number> = {
  baseball: 1,
  soccer: 1,
  hockey: 1,
  basketball: 2,
  football: 3,
};

/** The next live score: each side adds what it scored since the last update. */
export function nextScore(
  sport: TestSport,
  current: { home: number | null; away: number | null },
  random: Random,
): Score {
  return {
    home: (current.home ?? 0) + SCORING[sport](random),
    away: (current.away ?? 0) + SCORING[sport](random),
  };
}

/**
 * The final score: the current one when there is one (a completion keeps
 * what was entered or fetched), else a whole game played now. A game played
 * here does not end tied in a sport without a draw.
 */
export function finalScore(
  sport: TestSport,
  current: { home: number | null; away: number | null },
  random: Random,
): Score {
  if (current.home !== null && current.away !== null) {
    return { home: current.home, away: current.away };
  }
  let score: Score = { home: 0, away: 0 };
  for (let update = 0; update < UPDATES_PER_GAME; update += 1) {
    score = nextScore(sport, score, random);
  }
  if (score.home === score.away && !testSportHasDraw(sport)) {
    const side = random.next() < 0.5 ? 'home' : 'away';
    score[side] += OVERTIME_POINTS[sport];
  }
  return score;
}

/**
 * A line for a test game, from the sportsbook price list (decision 0051), paired as the
 * test event form pairs it. The spread favourite is the moneyline favourite,
 * as a sportsbook would price it.
 */
export function testGameLine(sport: TestSport, random: Random): GameLine {
  const prices = TEST_PRICE_CHOICES.sportsbook;
  const moneylineHome = random.pick(prices.moneylineHome);
  const homeFavourite = moneylineHome < 0;
  const homeSpread = random.pick(
    TEST_SPREAD_POINTS[sport].filter((point) => (homeFavourite ? point < 0 : point > 0)),
  );
  const homeSpreadPrice = random.pick(prices.spreadPrices);
  const total = random.pick(TEST_TOTAL_POINTS[sport]);
  const totalPrice = random.pick(prices.totalPrices);
  return {
    h2h_home_team_value: moneylineHome,
    h2h_away_team_value: -moneylineHome,
    h2h_draw_value: testSportHasDraw(sport) ? random.pick(TEST_DRAW_VALUES) : null,
    spreads_home_team_point: homeSpread,
    spreads_home_team_value: homeSpreadPrice,
    spreads_away_team_point: -homeSpread,
    spreads_away_team_value: -homeSpreadPrice,
    totals_over_point: total,
    totals_over_value: totalPrice,
    totals_under_point: total,
    totals_under_value: totalPrice,
  };
}
