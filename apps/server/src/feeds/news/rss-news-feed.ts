import type { SupportedSportKey } from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { NewsFeed, NewsFetchResult, NewsItemInput } from './news-feed';
import { parseNewsFeed } from './news-parsing';

export interface RssNewsFeedOptions {
  urls: Record<SupportedSportKey, readonly string[]>;
  clock: Clock;
  logger: FastifyBaseLogger;
  timeoutMs: number;
}

/** Feeds larger than this are not news feeds; reading stops there. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/**
 * News from the sports sites' RSS/Atom feeds configured per sport. A feed
 * that cannot be fetched or parsed is logged and skipped; the others still
 * count, and stored items are never removed because of a failure.
 */
export class RssNewsFeed implements NewsFeed {
  constructor(private readonly options: RssNewsFeedOptions) {}

  hasFeeds(sportKey: SupportedSportKey): boolean {
    return this.options.urls[sportKey].length > 0;
  }

  async listNews(sportKey: SupportedSportKey): Promise<NewsFetchResult> {
    const items: NewsItemInput[] = [];
    let failedSources = 0;
    for (const url of this.options.urls[sportKey]) {
      try {
        const xml = await this.#fetch(url);
        items.push(...parseNewsFeed(xml, url, this.options.clock.now()));
      } catch (error) {
        failedSources += 1;
        this.options.logger.warn(
          { sportKey, url, reason: error instanceof Error ? error.message : String(error) },
          'news feed skipped: unreachable or malformed; stored items are kept',
        );
      }
    }
    return { items, failedSources };
  }

  async #fetch(url: string): Promise<string> {
    const response = await fetch(url, {
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > MAX_FEED_BYTES) throw new Error('feed too large');
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new Error('feed too large');
    return text;
  }
}

/** Picks each sport's source: its configured feeds, else the fallback (the simulated desk). */
export class NewsFeedBySport implements NewsFeed {
  constructor(
    private readonly rss: RssNewsFeed,
    private readonly fallback: NewsFeed | null,
  ) {}

  async listNews(sportKey: SupportedSportKey): Promise<NewsFetchResult> {
    if (this.rss.hasFeeds(sportKey)) return this.rss.listNews(sportKey);
    if (this.fallback) return this.fallback.listNews(sportKey);
    return { items: [], failedSources: 0 };
  }
}
