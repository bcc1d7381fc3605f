import type { FeedStatus, GameLine, SupportedSportKey } from '@takeline/contract';

export type FeedSource = FeedStatus['source'];

/** A feed's status before anything went wrong and before any quota was read. */
export function freshFeedStatus(source: FeedSource): FeedStatus {
  return {
    source,
    disabled: false,
    disabled_reason: null,
    requests_remaining: null,
    requests_used: null,
    requests_last: null,
    last_error: null,
  };
}

/** The `events.origin` a feed's events are stored with. */
export const FEED_ORIGIN = {
  'odds-api': 'odds_api',
  simulated: 'simulated',
} as const satisfies Record<FeedSource, string>;
export type FeedOrigin = (typeof FEED_ORIGIN)[FeedSource];
/** Every feed's origin: the events the feeds own (the test tools own the others). */
export const FEED_ORIGINS: readonly FeedOrigin[] = Object.values(FEED_ORIGIN);

interface FeedEventBase {
  /** The feed's id; the same id in the odds and the scores answers. */
  id: string;
  sportKey: SupportedSportKey;
  sportTitle: string;
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
}

/** An upcoming or live event with its current line; null where the feed has none. */
export interface FeedEvent extends FeedEventBase {
  lines: GameLine;
}

/** An upcoming, live or recently completed event with its score so far. */
export interface FeedScore extends FeedEventBase {
  completed: boolean;
  /** Null before the event starts. */
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * A feed's answer: the items it could read. `unreadable` counts the items it
 * had to leave out because they could not be read at all (no id, no teams);
 * the feed has logged them. The lifecycle jobs count them as skipped events.
 */
export type FeedList<T> = T[] & { readonly unreadable?: number };

/**
 * Where games, lines and scores come from: The Odds API, or the simulated
 * sportsbook when no key is configured. Both methods throw a FeedError when
 * the feed cannot answer; callers then change nothing. Values are checked by
 * the caller (`feed-checks.ts`), the same way for every feed.
 */
export interface OddsFeed {
  readonly source: FeedSource;
  /** Upcoming and live events with their current lines (completed events never). */
  listEvents(sportKey: SupportedSportKey): Promise<FeedList<FeedEvent>>;
  /** Upcoming, live and recently completed events with their scores. */
  listScores(sportKey: SupportedSportKey): Promise<FeedList<FeedScore>>;
  /** Quota and health, for the admin answers. */
  status(): FeedStatus;
}

export type FeedErrorKind =
  | 'disabled'
  | 'unauthorized'
  | 'rate_limited'
  | 'malformed'
  | 'http'
  | 'network';

/** A feed that could not answer. The message is safe to log (it never holds the key). */
export class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}
