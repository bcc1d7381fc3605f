import type { FastifyBaseLogger } from 'fastify';
import type { EventSettler } from '../features/settlement/event-settler';
import type { NewsFeed } from '../feeds/news/news-feed';
import { FeedError, type OddsFeed } from '../feeds/odds-feed';
import { recordFeedError, recordFeedFetch, recordSettlement } from './metrics';

/**
 * The settler as the rest of the app calls it, plus one log line and the metrics of each
 * settlement: the counts are taken at the call boundary, so the settlement code stays as it is.
 */
export function observeSettler(settler: EventSettler, logger: FastifyBaseLogger): EventSettler {
  return {
    async settleEvent(eventId) {
      const started = performance.now();
      try {
        const result = await settler.settleEvent(eventId);
        recordSettlement(result);
        const line = {
          eventId,
          settledSentiments: result.settledSentiments,
          alreadySettled: result.alreadySettled,
          ms: Math.round(performance.now() - started),
        };
        // One info line per settlement that did something; a repeat call is debug noise.
        if (result.alreadySettled) logger.debug(line, 'event already settled');
        else logger.info(line, 'event settled');
        return result;
      } catch (error) {
        recordSettlement('failed');
        throw error;
      }
    },
  };
}

/** The odds feed, counting each call and each failure by its kind. */
export function observeOddsFeed(feed: OddsFeed): OddsFeed {
  const counted = <T>(call: 'events' | 'scores', run: () => Promise<T>): Promise<T> => {
    recordFeedFetch('odds', call, feed.source);
    return run().catch((error: unknown) => {
      recordFeedError('odds', call, feed.source, error instanceof FeedError ? error.kind : 'other');
      throw error;
    });
  };
  return {
    source: feed.source,
    listEvents: (sportKey) => counted('events', () => feed.listEvents(sportKey)),
    listScores: (sportKey) => counted('scores', () => feed.listScores(sportKey)),
    status: () => feed.status(),
  };
}

/** The news feed, counting each sport's fetch and the sources that failed in it. */
export function observeNewsFeed(feed: NewsFeed): NewsFeed {
  return {
    async listNews(sportKey) {
      recordFeedFetch('news', 'news', 'rss');
      try {
        const result = await feed.listNews(sportKey);
        for (let failed = 0; failed < result.failedSources; failed += 1) {
          recordFeedError('news', 'news', 'rss', 'source_failed');
        }
        return result;
      } catch (error) {
        recordFeedError('news', 'news', 'rss', 'other');
        throw error;
      }
    },
  };
}
