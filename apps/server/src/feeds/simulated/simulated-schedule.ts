import type { GameLine } from '@takeline/contract';
import { SPORT_TITLES, type SupportedSportKey, type Team } from '@takeline/contract';
import { MINUTE_MS } from '../../clock';
import { idOf, Random } from './random';
import { type Matchup, type ScoringPlay, SPORT_MODELS, type SportModel } from './sport-models';

/** Rounds are counted from here; any fixed instant works, it only has to never change. */
const ANCHOR_MS = Date.UTC(2024, 0, 1);

/** How long before its start a game's line may still move, in steps (at speed 1). */
const LINE_MOVE_STEP_MINUTES = 240;

export interface SimGame {
  id: string;
  sportKey: SupportedSportKey;
  sportTitle: string;
  home: Team;
  away: Team;
  commence: Date;
  /** When the final score is in. */
  end: Date;
  matchup: Matchup;
  plays: ScoringPlay[];
}

export interface SimScore {
  home: number;
  away: number;
}

/**
 * The simulated sportsbook's calendar: a pure function of the seed and the
 * time, so every server with the same seed shows the same games.
 *
 * Each sport plays a round of games every few (scaled) minutes. Its teams
 * are split into groups, and round r uses group r mod G, with G large enough
 * that a team's next game starts only after its last one ended: no team ever
 * plays two overlapping games. Pairings within a group change every round.
 */
export class SimulatedSchedule {
  readonly #groups = new Map<SupportedSportKey, Team[][]>();
  readonly #strengths = new Map<string, { rating: number; offense: number }>();
  readonly #games = new Map<string, SimGame[]>();

  constructor(
    readonly seed: number,
    /** Games run this many times faster than real life. */
    readonly speed: number,
  ) {}

  model(sportKey: SupportedSportKey): SportModel {
    return SPORT_MODELS[sportKey];
  }

  /** Real milliseconds of a simulated span (scaled by the speed). */
  scaled(minutes: number): number {
    return (minutes * MINUTE_MS) / this.speed;
  }

  /** Games whose start lies in [fromMs, toMs], in start order. */
  gamesStartingBetween(sportKey: SupportedSportKey, fromMs: number, toMs: number): SimGame[] {
    const model = this.model(sportKey);
    const roundMs = this.scaled(model.roundEveryMinutes);
    const stagger = this.scaled(model.staggerMinutes) * (model.gamesPerRound - 1);
    const first = Math.floor((fromMs - stagger - this.#phase(model) - ANCHOR_MS) / roundMs);
    const last = Math.floor((toMs - this.#phase(model) - ANCHOR_MS) / roundMs);
    const games: SimGame[] = [];
    for (let round = first; round <= last; round += 1) {
      for (const game of this.#round(sportKey, round)) {
        const start = game.commence.getTime();
        if (start >= fromMs && start <= toMs) games.push(game);
      }
    }
    return games.sort((a, b) => a.commence.getTime() - b.commence.getTime());
  }

  /** The score at an instant: null before the start, final from the end on. */
  scoreAt(game: SimGame, atMs: number): SimScore | null {
    const start = game.commence.getTime();
    if (atMs < start) return null;
    const progress = (atMs - start) / (game.end.getTime() - start);
    const score = { home: 0, away: 0 };
    for (const play of game.plays) {
      if (play.at <= progress) score[play.side] += play.points;
    }
    return score;
  }

  isFinished(game: SimGame, atMs: number): boolean {
    return atMs >= game.end.getTime();
  }

  /**
   * The line as published at an instant. It leans a little with the
   * (simulated) market every few hours before the start, then freezes.
   */
  linesAt(game: SimGame, atMs: number): GameLine {
    const model = this.model(game.sportKey);
    const frozenAt = Math.min(atMs, game.commence.getTime());
    const step = Math.floor(
      (game.commence.getTime() - frozenAt) / this.scaled(LINE_MOVE_STEP_MINUTES),
    );
    const lean = Random.of(this.seed, game.id, 'lean', step);
    const nudge = lean.pick([-0.08, 0, 0, 0.08]);
    return model.lines(game.matchup, nudge, Random.of(this.seed, game.id, 'book', step));
  }

  #phase(model: SportModel): number {
    return this.scaled(model.phaseMinutes);
  }

  #round(sportKey: SupportedSportKey, round: number): SimGame[] {
    const key = `${sportKey}:${round}`;
    const cached = this.#games.get(key);
    if (cached) return cached;
    const model = this.model(sportKey);
    const groups = this.#groupsOf(model);
    const group = groups[((round % groups.length) + groups.length) % groups.length] ?? [];
    const shuffled = Random.of(this.seed, sportKey, 'round', round).shuffle(group);
    const start = ANCHOR_MS + this.#phase(model) + round * this.scaled(model.roundEveryMinutes);
    const games: SimGame[] = [];
    const count = Math.min(model.gamesPerRound, Math.floor(shuffled.length / 2));
    for (let slot = 0; slot < count; slot += 1) {
      const home = shuffled[2 * slot];
      const away = shuffled[2 * slot + 1];
      if (!home || !away) break;
      const commenceMs = roundToSecond(start + slot * this.scaled(model.staggerMinutes));
      const matchup = this.#matchup(sportKey, home, away);
      const id = idOf('takeline-sim', this.seed, sportKey, round, slot);
      games.push({
        id,
        sportKey,
        sportTitle: SPORT_TITLES[sportKey],
        home,
        away,
        commence: new Date(commenceMs),
        end: new Date(commenceMs + this.scaled(model.durationMinutes)),
        matchup,
        plays: model.play(matchup, Random.of(this.seed, id, 'play')),
      });
    }
    // Listings revisit the same few rounds; keep the recent ones only.
    if (this.#games.size > 2000) this.#games.clear();
    this.#games.set(key, games);
    return games;
  }

  /**
   * Teams split into G groups, where G rounds span more than one game: the
   * same group comes back only after its previous games have finished.
   */
  #groupsOf(model: SportModel): Team[][] {
    const cached = this.#groups.get(model.sportKey);
    if (cached) return cached;
    const count = Math.ceil(model.durationMinutes / model.roundEveryMinutes) + 1;
    const order = Random.of(this.seed, model.sportKey, 'groups').shuffle(model.teams);
    const groups: Team[][] = Array.from({ length: count }, () => []);
    for (const [index, team] of order.entries()) groups[index % count]?.push(team);
    this.#groups.set(model.sportKey, groups);
    return groups;
  }

  #matchup(sportKey: SupportedSportKey, home: Team, away: Team): Matchup {
    const homeStrength = this.#strength(sportKey, home);
    const awayStrength = this.#strength(sportKey, away);
    return {
      home,
      away,
      homeRating: homeStrength.rating,
      awayRating: awayStrength.rating,
      homeOffense: homeStrength.offense,
      awayOffense: awayStrength.offense,
    };
  }

  /** Each team's hidden strength, fixed for the seed. */
  #strength(sportKey: SupportedSportKey, team: Team) {
    const key = `${sportKey}:${team.name}`;
    let strength = this.#strengths.get(key);
    if (!strength) {
      const random = Random.of(this.seed, key, 'strength');
      strength = { rating: random.normal() * 0.45, offense: random.normal() * 0.5 };
      this.#strengths.set(key, strength);
    }
    return strength;
  }
}

function roundToSecond(ms: number): number {
  return Math.round(ms / 1000) * 1000;
}
