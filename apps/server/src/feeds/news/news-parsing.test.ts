import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixture-server';
import { TEST_NOW } from '../../test/test-app';
import { parseNewsFeed } from './news-parsing';
import { htmlToText, safeHttpUrl } from './sanitize';

const now = new Date(TEST_NOW);
const FEED_URL = 'https://www.espn.com/espn/rss/mlb/news';

describe('news parsing', () => {
  const items = parseNewsFeed(fixture(import.meta.url, 'espn-mlb.xml'), FEED_URL, now);

  it('keeps items with an http(s) link, dropping the one whose link is javascript:', () => {
    expect(items.map((item) => item.title)).toEqual([
      'Judge homers twice as Yankees beat Red Sox',
      'Mariners rally in the ninth',
      'Cubs call up top prospect',
      'Orioles extend manager',
    ]);
    expect(JSON.stringify(items)).not.toContain('javascript:');
  });

  it('strips HTML and a <script> out of the description, decoding entities', () => {
    expect(items[0]?.description).toBe('Aaron Judge hit two home runs & drove in five.');
    // Escaped twice in the feed: still plain text, script content gone.
    expect(items[1]?.description).toBe('Seattle scored three runs & won.');
    for (const item of items) {
      expect(item.description).not.toMatch(/<|script|alert|cookie/);
    }
  });

  it('finds images in <image>, enclosures and media:content, keeping only http(s) ones', () => {
    expect(items.map((item) => item.imageUrl)).toEqual([
      'https://a.espncdn.com/photo/2026/0601/judge_16x9.jpg',
      'https://a.espncdn.com/photo/mariners.jpg',
      'https://a.espncdn.com/photo/cubs.jpg',
      null,
    ]);
  });

  it('de-duplicates by guid, else by link; reads the feed title as the source', () => {
    expect(items.map((item) => item.dedupeKey)).toEqual([
      'espn-1001',
      'espn-1003',
      'https://www.espn.com/mlb/story/_/id/1004/cubs-prospect',
      'espn-1005',
    ]);
    expect(items[0]?.source).toBe('www.espn.com - MLB');
  });

  it('takes pubDate as the publication time, and now when it is missing', () => {
    expect(items[0]?.publishedAt.toISOString()).toBe('2026-06-01T03:15:00.000Z');
    expect(items[3]?.publishedAt).toEqual(now);
  });

  it('reads Atom too, resolving relative links against the feed URL', () => {
    const [entry] = parseNewsFeed(
      fixture(import.meta.url, 'nfl-atom.xml'),
      'https://wire.example.com/nfl.atom',
      now,
    );
    expect(entry).toMatchObject({
      title: 'Chiefs & Bills set for rematch',
      description: 'Week 1 opens with a rematch.',
      articleUrl: 'https://wire.example.com/news/chiefs-bills-rematch',
      imageUrl: 'https://img.example.com/chiefs.jpg',
      source: 'Pro Football Wire',
    });
  });

  it.each([
    ['an HTML page', '<html><body>Not a feed</body></html>'],
    ['broken XML', '<rss version="2.0"><channel><item><title>half'],
    ['empty text', ''],
  ])('throws on %s', (_label, text) => {
    expect(() => parseNewsFeed(text, FEED_URL, now)).toThrow();
  });
});

describe('sanitising helpers', () => {
  it.each([
    ['javascript:alert(1)', null],
    ['  JavaScript:alert(1)', null],
    ['data:text/html;base64,AAAA', null],
    ['vbscript:msgbox', null],
    ['mailto:someone@example.com', null],
    ['https://user:pass@example.com/', null],
    ['https://example.com/a?b=1&amp;c=2', 'https://example.com/a?b=1&c=2'],
    ['http://example.com', 'http://example.com/'],
  ])('safeHttpUrl(%j) is %j', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });

  it('drops style and comments, and collapses whitespace', () => {
    expect(htmlToText('<style>p{}</style><!-- x --> Hello<br/>\n\t<b>world</b>&nbsp;!')).toBe(
      'Hello world !',
    );
  });
});
