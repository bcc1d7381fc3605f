import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { NewsFeed } from './news/news-feed';
import { NewsFeedBySport, RssNewsFeed } from './news/rss-news-feed';
import { OddsApiClient } from './odds-api/odds-api-client';
import type { OddsFeed } from './odds-feed';
import { SimulatedSportsbook } from './simulated/simulated-sportsbook';

export interface Feeds {
  oddsFeed: OddsFeed;
  newsFeed: NewsFeed;
}

/**
 * The Odds API when a key is configured, else the simulated sportsbook.
 * News comes from the configured RSS feeds; a sport without any gets the
 * simulated desk's previews and recaps, but only offline (they describe
 * simulated games).
 */
export function createFeeds(config: AppConfig, clock: Clock, logger: FastifyBaseLogger): Feeds {
  const simulated = config.oddsApiKey
    ? null
    : new SimulatedSportsbook({
        seed: config.simSeed,
        speed: config.simSpeed,
        clock,
        publicUrl: config.publicUrl,
      });
  const oddsFeed: OddsFeed =
    simulated ??
    new OddsApiClient({
      apiKey: config.oddsApiKey ?? '',
      baseUrl: config.oddsApiBaseUrl,
      bookmakers: config.oddsBookmakers,
      clock,
      logger: logger.child({ feed: 'odds-api' }),
      timeoutMs: config.feedTimeoutMs,
      maxRetries: config.oddsApiMaxRetries,
      retryDelayMs: config.oddsApiRetryDelayMs,
      scoresCacheMs: config.oddsApiScoresCacheMs,
    });
  const rss = new RssNewsFeed({
    urls: config.newsFeeds,
    clock,
    logger: logger.child({ feed: 'news' }),
    timeoutMs: config.feedTimeoutMs,
  });
  return { oddsFeed, newsFeed: new NewsFeedBySport(rss, simulated) };
}
