import { XMLParser } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import type { NewsItemInput } from './news-feed';
import { firstImageIn, htmlToText, safeHttpUrl, truncate } from './sanitize';

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 600;

/** The parts of an item we read, whatever the feed's format. */
interface RawItem {
  id?: string | undefined;
  title?: string | undefined;
  link?: string | undefined;
  html?: string | undefined;
  published?: string | undefined;
  images: Array<string | undefined>;
}

/**
 * Items of an RSS 2.0, Atom or RDF feed, sanitised: plain-text title and
 * description, http(s) links and images only, items without a usable link
 * dropped. Throws when the document is not a feed at all.
 */
export function parseNewsFeed(xml: string, feedUrl: string, now: Date): NewsItemInput[] {
  const { format, feed } = parseFeed(xml);
  const raw = rawItems(format, feed, xml);
  const fallbackSource = hostOf(feedUrl);
  const title = (feed as { title?: unknown }).title;
  const source = truncate(htmlToText(textOf(title) ?? ''), 100) || fallbackSource;
  const items: NewsItemInput[] = [];
  for (const item of raw) {
    const articleUrl = safeHttpUrl(item.link, feedUrl);
    const title = truncate(htmlToText(item.title ?? ''), MAX_TITLE);
    if (!articleUrl || !title) continue;
    const published = item.published ? new Date(item.published) : null;
    items.push({
      dedupeKey: (item.id?.trim() || articleUrl).slice(0, 500),
      title,
      description: truncate(htmlToText(item.html ?? ''), MAX_DESCRIPTION),
      imageUrl:
        item.images.map((url) => safeHttpUrl(url, feedUrl)).find(Boolean) ??
        firstImageIn(item.html, feedUrl),
      articleUrl,
      source,
      publishedAt:
        published && !Number.isNaN(published.getTime()) && published <= now ? published : now,
    });
  }
  return items;
}

/** feedsmith keeps each format's own structure; we read the few fields we need. */
function rawItems(format: string, feed: unknown, xml: string): RawItem[] {
  if (format === 'rss') {
    const plainImages = rssItemImages(xml);
    const items = (feed as { items?: RssLikeItem[] }).items ?? [];
    return items.map((item) => ({
      id: item.guid?.value,
      title: item.title,
      link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
      html: item.description ?? item.content?.encoded,
      published: item.pubDate ?? item.dc?.date,
      images: [
        ...mediaImages(item.media),
        ...(item.enclosures ?? [])
          .filter((enclosure) => !enclosure.type || enclosure.type.startsWith('image/'))
          .map((enclosure) => enclosure.url),
        plainImages.get(item.guid?.value ?? '') ?? plainImages.get(item.link ?? ''),
      ],
    }));
  }
  if (format === 'atom') {
    const entries = (feed as { entries?: AtomEntry[] }).entries ?? [];
    return entries.map((entry) => {
      const links = entry.links ?? [];
      const alternate = links.find((link) => !link.rel || link.rel === 'alternate') ?? links[0];
      return {
        id: entry.id,
        title: textOf(entry.title),
        link: alternate?.href,
        html: textOf(entry.summary) ?? textOf(entry.content),
        published: entry.published ?? entry.updated,
        images: [
          ...mediaImages(entry.media),
          ...links
            .filter((link) => link.rel === 'enclosure' && link.type?.startsWith('image/'))
            .map((link) => link.href),
        ],
      };
    });
  }
  if (format === 'rdf') {
    const items = (feed as { items?: RssLikeItem[] }).items ?? [];
    return items.map((item) => ({
      id: item.link,
      title: item.title,
      link: item.link,
      html: item.description,
      published: item.dc?.date,
      images: mediaImages(item.media),
    }));
  }
  throw new Error(`Unsupported news feed format: ${format}`);
}

interface MediaLike {
  contents?: Array<{ url?: string; medium?: string; type?: string }>;
  thumbnails?: Array<{ url?: string }>;
  group?: MediaLike;
}

interface RssLikeItem {
  title?: string;
  link?: string;
  description?: string;
  content?: { encoded?: string };
  pubDate?: string;
  guid?: { value?: string; isPermaLink?: boolean };
  enclosures?: Array<{ url?: string; type?: string }>;
  media?: MediaLike;
  dc?: { date?: string };
}

interface AtomEntry {
  id?: string;
  title?: unknown;
  summary?: unknown;
  content?: unknown;
  published?: string;
  updated?: string;
  links?: Array<{ href?: string; rel?: string; type?: string }>;
  media?: MediaLike;
}

function mediaImages(media: MediaLike | undefined): Array<string | undefined> {
  if (!media) return [];
  const contents = (media.contents ?? [])
    .filter(
      (content) =>
        (!content.medium || content.medium === 'image') &&
        (!content.type || content.type.startsWith('image/')),
    )
    .map((content) => content.url);
  const thumbnails = (media.thumbnails ?? []).map((thumbnail) => thumbnail.url);
  return [...contents, ...thumbnails, ...(media.group ? mediaImages(media.group) : [])];
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    const inner = (value as { value?: unknown }).value;
    return typeof inner === 'string' ? inner : undefined;
  }
  return undefined;
}

/**
 * The non-standard <image> element some sports sites put in RSS items
 * (docs/feeds.md#news-feeds), which general feed parsers skip. Keyed by guid and by link.
 */
function rssItemImages(xml: string): Map<string, string> {
  const images = new Map<string, string>();
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: true,
    isArray: (name) => name === 'item',
  });
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return images;
  }
  const items = (document as { rss?: { channel?: { item?: unknown[] } } }).rss?.channel?.item ?? [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { image, guid, link } = item as { image?: unknown; guid?: unknown; link?: unknown };
    const url =
      typeof image === 'string'
        ? image
        : image && typeof image === 'object'
          ? ((image as { url?: unknown; href?: unknown }).url ?? (image as { href?: unknown }).href)
          : undefined;
    if (typeof url !== 'string') continue;
    const guidValue =
      typeof guid === 'string' ? guid : (guid as { '#text'?: unknown } | undefined)?.['#text'];
    if (typeof guidValue === 'string') images.set(guidValue, url);
    if (typeof link === 'string') images.set(link, url);
  }
  return images;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'News';
  }
}
