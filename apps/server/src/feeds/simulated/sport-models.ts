import {
  type GameLine,
  MLB_TEAMS,
  MLS_TEAMS,
  NFL_TEAMS,
  SIDES,
  type Side,
  type SupportedSportKey,
  type Team,
} from '@takeline/contract';
import { clamp, normalCdf, poissonPmf, pricesWithMargin, toHalf } from './odds-math';
import type { Random } from './random';

/** Two teams and their hidden strengths; `nudge` is the market's current lean (line movement). */
export interface Matchup {
  home: Team;
  away: Team;
  /** Hidden strength: positive is better. */
  homeRating: number;
  awayRating: number;
  /** Hidden scoring tendency: positive scores (and concedes) more. */
  homeOffense: number;
  awayOffense: number;
}

/** A score change at a point of the game (0 is the start, 1 the final whistle). */
export interface ScoringPlay {
  at: number;
  side: Side;
  points: number;
}

export interface SportModel {
  sportKey: SupportedSportKey;
  teams: readonly Team[];
  /** Minutes from the start to the final score, at speed 1. */
  durationMinutes: number;
  /** Minutes between rounds of games, at speed 1. */
  roundEveryMinutes: number;
  gamesPerRound: number;
  /** Minutes between the starts of games in one round (7:05, 7:10, ...). */
  staggerMinutes: number;
  /** Where the rounds sit in the day, so sports do not all start together. */
  phaseMinutes: number;
  /** The published line: true strengths plus the market's lean (`nudge`). */
  lines(matchup: Matchup, nudge: number, random: Random): GameLine;
  /** The whole game, decided up front from the true strengths. */
  play(matchup: Matchup, random: Random): ScoringPlay[];
}

/** Books shade the standard -110/-110 a little either way. */
const JUICE_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [-110, -110],
  [-110, -110],
  [-105, -115],
  [-115, -105],
];

const BOOK_MARGIN = 0.045;

const baseball: SportModel = {
  sportKey: 'baseball_mlb',
  teams: MLB_TEAMS,
  durationMinutes: 180,
  roundEveryMinutes: 90,
  gamesPerRound: 4,
  staggerMinutes: 5,
  phaseMinutes: 5,
  lines(m, nudge, random) {
    const { margin, total } = baseballExpectation(m, nudge);
    const sd = Math.sqrt(2.1 * total);
    const pHome = clamp(normalCdf(margin / sd), 0.22, 0.78);
    const [homePrice, awayPrice] = pricesWithMargin([pHome, 1 - pHome], BOOK_MARGIN);
    // The run line is always 1.5; its price carries the difference.
    const homeFavourite = margin >= 0;
    const cover = clamp(1 - normalCdf((1.5 - Math.abs(margin)) / sd), 0.2, 0.6);
    const [favPrice, dogPrice] = pricesWithMargin([cover, 1 - cover], BOOK_MARGIN);
    const line = clamp(toHalf(total + random.normal() * 0.25), 7, 10.5);
    const pOver = clamp(1 - normalCdf((line - total) / Math.sqrt(2.3 * total)), 0.35, 0.65);
    const [over, under] = pricesWithMargin([pOver, 1 - pOver], BOOK_MARGIN);
    return {
      h2h_home_team_value: homePrice ?? null,
      h2h_away_team_value: awayPrice ?? null,
      h2h_draw_value: null,
      spreads_home_team_point: homeFavourite ? -1.5 : 1.5,
      spreads_home_team_value: (homeFavourite ? favPrice : dogPrice) ?? null,
      spreads_away_team_point: homeFavourite ? 1.5 : -1.5,
      spreads_away_team_value: (homeFavourite ? dogPrice : favPrice) ?? null,
      totals_over_point: line,
      totals_over_value: over ?? null,
      totals_under_point: line,
      totals_under_value: under ?? null,
    };
  },
  play(m, random) {
    const { margin, total } = baseballExpectation(m, 0);
    const perInning = {
      home: Math.max(1.2, (total + margin) / 2) / 9,
      away: Math.max(1.2, (total - margin) / 2) / 9,
    };
    const plays: ScoringPlay[] = [];
    const score = { home: 0, away: 0 };
    const half = (side: Side, at: number) => {
      const runs = random.poisson(perInning[side]);
      if (runs > 0) plays.push({ at, side, points: runs });
      score[side] += runs;
    };
    for (let inning = 1; inning <= 9; inning += 1) {
      half('away', ((2 * inning - 2 + 0.7) / 18) * 0.95);
      // The home side does not bat in the ninth when it already leads.
      if (inning === 9 && score.home > score.away) break;
      half('home', ((2 * inning - 1 + 0.7) / 18) * 0.95);
    }
    for (let extra = 10; score.home === score.away; extra += 1) {
      const at = 0.955 + (extra - 10) * 0.007;
      if (extra > 15) {
        plays.push({ at, side: 'home', points: 1 });
        break;
      }
      half('away', at);
      half('home', at + 0.003);
    }
    return plays;
  },
};

