import { type NewsItem, SUPPORTED_SPORT_KEYS } from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NewsFeed, NewsItemInput } from '../../feeds/news/news-feed';
import { assertServedSport } from '../events/sport-keys';
import { findNews, pruneNews, upsertNewsItems } from './news.repository';

/** Cards on the News Feed tab. */
export const NEWS_PAGE_SIZE = 30;
/** Stored items per sport; older ones are pruned after each refresh. */
export const NEWS_KEEP_PER_SPORT = 200;

export type NewsRefreshCounts = {
  inserted: number;
  updated: number;
  pruned: number;
  failed_sources: number;
};

export class NewsService {
  constructor(
    private readonly deps: {
      db: Db;
      feed: NewsFeed;
      logger: FastifyBaseLogger;
      testTools: boolean;
    },
  ) {}

  async list(sportKey: string): Promise<NewsItem[]> {
    assertServedSport(sportKey, this.deps.testTools);
    const rows = await findNews(this.deps.db, sportKey, NEWS_PAGE_SIZE);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      image_url: row.imageUrl,
      article_url: row.articleUrl,
      source: row.source,
      published_at: row.publishedAt.toISOString(),
    }));
  }

  /** Fetches every sport's news and stores what is new or changed. */
  async refresh(): Promise<NewsRefreshCounts> {
    const counts: NewsRefreshCounts = { inserted: 0, updated: 0, pruned: 0, failed_sources: 0 };
    for (const sportKey of SUPPORTED_SPORT_KEYS) {
      try {
        const { items, failedSources } = await this.deps.feed.listNews(sportKey);
        counts.failed_sources += failedSources;
        const stored = await upsertNewsItems(this.deps.db, sportKey, uniqueByKey(items));
        counts.inserted += stored.inserted;
        counts.updated += stored.updated;
        if (stored.inserted > 0) {
          counts.pruned += await pruneNews(this.deps.db, sportKey, NEWS_KEEP_PER_SPORT);
        }
      } catch (error) {
        counts.failed_sources += 1;
        this.deps.logger.error({ err: error, sportKey }, 'news refresh failed for a sport');
      }
    }
    return counts;
  }
}

/** One feed may list a story twice; one statement must not touch a row twice. */
function uniqueByKey(items: readonly NewsItemInput[]): NewsItemInput[] {
  const byKey = new Map<string, NewsItemInput>();
  for (const item of items) if (!byKey.has(item.dedupeKey)) byKey.set(item.dedupeKey, item);
  return [...byKey.values()];
}
