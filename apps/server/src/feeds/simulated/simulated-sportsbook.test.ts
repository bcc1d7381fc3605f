import type { GameLine } from '@takeline/contract';
import {
  logoPath,
  moneylineFavourite,
  SUPPORTED_SPORT_KEYS,
  type SupportedSportKey,
  teamsOf,
} from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, ManualClock, MINUTE_MS } from '../../clock';
import { TEST_NOW } from '../../test/test-app';
import { SimulatedSportsbook } from './simulated-sportsbook';

function sportsbook(options: { seed?: number; speed?: number; now?: string } = {}) {
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const book = new SimulatedSportsbook({
    seed: options.seed ?? 7,
    speed: options.speed ?? 1,
    clock,
    publicUrl: 'http://localhost:3000',
  });
  return { book, clock };
}

/** Implied probability of an American price. */
const implied = (price: number) => (price < 0 ? -price / (-price + 100) : 100 / (price + 100));

function overround(lines: GameLine): number {
  const prices = [
    lines.h2h_home_team_value,
    lines.h2h_away_team_value,
    lines.h2h_draw_value,
  ].filter((price): price is number => price !== null);
  return prices.reduce((sum, price) => sum + implied(price), 0);
}

const asGame = (sportKey: string, lines: GameLine) => ({
  sport_key: sportKey,
  h2h_home_team_value: lines.h2h_home_team_value,
  h2h_away_team_value: lines.h2h_away_team_value,
});

