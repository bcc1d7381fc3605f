import { EMPTY_GAME_LINE, type GameLine, SUPPORTED_SPORT_KEYS } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, ManualClock } from '../clock';
import { MLB_GAME_LINE } from '../test/event-factory';
import { TEST_NOW } from '../test/test-app';
import { FEED_LIMITS, feedEventProblem, feedScoreProblem } from './feed-checks';
import type { FeedEvent, FeedScore } from './odds-feed';
import { SimulatedSportsbook } from './simulated/simulated-sportsbook';

const IDENTITY = {
  id: 'e912304de2b2ce35b473ce2ecd3d1502',
  sportKey: 'baseball_mlb' as const,
  sportTitle: 'MLB',
  commenceTime: new Date('2026-06-01T23:05:00Z'),
  homeTeam: 'New York Yankees',
  awayTeam: 'Boston Red Sox',
};

const event = (changes: Partial<FeedEvent> = {}, lines: Partial<GameLine> = {}): FeedEvent => ({
  ...IDENTITY,
  lines: { ...MLB_GAME_LINE, ...lines },
  ...changes,
});

const score = (changes: Partial<FeedScore> = {}): FeedScore => ({
  ...IDENTITY,
  completed: true,
  homeScore: 5,
  awayScore: 4,
  ...changes,
});

describe('feedEventProblem', () => {
  it('accepts a normal event, one without lines, and a soccer draw price', () => {
    expect(feedEventProblem(event())).toBeNull();
    expect(feedEventProblem(event({ lines: EMPTY_GAME_LINE }))).toBeNull();
    expect(feedEventProblem(event({}, { h2h_draw_value: 240 }))).toBeNull();
  });

  it.each([
    ['even money both ways', { h2h_home_team_value: -100, h2h_away_team_value: 100 }],
    ['the largest prices allowed', { h2h_home_team_value: -100_000, h2h_away_team_value: 100_000 }],
    ['a pick-em spread and a zero total', { spreads_home_team_point: 0, totals_over_point: 0 }],
    ['the largest points allowed', { spreads_home_team_point: -999.9, totals_over_point: 999.9 }],
  ] as const)('accepts %s', (_name, lines) => {
    expect(feedEventProblem(event({}, lines))).toBeNull();
  });

  it.each([
    [
      'a price above the 32-bit limit',
      { h2h_home_team_value: 3_000_000_000 },
      'h2h_home_team_value 3000000000',
    ],
    ['a price past 100000', { totals_under_value: -100_001 }, 'totals_under_value -100001'],
    [
      'a price between -100 and +100',
      { spreads_away_team_value: 99 },
      'spreads_away_team_value 99',
    ],
    ['a zero price', { h2h_draw_value: 0 }, 'h2h_draw_value 0'],
    ['a fractional price', { h2h_away_team_value: 120.5 }, 'h2h_away_team_value 120.5'],
    ['a point of 1000', { spreads_home_team_point: -1000 }, 'spreads_home_team_point -1000'],
    ['a point above numeric(6,1)', { totals_over_point: 123_456.5 }, 'totals_over_point 123456.5'],
    [
      'a point that is not a number',
      { spreads_away_team_point: Number.NaN },
      'spreads_away_team_point NaN',
    ],
    ['a negative total', { totals_under_point: -2.5 }, 'negative total'],
  ] as const)('refuses %s', (_name, lines, reason) => {
    expect(feedEventProblem(event({}, lines))).toContain(reason);
  });

  it.each([
    ['the same team twice', { awayTeam: ' new york yankees' }, 'the same team'],
    ['an empty team', { homeTeam: '  ' }, 'home team is empty'],
    ['a NUL in a name', { awayTeam: 'Boston\u0000Red Sox' }, 'away team holds control'],
    ['a very long name', { homeTeam: 'Y'.repeat(201) }, 'longer than 200'],
    ['an empty id', { id: '' }, 'id is empty'],
    ['a NUL in the sport title', { sportTitle: 'ML\u0000B' }, 'sport title holds control'],
    ['an invalid date', { commenceTime: new Date(Number.NaN) }, 'not a plausible date'],
    ['a date in 1970', { commenceTime: new Date(0) }, 'not a plausible date'],
    ['a date after 2100', { commenceTime: new Date('2101-01-01T00:00:00Z') }, 'plausible date'],
  ] as const)('refuses %s', (_name, changes, reason) => {
    expect(feedEventProblem(event(changes))).toContain(reason);
  });
});

describe('feedScoreProblem', () => {
  it('accepts final and live scores, unknown scores, and the largest score allowed', () => {
    expect(feedScoreProblem(score())).toBeNull();
    expect(feedScoreProblem(score({ completed: false, homeScore: 0, awayScore: 0 }))).toBeNull();
    expect(feedScoreProblem(score({ homeScore: null, awayScore: null }))).toBeNull();
    expect(feedScoreProblem(score({ homeScore: FEED_LIMITS.maxScore }))).toBeNull();
  });

  it.each([
    ['a score past the 32-bit limit', { homeScore: 99_999_999_999 }, 'home score 99999999999'],
    ['a score of five digits', { awayScore: 10_000 }, 'away score 10000'],
    ['a negative score', { awayScore: -1 }, 'away score -1'],
    ['a fractional score', { homeScore: 2.5 }, 'home score 2.5'],
    ['the same team twice', { awayTeam: 'New York Yankees' }, 'the same team'],
  ] as const)('refuses %s', (_name, changes, reason) => {
    expect(feedScoreProblem(score(changes))).toContain(reason);
  });
});

describe('the simulated sportsbook', () => {
  it('never sends an event or a score the checks would skip', async () => {
    const clock = new ManualClock(TEST_NOW);
    const book = new SimulatedSportsbook({ seed: 7, speed: 60, clock, publicUrl: 'http://x' });
    let checked = 0;
    // A few weeks of simulated time at speed 60, every sport.
    for (let hour = 0; hour < 12; hour += 1) {
      clock.set(Date.parse(TEST_NOW) + hour * HOUR_MS);
      for (const sportKey of SUPPORTED_SPORT_KEYS) {
        for (const item of await book.listEvents(sportKey)) {
          expect(feedEventProblem(item), item.id).toBeNull();
          checked += 1;
        }
        for (const item of await book.listScores(sportKey)) {
          expect(feedScoreProblem(item), item.id).toBeNull();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
