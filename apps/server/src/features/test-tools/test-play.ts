import {
  TEST_DRAW_VALUES,
  TEST_PRICE_CHOICES,
  TEST_SPREAD_POINTS,
  TEST_TOTAL_POINTS,
  type TestSport,
  testSportHasDraw,
} from '@takeline/contract';
import type { Random } from '../../feeds/simulated/random';
import type { NewEventRow } from './test-tools.repository';

/**
 * How the test tools play a game nobody is watching: lines picked from the
 * spec's lists, and scores that grow by a sport-shaped amount per update.
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

type LineColumns = Pick<
  NewEventRow,
  | 'h2hHomeValue'
  | 'h2hAwayValue'
  | 'h2hDrawValue'
  | 'spreadsHomePoint'
  | 'spreadsHomeValue'
  | 'spreadsAwayPoint'
  | 'spreadsAwayValue'
  | 'totalsOverPoint'
  | 'totalsOverValue'
  | 'totalsUnderPoint'
  | 'totalsUnderValue'
>;

/**
 * A line for a test game, from the spec's sportsbook list, paired as the
 * test event form pairs it. The spread favourite is the moneyline favourite,
 * as a sportsbook would price it.
 */
export function testGameLine(sport: TestSport, random: Random): LineColumns {
  const prices = TEST_PRICE_CHOICES.sportsbook;
  const moneylineHome = random.pick(prices.moneylineHome);
  const homeFavourite = moneylineHome < 0;
  const spreadHomePoint = random.pick(
    TEST_SPREAD_POINTS[sport].filter((point) => (homeFavourite ? point < 0 : point > 0)),
  );
  const spreadHomePrice = random.pick(prices.spreadPrices);
  const total = random.pick(TEST_TOTAL_POINTS[sport]);
  const totalPrice = random.pick(prices.totalPrices);
  return {
    h2hHomeValue: moneylineHome,
    h2hAwayValue: -moneylineHome,
    h2hDrawValue: testSportHasDraw(sport) ? random.pick(TEST_DRAW_VALUES) : null,
    spreadsHomePoint: spreadHomePoint,
    spreadsHomeValue: spreadHomePrice,
    spreadsAwayPoint: -spreadHomePoint,
    spreadsAwayValue: -spreadHomePrice,
    totalsOverPoint: total,
    totalsOverValue: totalPrice,
    totalsUnderPoint: total,
    totalsUnderValue: totalPrice,
  };
}
