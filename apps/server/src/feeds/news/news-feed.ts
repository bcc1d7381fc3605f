import type { SupportedSportKey } from '@takeline/contract';

/** A news item ready to store: text already stripped of HTML, links already http(s). */
export interface NewsItemInput {
  /** guid, else link: what makes two fetches of the same story one item. */
  dedupeKey: string;
  title: string;
  description: string;
  /** http(s) URL, or a site path such as a logo; null when the item has none. */
  imageUrl: string | null;
  articleUrl: string;
  source: string;
  publishedAt: Date;
}

export interface NewsFetchResult {
  items: NewsItemInput[];
  /** Feeds that were unreachable or malformed this time (already logged). */
  failedSources: number;
}

/** News per sport: RSS/Atom feeds when configured, or the simulated sportsbook's own items. */
export interface NewsFeed {
  listNews(sportKey: SupportedSportKey): Promise<NewsFetchResult>;
}