describe('the simulated sportsbook', () => {
  it('is deterministic for a seed, and differs between seeds', async () => {
    const a = sportsbook({ seed: 42 }).book;
    const b = sportsbook({ seed: 42 }).book;
    const c = sportsbook({ seed: 43 }).book;
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      expect(await a.listEvents(sportKey)).toEqual(await b.listEvents(sportKey));
      expect(await a.listScores(sportKey)).toEqual(await b.listScores(sportKey));
      expect(await a.listNews(sportKey)).toEqual(await b.listNews(sportKey));
    }
    const teams = async (book: SimulatedSportsbook) =>
      (await book.listEvents('baseball_mlb')).map((event) => event.homeTeam + event.awayTeam);
    expect(await teams(a)).not.toEqual(await teams(c));
  });

  it.each([1, 60])(
    'always has upcoming, live and recently finished games in every sport (speed %i)',
    async (speed) => {
      const { book, clock } = sportsbook({ speed });
      // Sample a week of moments (a week of simulated time at speed 60).
      for (let step = 0; step < 40; step += 1) {
        clock.advance(((4 * HOUR_MS + 17 * MINUTE_MS) / speed) * (step % 3 === 0 ? 1 : 0.37));
        const now = clock.now().getTime();
        for (const sportKey of SUPPORTED_SPORT_KEYS) {
          const scores = await book.listScores(sportKey);
          const upcoming = scores.filter((s) => s.commenceTime.getTime() > now);
          const live = scores.filter((s) => s.commenceTime.getTime() <= now && !s.completed);
          const finished = scores.filter((s) => s.completed);
          expect(upcoming.length, `${sportKey} upcoming`).toBeGreaterThan(0);
          expect(live.length, `${sportKey} live`).toBeGreaterThan(0);
          expect(finished.length, `${sportKey} finished`).toBeGreaterThan(0);
        }
      }
    },
  );

  it('uses real team names, and no team ever plays two overlapping games', async () => {
    const { book, clock } = sportsbook();
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      const names = new Set(teamsOf(sportKey).map((team) => team.name));
      const games = new Map<string, { team: string[]; start: number; end: number }>();
      // Three days of listings, sampled every 6 hours.
      for (let hours = 0; hours < 72; hours += 6) {
        clock.set(Date.parse(TEST_NOW) + hours * HOUR_MS);
        for (const score of await book.listScores(sportKey)) {
          const game = book.schedule
            .gamesStartingBetween(
              sportKey,
              score.commenceTime.getTime(),
              score.commenceTime.getTime(),
            )
            .find((candidate) => candidate.id === score.id);
          if (!game) throw new Error('listed game not in the schedule');
          games.set(score.id, {
            team: [score.homeTeam, score.awayTeam],
            start: game.commence.getTime(),
            end: game.end.getTime(),
          });
        }
      }
      expect(games.size).toBeGreaterThan(50);
      const byTeam = new Map<string, Array<{ start: number; end: number }>>();
      for (const game of games.values()) {
        for (const team of game.team) {
          expect(names.has(team), `${team} is a ${sportKey} team`).toBe(true);
          byTeam.set(team, [...(byTeam.get(team) ?? []), game]);
        }
      }
      for (const [team, played] of byTeam) {
        played.sort((x, y) => x.start - y.start);
        for (let i = 1; i < played.length; i += 1) {
          expect(played[i]?.start, `${team} rests between games`).toBeGreaterThanOrEqual(
            played[i - 1]?.end ?? 0,
          );
        }
      }
    }
  });

  async function linesOverADay(sportKey: SupportedSportKey) {
    const { book, clock } = sportsbook();
    const all: GameLine[] = [];
    for (let hours = 0; hours < 48; hours += 12) {
      clock.set(Date.parse(TEST_NOW) + hours * HOUR_MS);
      all.push(...(await book.listEvents(sportKey)).map((event) => event.lines));
    }
    return all;
  }

  it('prices every game with the favourite negative and a realistic margin', async () => {
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      for (const lines of await linesOverADay(sportKey)) {
        const favourite = moneylineFavourite(asGame(sportKey, lines));
        const favouritePrice =
          favourite === 'home' ? lines.h2h_home_team_value : lines.h2h_away_team_value;
        if (sportKey === 'soccer_usa_mls') {
          // Three ways: a close match's favourite can be odds against, as at real books.
          expect(favouritePrice).toBeLessThan(lines.h2h_draw_value ?? 0);
        } else {
          expect(favouritePrice).toBeLessThan(0);
        }
        const margin = overround(lines);
        expect(margin).toBeGreaterThan(1.02);
        expect(margin).toBeLessThan(sportKey === 'soccer_usa_mls' ? 1.12 : 1.08);
        for (const price of Object.values(lines).filter((v) => v !== null && Math.abs(v) >= 100)) {
          expect(Math.abs(price as number) % 5).toBe(0);
        }
      }
    }
  });

  it('gives MLB a ±1.5 run line and totals from 7 to 10.5', async () => {
    const lines = await linesOverADay('baseball_mlb');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(Math.abs(line.spreads_home_team_point ?? 0)).toBe(1.5);
      expect(line.spreads_away_team_point).toBe(-(line.spreads_home_team_point ?? 0));
      expect(line.totals_over_point).toBeGreaterThanOrEqual(7);
      expect(line.totals_over_point).toBeLessThanOrEqual(10.5);
      expect(line.totals_under_point).toBe(line.totals_over_point);
      expect(line.h2h_draw_value).toBeNull();
    }
    // The run line's favourite is the moneyline favourite.
    for (const line of lines) {
      const homeFavourite = (line.h2h_home_team_value ?? 0) < (line.h2h_away_team_value ?? 0);
      if (line.h2h_home_team_value !== line.h2h_away_team_value)
        expect((line.spreads_home_team_point ?? 0) < 0).toBe(homeFavourite);
    }
  });

  it('gives the NFL spreads from 1 to 14 and totals from 37 to 54', async () => {
    const lines = await linesOverADay('americanfootball_nfl');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(Math.abs(line.spreads_home_team_point ?? 0)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(line.spreads_home_team_point ?? 0)).toBeLessThanOrEqual(14);
      expect((line.spreads_home_team_point ?? 0) * 2).toSatisfy(Number.isInteger);
      expect(line.totals_over_point).toBeGreaterThanOrEqual(37);
      expect(line.totals_over_point).toBeLessThanOrEqual(54);
    }
  });

  it('gives MLS a draw price, a half-goal handicap and low totals', async () => {
    const lines = await linesOverADay('soccer_usa_mls');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.h2h_draw_value).toBeGreaterThanOrEqual(180);
      expect(line.h2h_draw_value).toBeLessThanOrEqual(500);
      expect([0.5, 1.5]).toContain(Math.abs(line.spreads_home_team_point ?? 0));
      expect([2.5, 3.5]).toContain(line.totals_over_point);
    }
  });

  it('builds a live score up over the game, then reports the final as completed', async () => {
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      const { book, clock } = sportsbook();
      const upcoming = (await book.listScores(sportKey)).find(
        (score) => score.commenceTime > clock.now(),
      );
      if (!upcoming) throw new Error('no upcoming game');
      expect(upcoming.homeScore).toBeNull();
      clock.set(upcoming.commenceTime);
      const history: Array<[number, number]> = [];
      let final: { home: number; away: number } | undefined;
      for (let minute = 0; minute <= 240 && !final; minute += 5) {
        const score = (await book.listScores(sportKey)).find((s) => s.id === upcoming.id);
        if (!score || score.homeScore === null || score.awayScore === null) {
          throw new Error('a started game has a score');
        }
        history.push([score.homeScore, score.awayScore]);
        if (score.completed) final = { home: score.homeScore, away: score.awayScore };
        clock.advance(5 * MINUTE_MS);
      }
      expect(final, `${sportKey} finishes`).toBeDefined();
      expect(history[0]).toEqual([0, 0]);
      for (let i = 1; i < history.length; i += 1) {
        const [home, away] = history[i] ?? [0, 0];
        const [lastHome, lastAway] = history[i - 1] ?? [0, 0];
        expect(home).toBeGreaterThanOrEqual(lastHome);
        expect(away).toBeGreaterThanOrEqual(lastAway);
      }
      // Once listed as final, an event leaves the odds listing.
      const listed = (await book.listEvents(sportKey)).map((event) => event.id);
      expect(listed).not.toContain(upcoming.id);
    }
  });

  it('plays believable finals: no tied MLB games, football scores built from 3s and 6-8s', async () => {
    const { book } = sportsbook();
    const from = Date.parse(TEST_NOW) - 10 * DAY_MS;
    const to = Date.parse(TEST_NOW);
    for (const game of book.schedule.gamesStartingBetween('baseball_mlb', from, to)) {
      const final = book.schedule.scoreAt(game, game.end.getTime());
      expect(final?.home).not.toBe(final?.away);
    }
    const nfl = book.schedule.gamesStartingBetween('americanfootball_nfl', from, to);
    const totals = nfl.map((game) => {
      const final = book.schedule.scoreAt(game, game.end.getTime());
      return (final?.home ?? 0) + (final?.away ?? 0);
    });
    const average = totals.reduce((sum, total) => sum + total, 0) / totals.length;
    expect(average).toBeGreaterThan(30);
    expect(average).toBeLessThan(60);
    for (const game of nfl) {
      for (const play of game.plays) expect([3, 6, 7, 8]).toContain(play.points);
    }
  });

  it('runs faster with a higher speed: an MLB game lasts three minutes at speed 60', async () => {
    const { book } = sportsbook({ speed: 60 });
    const [game] = book.schedule.gamesStartingBetween(
      'baseball_mlb',
      Date.parse(TEST_NOW),
      Date.parse(TEST_NOW) + HOUR_MS,
    );
    expect((game?.end.getTime() ?? 0) - (game?.commence.getTime() ?? 0)).toBe(3 * MINUTE_MS);
  });

  it('moves a line a little before the start, and freezes it from the start on', async () => {
    const { book, clock } = sportsbook();
    const target = (await book.listEvents('baseball_mlb')).at(-1);
    if (!target) throw new Error('no game');
    const seen = new Set<string>();
    while (clock.now() < target.commenceTime) {
      const event = (await book.listEvents('baseball_mlb')).find((e) => e.id === target.id);
      if (event) seen.add(JSON.stringify(event.lines));
      clock.advance(HOUR_MS);
    }
    expect(seen.size).toBeGreaterThan(1);
    clock.set(target.commenceTime);
    const atStart = (await book.listEvents('baseball_mlb')).find((e) => e.id === target.id);
    clock.advance(HOUR_MS);
    const live = (await book.listEvents('baseball_mlb')).find((e) => e.id === target.id);
    expect(live?.lines).toEqual(atStart?.lines);
  });

  it('writes previews and recaps with team logos and links to the game page', async () => {
    const { book } = sportsbook();
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      const { items, failedSources } = await book.listNews(sportKey);
      expect(failedSources).toBe(0);
      const previews = items.filter((item) => item.dedupeKey.startsWith('sim:preview:'));
      const recaps = items.filter((item) => item.dedupeKey.startsWith('sim:recap:'));
      expect(previews.length).toBeGreaterThan(0);
      expect(recaps.length).toBeGreaterThan(0);
      const logos = new Set(teamsOf(sportKey).map((team) => logoPath(sportKey, team.name)));
      for (const item of items) {
        expect(logos.has(item.imageUrl ?? '')).toBe(true);
        expect(item.articleUrl).toMatch(/^http:\/\/localhost:3000\/event\/[0-9a-f]{32}\/stats$/);
        expect(item.publishedAt.getTime()).toBeLessThanOrEqual(Date.parse(TEST_NOW));
      }
      expect(recaps[0]?.title).toMatch(/ (beat|draw) /);
      expect(recaps[0]?.description).toMatch(/^Final: /);
    }
  });
});