function baseballExpectation(m: Matchup, nudge: number) {
  return {
    margin: 0.25 + 1.1 * (m.homeRating - m.awayRating + nudge),
    total: clamp(8.6 + 0.9 * (m.homeOffense + m.awayOffense), 6.8, 10.8),
  };
}

const football: SportModel = {
  sportKey: 'americanfootball_nfl',
  teams: NFL_TEAMS,
  durationMinutes: 195,
  roundEveryMinutes: 120,
  gamesPerRound: 3,
  staggerMinutes: 0,
  phaseMinutes: 20,
  lines(m, nudge, random) {
    const { margin, total } = footballExpectation(m, nudge);
    const pHome = clamp(normalCdf(margin / 13.5), 0.08, 0.92);
    const [homePrice, awayPrice] = pricesWithMargin([pHome, 1 - pHome], BOOK_MARGIN);
    const homeFavourite = margin >= 0;
    const point = clamp(toHalf(Math.abs(margin)), 1, 14);
    const [favPrice, dogPrice] = random.pick(JUICE_PAIRS);
    const [over, under] = random.pick(JUICE_PAIRS);
    const line = clamp(toHalf(total), 37, 54);
    return {
      h2h_home_team_value: homePrice ?? null,
      h2h_away_team_value: awayPrice ?? null,
      h2h_draw_value: null,
      spreads_home_team_point: homeFavourite ? -point : point,
      spreads_home_team_value: homeFavourite ? favPrice : dogPrice,
      spreads_away_team_point: homeFavourite ? point : -point,
      spreads_away_team_value: homeFavourite ? dogPrice : favPrice,
      totals_over_point: line,
      totals_over_value: over,
      totals_under_point: line,
      totals_under_value: under,
    };
  },
  play(m, random) {
    const { margin, total } = footballExpectation(m, 0);
    const plays: ScoringPlay[] = [];
    const score = { home: 0, away: 0 };
    for (const side of SIDES) {
      const expected = Math.max(8, (total + (side === 'home' ? margin : -margin)) / 2);
      const drives = random.poisson(expected / 5.2);
      for (let i = 0; i < drives; i += 1) {
        const points = footballScore(random);
        plays.push({ at: 0.02 + random.next() * 0.94, side, points });
        score[side] += points;
      }
    }
    if (score.home === score.away && random.next() < 0.85) {
      // Overtime: most ties are broken by a field goal or a touchdown.
      const side = random.next() < normalCdf(margin / 13.5) ? 'home' : 'away';
      plays.push({ at: 0.985, side, points: random.next() < 0.6 ? 3 : 6 });
    }
    return plays.sort((a, b) => a.at - b.at);
  },
};

function footballScore(random: Random): number {
  if (random.next() >= 0.58) return 3;
  const roll = random.next();
  if (roll < 0.04) return 6;
  if (roll < 0.09) return 8;
  return 7;
}

function footballExpectation(m: Matchup, nudge: number) {
  return {
    margin: clamp(1.5 + 5.5 * (m.homeRating - m.awayRating + nudge), -17, 17),
    total: clamp(44.5 + 3 * (m.homeOffense + m.awayOffense), 36, 56),
  };
}

