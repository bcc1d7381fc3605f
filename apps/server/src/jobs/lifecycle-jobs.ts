import {
  ADMIN_JOBS,
  type AdminJobName,
  EMPTY_GAME_LINE,
  GAME_LINE_FIELDS,
  type GameLine,
  isSupportedSportKey,
  SUPPORTED_SPORT_KEYS,
  type SupportedSportKey,
} from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { BodyCache } from '../features/events/schedule-cache';
import { compactLeaderboardScores } from '../features/leaderboard/leaderboard.repository';
import type { NewsService } from '../features/news/news.service';
import type { EventSettler } from '../features/settlement/event-settler';
import {
  feedEventProblem,
  feedIdProblem,
  feedScoreProblem,
  partitionFeedItems,
} from '../feeds/feed-checks';
import {
  FEED_ORIGIN,
  type FeedEvent,
  type FeedList,
  type FeedScore,
  type OddsFeed,
} from '../feeds/odds-feed';
import {
  cancelStaleEvents,
  completeEvent,
  findCancelledEventsWithOpenSentiments,
  findCompletedEventIds,
  findEventStates,
  insertEvents,
  markSeen,
  type NewFeedEvent,
  sportsWithStartedEvents,
  startDueEvents,
  updateLiveScore,
  updateOpenEventLines,
} from './lifecycle.repository';

/** Each job reports what it changed, by kind; a second run right after reports zeros. */
export type JobCounts = Record<string, number>;

/** Every job, in button order: the admin job list is the one list of them. */
export const LIFECYCLE_JOB_NAMES: readonly AdminJobName[] = ADMIN_JOBS.map(({ job }) => job);
export type LifecycleJobName = AdminJobName;

export interface LifecycleJobsDeps {
  db: Db;
  clock: Clock;
  feed: OddsFeed;
  settler: EventSettler;
  news: NewsService;
  /** The schedule's cache: dropped for a sport whenever its upcoming games change. */
  scheduleCache: Pick<BodyCache<unknown>, 'invalidate'>;
  logger: FastifyBaseLogger;
  /** The demo players' picks (docs/game-rules.md#demo-players); absent, the job changes nothing. */
  demoPicks?: { run(): Promise<JobCounts> };
  /**
   * Folds the queued ledger entries into the board windows (decision 0128), after Finish
   * Completed's settlements; it never throws. Absent, only readers fold.
   */
  foldScoreWindows?: () => Promise<void>;
}

/**
 * The event lifecycle (docs/game-rules.md#admin-jobs), one method per admin button. Every
 * job is idempotent and safe to run on several servers at once: transitions
 * are conditional updates, and settlement is exactly-once in the settler.
 * A feed that cannot answer changes nothing for that sport. A feed event
 * that cannot be stored (feeds/feed-checks.ts) is skipped on its own and
 * counted in `skipped_events`; a sport whose storage fails anyway is logged
 * and counted in `failed_sports`, and the other sports still run.
 */
export class LifecycleJobs {
  readonly #origin;

  constructor(private readonly deps: LifecycleJobsDeps) {
    this.#origin = FEED_ORIGIN[deps.feed.source];
  }

  run(name: LifecycleJobName): Promise<JobCounts> {
    switch (name) {
      case 'fetch-events':
        return this.fetchEvents();
      case 'scan-upcoming-for-start':
        return this.scanUpcomingForStart();
      case 'scan-live-scores':
        return this.scanLiveScores();
      case 'scan-for-completed':
        return this.scanForCompleted();
      case 'scan-completed':
        return this.finishCompleted();
      case 'cleanup-completed-games':
        return this.cleanupCompletedGames();
      case 'cleanup-orphan-sentiments':
        return this.cleanupOrphanSentiments();
      case 'refresh-news':
        return this.deps.news.refresh();
      case 'demo-picks':
        return this.deps.demoPicks?.run() ?? Promise.resolve({});
    }
  }

