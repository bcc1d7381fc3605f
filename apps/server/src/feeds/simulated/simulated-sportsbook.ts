import type { FeedStatus, SupportedSportKey } from '@takeline/contract';
import type { Clock } from '../../clock';
import type { NewsFeed, NewsFetchResult } from '../news/news-feed';
import { type FeedEvent, type FeedScore, freshFeedStatus, type OddsFeed } from '../odds-feed';
import { simulatedNews } from './simulated-news';
import { type SimGame, SimulatedSchedule } from './simulated-schedule';

/** How far ahead the sportsbook lists games, in simulated minutes. */
export const UPCOMING_MINUTES = 12 * 60;
/** How far back its scores answer reaches, like the Odds API's daysFrom (simulated minutes). */
const FINISHED_MINUTES = 24 * 60;

export interface SimulatedSportsbookOptions {
  seed: number;
  speed: number;
  clock: Clock;
  /** Where this app is reached: simulated news links to its game pages. */
  publicUrl: string;
}

/**
 * The built-in sportsbook used when no Odds API key is configured: real team
 * names, a rolling schedule with upcoming, live and recently finished games
 * for every sport, lines priced from hidden team strengths, scores that
 * build up while a game is live, and preview and recap news. It reads time
 * only from the injected clock and is deterministic for a seed.
 */
export class SimulatedSportsbook implements OddsFeed, NewsFeed {
  readonly source = 'simulated' as const;
  readonly schedule: SimulatedSchedule;

  constructor(private readonly options: SimulatedSportsbookOptions) {
    this.schedule = new SimulatedSchedule(options.seed, options.speed);
  }

  status(): FeedStatus {
    return freshFeedStatus('simulated');
  }

  /** Like the Odds API: upcoming and live games with their lines, never finished ones. */
  async listEvents(sportKey: SupportedSportKey): Promise<FeedEvent[]> {
    const now = this.#now();
    return this.#gamesAround(sportKey, now)
      .filter((game) => !this.schedule.isFinished(game, now))
      .map((game) => ({
        ...this.#identity(game),
        lines: this.schedule.linesAt(game, now),
      }));
  }

  async listScores(sportKey: SupportedSportKey): Promise<FeedScore[]> {
    const now = this.#now();
    return this.#gamesAround(sportKey, now).map((game) => {
      const score = this.schedule.scoreAt(game, now);
      return {
        ...this.#identity(game),
        completed: this.schedule.isFinished(game, now),
        homeScore: score?.home ?? null,
        awayScore: score?.away ?? null,
      };
    });
  }

  async listNews(sportKey: SupportedSportKey): Promise<NewsFetchResult> {
    const now = this.#now();
    const items = simulatedNews(this.schedule, this.#gamesAround(sportKey, now), now, {
      publicUrl: this.options.publicUrl,
    });
    return { items, failedSources: 0 };
  }

  #now(): number {
    return this.options.clock.now().getTime();
  }

  #gamesAround(sportKey: SupportedSportKey, now: number): SimGame[] {
    const model = this.schedule.model(sportKey);
    return this.schedule.gamesStartingBetween(
      sportKey,
      now - this.schedule.scaled(FINISHED_MINUTES + model.durationMinutes),
      now + this.schedule.scaled(UPCOMING_MINUTES),
    );
  }

  #identity(game: SimGame) {
    return {
      id: game.id,
      sportKey: game.sportKey,
      sportTitle: game.sportTitle,
      commenceTime: game.commence,
      homeTeam: game.home.name,
      awayTeam: game.away.name,
    };
  }
}