const soccer: SportModel = {
  sportKey: 'soccer_usa_mls',
  teams: MLS_TEAMS,
  durationMinutes: 115,
  roundEveryMinutes: 75,
  gamesPerRound: 3,
  staggerMinutes: 0,
  phaseMinutes: 40,
  lines(m, nudge) {
    const { home, away } = soccerExpectation(m, nudge);
    const grid = goalGrid(home, away);
    const [homePrice, awayPrice, drawPrice] = pricesWithMargin(
      [grid.home, grid.away, grid.draw],
      0.06,
    );
    const homeFavourite = home >= away;
    const point = Math.abs(home - away) > 0.8 ? 1.5 : 0.5;
    const cover = clamp(grid.winBy(homeFavourite ? 'home' : 'away', point), 0.1, 0.9);
    const [favPrice, dogPrice] = pricesWithMargin([cover, 1 - cover], 0.05);
    const line = home + away >= 3.05 ? 3.5 : 2.5;
    const pOver = clamp(grid.over(line), 0.1, 0.9);
    const [over, under] = pricesWithMargin([pOver, 1 - pOver], 0.05);
    return {
      h2h_home_team_value: homePrice ?? null,
      h2h_away_team_value: awayPrice ?? null,
      h2h_draw_value: drawPrice ?? null,
      spreads_home_team_point: homeFavourite ? -point : point,
      spreads_home_team_value: (homeFavourite ? favPrice : dogPrice) ?? null,
      spreads_away_team_point: homeFavourite ? point : -point,
      spreads_away_team_value: (homeFavourite ? dogPrice : favPrice) ?? null,
      totals_over_point: line,
      totals_over_value: over ?? null,
      totals_under_point: line,
      totals_under_value: under ?? null,
    };
  },
  play(m, random) {
    const { home, away } = soccerExpectation(m, 0);
    const plays: ScoringPlay[] = [];
    for (const [side, mean] of [
      ['home', home],
      ['away', away],
    ] as const) {
      for (let goal = random.poisson(mean); goal > 0; goal -= 1) {
        const minute = random.int(1, 94);
        // Minutes 1-45 fill the first 42% of the slot, then the half-time break.
        const at = minute <= 45 ? (minute / 45) * 0.42 : 0.55 + ((minute - 45) / 50) * 0.44;
        plays.push({ at, side, points: 1 });
      }
    }
    return plays.sort((a, b) => a.at - b.at);
  },
};

function soccerExpectation(m: Matchup, nudge: number) {
  const edge = m.homeRating - m.awayRating + nudge;
  const pace = Math.exp(0.08 * (m.homeOffense + m.awayOffense));
  return {
    home: 1.45 * Math.exp(0.32 * edge + 0.08) * pace,
    away: 1.15 * Math.exp(-0.32 * edge) * pace,
  };
}

/** Outcome probabilities from two independent Poisson scorelines. */
function goalGrid(homeMean: number, awayMean: number) {
  const cells: Array<{ home: number; away: number; p: number }> = [];
  for (let h = 0; h <= 10; h += 1) {
    for (let a = 0; a <= 10; a += 1) {
      cells.push({ home: h, away: a, p: poissonPmf(homeMean, h) * poissonPmf(awayMean, a) });
    }
  }
  const sum = (test: (cell: { home: number; away: number }) => boolean) =>
    cells.filter(test).reduce((total, cell) => total + cell.p, 0);
  const totalMass = sum(() => true);
  return {
    home: sum((c) => c.home > c.away) / totalMass,
    away: sum((c) => c.away > c.home) / totalMass,
    draw: sum((c) => c.home === c.away) / totalMass,
    winBy: (side: Side, point: number) =>
      sum((c) => (side === 'home' ? c.home - c.away : c.away - c.home) > point) / totalMass,
    over: (line: number) => sum((c) => c.home + c.away > line) / totalMass,
  };
}

export const SPORT_MODELS: Record<SupportedSportKey, SportModel> = {
  baseball_mlb: baseball,
  americanfootball_nfl: football,
  soccer_usa_mls: soccer,
};