  /** Fetch Events: upsert upcoming events and their current lines for every supported sport. */
  async fetchEvents(): Promise<JobCounts> {
    const counts = { inserted: 0, lines_updated: 0, skipped_events: 0, failed_sports: 0 };
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      const listed = await this.#fromFeed(sportKey, () => this.deps.feed.listEvents(sportKey));
      if (!listed) {
        counts.failed_sports += 1;
        continue;
      }
      const { valid, skipped } = this.#screen(sportKey, 'fetch-events', listed, feedEventProblem);
      counts.skipped_events += skipped;
      const stored = await this.#forSport(sportKey, 'fetch-events', () =>
        this.#storeEvents(valid, seenIds(listed)),
      );
      if (!stored) {
        counts.failed_sports += 1;
        continue;
      }
      const { inserted, linesUpdated } = stored;
      counts.inserted += inserted;
      counts.lines_updated += linesUpdated;
      if (inserted + linesUpdated > 0) this.deps.scheduleCache.invalidate(sportKey);
    }
    return counts;
  }

  /** Scan Upcoming: upcoming events past their commence time -> in_progress. */
  async scanUpcomingForStart(): Promise<JobCounts> {
    const started = await startDueEvents(this.deps.db, this.deps.clock.now());
    for (const sportKey of new Set(started.map((event) => event.sportKey))) {
      this.deps.scheduleCache.invalidate(sportKey);
    }
    return { started: started.length };
  }

  /** Scan In Progress: refresh the scores of in-progress events. */
  async scanLiveScores(): Promise<JobCounts> {
    const now = this.deps.clock.now();
    const { stored, skipped_events, failed_sports } = await this.#eachSportsScores(
      'scan-live-scores',
      now,
      (valid, listed) => this.#storeLiveScores(valid, seenIds(listed), now),
    );
    const scores_updated = stored.reduce((sum, updated) => sum + updated, 0);
    return { scores_updated, skipped_events, failed_sports };
  }

  /**
   * Scan Completed: events the feed reports completed -> completed, with
   * final scores. A finished game the app never saw (a fresh database, or a
   * server that was down all game) is recorded too, so past scores stay whole.
   */
  async scanForCompleted(): Promise<JobCounts> {
    const now = this.deps.clock.now();
    const { stored, skipped_events, failed_sports } = await this.#eachSportsScores(
      'scan-for-completed',
      now,
      (valid) => this.#storeFinals(valid, now),
    );
    return {
      completed: stored.reduce((sum, finals) => sum + finals.completed, 0),
      recorded: stored.reduce((sum, finals) => sum + finals.recorded, 0),
      skipped_events,
      failed_sports,
    };
  }

  /**
   * The shared walk of both score scans: each sport with games to score is
   * read from the feed, its bad entries are skipped and counted, and `store`
   * runs on the rest. A sport whose feed or storage fails is counted and the
   * walk goes on.
   */
  async #eachSportsScores<T>(
    job: 'scan-live-scores' | 'scan-for-completed',
    now: Date,
    store: (valid: FeedScore[], listed: FeedList<FeedScore>) => Promise<T>,
  ): Promise<{ stored: T[]; skipped_events: number; failed_sports: number }> {
    const result = { stored: [] as T[], skipped_events: 0, failed_sports: 0 };
    for (const sportKey of await this.#sportsToScore(now)) {
      const listed = await this.#fromFeed(sportKey, () => this.deps.feed.listScores(sportKey));
      if (!listed) {
        result.failed_sports += 1;
        continue;
      }
      const { valid, skipped } = this.#screen(sportKey, job, listed, feedScoreProblem);
      result.skipped_events += skipped;
      const stored = await this.#forSport(sportKey, job, () => store(valid, listed));
      if (stored === null) result.failed_sports += 1;
      else result.stored.push(stored);
    }
    return result;
  }

  /** Finish Completed: settle every completed event -> settled. */
  async finishCompleted(): Promise<JobCounts> {
    const counts = { settled_events: 0, settled_sentiments: 0, failed: 0 };
    for (const eventId of await findCompletedEventIds(this.deps.db)) {
      const result = await this.#settle(eventId);
      if (!result) counts.failed += 1;
      else if (!result.alreadySettled) {
        counts.settled_events += 1;
        counts.settled_sentiments += result.settledSentiments;
      }
    }
    await this.#compactLeaderboardScores();
    // The periodic fold: what stakes, rewards and grants queued since, so readers fold little.
    await this.deps.foldScoreWindows?.();
    return counts;
  }

  /**
   * Folds the leaderboard histogram's appended rows (decision 0113) on every settle turn, so reads
   * sum about one row per score. Blocks no writer; a failure only leaves the rows for next turn.
   */
  async #compactLeaderboardScores(): Promise<void> {
    try {
      await compactLeaderboardScores(this.deps.db);
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'leaderboard histogram not compacted');
    }
  }

  /**
   * Cleanup Completed: cancel stale events (docs/game-rules.md#cancellation) and refund
   * their sentiments. Settled events stay, but only in past scores.
   */
  async cleanupCompletedGames(): Promise<JobCounts> {
    const counts = { cancelled_vanished: 0, cancelled_no_final_score: 0, refunded_sentiments: 0 };
    const cancelled = await cancelStaleEvents(this.deps.db, this.deps.clock.now());
    for (const event of cancelled) {
      if (event.reason === 'vanished') counts.cancelled_vanished += 1;
      else counts.cancelled_no_final_score += 1;
      this.deps.logger.warn(
        { eventId: event.id, sportKey: event.sport_key, reason: event.reason },
        'event cancelled',
      );
      this.deps.scheduleCache.invalidate(event.sport_key);
      // A failure here leaves the refund to Cleanup Orphan Sentiments.
      counts.refunded_sentiments += (await this.#settle(event.id))?.settledSentiments ?? 0;
    }
    return counts;
  }

  /** Cleanup Orphan Sentiments: refund (Draw) open sentiments of cancelled events. */
  async cleanupOrphanSentiments(): Promise<JobCounts> {
    const counts = { events: 0, refunded_sentiments: 0, failed: 0 };
    for (const eventId of await findCancelledEventsWithOpenSentiments(this.deps.db)) {
      const result = await this.#settle(eventId);
      if (!result) {
        counts.failed += 1;
        continue;
      }
      if (result.settledSentiments > 0) counts.events += 1;
      counts.refunded_sentiments += result.settledSentiments;
    }
    return counts;
  }

  async #storeEvents(
    listed: FeedEvent[],
    seen: string[],
  ): Promise<{ inserted: number; linesUpdated: number }> {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const stored = await findEventStates(
      db,
      listed.map((event) => event.id),
    );
    const fresh: NewFeedEvent[] = [];
    let linesUpdated = 0;
    for (const event of listed) {
      const current = stored.get(event.id);
      if (!current) {
        fresh.push(this.#newEvent(event, now, { status: 'upcoming', lines: event.lines }));
        continue;
      }
      // Lines freeze at the start (docs/game-rules.md#moved-lines); other origins are not ours to
      // change.
      const open =
        current.origin === this.#origin &&
        current.status === 'upcoming' &&
        current.commenceTime > now &&
        event.commenceTime > now;
      if (!open) continue;
      const { lines } = event;
      const moved =
        !sameLine(current, lines) ||
        current.commenceTime.getTime() !== event.commenceTime.getTime();
      if (
        moved &&
        (await updateOpenEventLines(
          db,
          event.id,
          { ...lines, commenceTime: event.commenceTime },
          now,
        ))
      ) {
        linesUpdated += 1;
      }
    }
    const inserted = await insertEvents(db, fresh);
    await markSeen(db, seen, this.#origin, now);
    return { inserted, linesUpdated };
  }

  /** Live scores of in-progress events; answers how many changed. */
  async #storeLiveScores(scores: FeedScore[], seen: string[], now: Date): Promise<number> {
    await markSeen(this.deps.db, seen, this.#origin, now);
    let updated = 0;
    for (const score of scores) {
      if (score.completed || score.homeScore === null || score.awayScore === null) continue;
      const live = { home: score.homeScore, away: score.awayScore };
      if (await updateLiveScore(this.deps.db, score.id, this.#origin, live, now)) updated += 1;
    }
    return updated;
  }

  /** Final scores: known events -> completed, finished games never seen -> recorded. */
  async #storeFinals(
    scores: FeedScore[],
    now: Date,
  ): Promise<{ completed: number; recorded: number }> {
    const finals = scores.filter(
      (score): score is FeedScore & { homeScore: number; awayScore: number } =>
        score.completed && score.homeScore !== null && score.awayScore !== null,
    );
    const known = await findEventStates(
      this.deps.db,
      finals.map((score) => score.id),
    );
    const unknown: NewFeedEvent[] = [];
    let completed = 0;
    for (const score of finals) {
      const final = { home: score.homeScore, away: score.awayScore };
      if (!known.has(score.id)) {
        unknown.push(this.#newEvent(score, now, { status: 'completed', final }));
      } else if (await completeEvent(this.deps.db, score.id, this.#origin, final, now)) {
        completed += 1;
      }
    }
    return { completed, recorded: await insertEvents(this.deps.db, unknown) };
  }

  #newEvent(
    event: FeedEvent | FeedScore,
    now: Date,
    state:
      | { status: 'upcoming'; lines: FeedEvent['lines'] }
      | { status: 'completed'; final: { home: number; away: number } },
  ): NewFeedEvent {
    // A line only counts as fetched before the start; a game first seen live has none.
    const lines =
      state.status === 'upcoming' && event.commenceTime > now ? state.lines : EMPTY_GAME_LINE;
    return {
      id: event.id,
      sportKey: event.sportKey,
      sportTitle: event.sportTitle,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      commenceTime: event.commenceTime,
      status: state.status,
      origin: this.#origin,
      ...lines,
      linesUpdatedAt: lines === EMPTY_GAME_LINE ? null : now,
      lastSeenAt: now,
      ...(state.status === 'completed'
        ? {
            homeScore: state.final.home,
            awayScore: state.final.away,
            scoresUpdatedAt: now,
            completedAt: now,
          }
        : {}),
      createdAt: now,
    };
  }

  async #sportsToScore(now: Date): Promise<SupportedSportKey[]> {
    const sports = await sportsWithStartedEvents(this.deps.db, this.#origin, now);
    return sports.filter(isSupportedSportKey);
  }

  /**
   * Splits a feed's answer into the events that may be stored and the ones
   * skipped (logged here with why; unreadable ones the feed logged itself).
   */
  #screen<T extends { id: string }>(
    sportKey: SupportedSportKey,
    job: LifecycleJobName,
    listed: FeedList<T>,
    problemOf: (item: T) => string | null,
  ): { valid: T[]; skipped: number } {
    const { valid, skipped } = partitionFeedItems(listed, problemOf);
    if (skipped.length > 0) {
      this.deps.logger.warn(
        {
          sportKey,
          job,
          source: this.deps.feed.source,
          skipped: skipped.length,
          events: skipped
            .slice(0, MAX_LOGGED_SKIPS)
            .map(({ item, reason }) => ({ id: item.id.slice(0, 100), reason })),
        },
        'skipped feed events that cannot be stored; the others still count',
      );
    }
    return { valid, skipped: skipped.length + (listed.unreadable ?? 0) };
  }

  /** Stores one sport's answer; a failure is logged, and the other sports still run. */
  async #forSport<T>(
    sportKey: SupportedSportKey,
    job: LifecycleJobName,
    store: () => Promise<T>,
  ): Promise<T | null> {
    try {
      return await store();
    } catch (error) {
      this.deps.logger.error(
        { err: error, sportKey, job },
        'storing a sport failed; the other sports still run, and the next run retries',
      );
      return null;
    }
  }

  /** Calls the feed; on failure logs it (the feed already said why) and answers null. */
  async #fromFeed<T>(sportKey: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      this.deps.logger.warn(
        { sportKey, source: this.deps.feed.source, reason: (error as Error).message },
        'feed unavailable; nothing changed for this sport',
      );
      return null;
    }
  }

  async #settle(eventId: string) {
    try {
      return await this.deps.settler.settleEvent(eventId);
    } catch (error) {
      this.deps.logger.error({ err: error, eventId }, 'settlement failed; the next run retries');
      return null;
    }
  }
}

/** How many skipped events one warning lists (the count is always whole). */
const MAX_LOGGED_SKIPS = 20;

/**
 * The ids a feed still lists, bad events included (a bad price does not mean
 * the game is gone; the vanished-event rule reads these), except ids that
 * cannot even be queried.
 */
function seenIds(listed: ReadonlyArray<{ id: string }>): string[] {
  return listed.filter((item) => feedIdProblem(item.id) === null).map((item) => item.id);
}

function sameLine(current: GameLine, next: GameLine): boolean {
  return GAME_LINE_FIELDS.every((field) => current[field] === next[field]);
}
