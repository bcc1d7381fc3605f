import { SPORT_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsFeedBySport, RssNewsFeed } from '../../feeds/news/rss-news-feed';
import { SimulatedSportsbook } from '../../feeds/simulated/simulated-sportsbook';
import { captureLogger, type LogRecord } from '../../test/capture-logger';
import { bearer, makeAdmin, registerUser } from '../../test/factories';
import {
  type FixtureReply,
  type FixtureServer,
  fixture,
  startFixtureServer,
} from '../../test/fixture-server';
import { useLiveTestApp } from '../../test/live-test-app';

const feedXml = fixture(new URL('../../feeds/news/x.ts', import.meta.url).href, 'espn-mlb.xml');

let server: FixtureServer;
let reply: () => FixtureReply;
let logs: LogRecord[];

beforeAll(async () => {
  server = await startFixtureServer(() => reply());
});
afterAll(() => server.close());

const t = useLiveTestApp({
  deps: (clock) => {
    const { logger, records } = captureLogger();
    logs = records;
    reply = () => ({ headers: { 'content-type': 'application/rss+xml' }, body: feedXml });
    const rss = new RssNewsFeed({
      urls: {
        baseball_mlb: [`${server.url}/mlb.xml`],
        americanfootball_nfl: [`${server.url}/nfl.xml`, 'http://127.0.0.1:9/unreachable.xml'],
        soccer_usa_mls: [],
      },
      clock,
      logger,
      timeoutMs: 2000,
    });
    const simulated = new SimulatedSportsbook({
      seed: 1,
      speed: 1,
      clock,
      publicUrl: 'http://localhost:3000',
    });
    return { newsFeed: new NewsFeedBySport(rss, simulated) };
  },
});

async function refresh() {
  const { token, user } = await registerUser(t.app);
  await makeAdmin(t.db, user.id);
  const response = await t.app.inject({ url: '/api/refresh-news', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().counts as Record<string, number>;
}

const news = async (sportKey: string) =>
  (await t.app.inject({ url: `/api/news/${sportKey}` })).json() as Array<Record<string, unknown>>;

describe('news', () => {
  it('stores sanitised items from the configured feeds and lists them newest first', async () => {
    const counts = await refresh();
    // MLB and NFL read the same recorded feed; the NFL's second URL is unreachable.
    expect(counts).toMatchObject({ inserted: expect.any(Number), updated: 0, failed_sources: 1 });
    const mlb = await news('baseball_mlb');
    // The Orioles item has no pubDate, so it counts as published when first seen.
    expect(mlb.map((item) => item.title)).toEqual([
      'Orioles extend manager',
      'Judge homers twice as Yankees beat Red Sox',
      'Mariners rally in the ninth',
      'Cubs call up top prospect',
    ]);
    expect(mlb[1]).toEqual({
      id: expect.any(Number),
      title: 'Judge homers twice as Yankees beat Red Sox',
      description: 'Aaron Judge hit two home runs & drove in five.',
      image_url: 'https://a.espncdn.com/photo/2026/0601/judge_16x9.jpg',
      article_url: 'https://www.espn.com/mlb/story/_/id/1001/judge-homers-twice',
      source: 'www.espn.com - MLB',
      published_at: '2026-06-01T03:15:00.000Z',
    });
    expect(JSON.stringify(mlb)).not.toMatch(/javascript:|<script|data:/);
  });

  it('de-duplicates: fetching the same feeds again changes nothing', async () => {
    await refresh();
    const before = await news('baseball_mlb');
    t.clock.advance(60_000);
    expect(await refresh()).toMatchObject({ inserted: 0, updated: 0, pruned: 0 });
    expect(await news('baseball_mlb')).toEqual(before);
  });

  it('updates a story whose text changed, keeping its id and publication time', async () => {
    await refresh();
    const judge = async () =>
      (await news('baseball_mlb')).find((item) => item.title?.toString().startsWith('Judge'));
    const first = await judge();
    reply = () => ({ body: feedXml.replace('drove in five', 'drove in six') });
    // Changed for MLB and for the NFL, which reads the same recorded feed.
    expect(await refresh()).toMatchObject({ inserted: 0, updated: 2 });
    const again = await judge();
    expect(again).toEqual({
      ...first,
      description: 'Aaron Judge hit two home runs & drove in six.',
    });
  });

  it.each([
    ['a malformed feed', (): FixtureReply => ({ body: '<rss><channel><item><title>broken' })],
    ['an HTML error page', (): FixtureReply => ({ status: 503, body: '<html>Down</html>' })],
  ])('logs %s and leaves the stored items untouched', async (_label, broken) => {
    await refresh();
    const before = await news('baseball_mlb');
    reply = broken;
    const counts = await refresh();
    expect(counts).toMatchObject({ inserted: 0, updated: 0, failed_sources: 3 });
    expect(await news('baseball_mlb')).toEqual(before);
    const warnings = logs.filter((record) => record.msg.startsWith('news feed skipped'));
    expect(warnings.map((record) => record.url)).toContain(`${server.url}/mlb.xml`);
  });

  it('falls back to the simulated desk for a sport without feeds, offline', async () => {
    await refresh();
    const mls = await news('soccer_usa_mls');
    expect(mls.length).toBeGreaterThan(0);
    expect(mls[0]?.source).toBe('Takeline Sim Desk');
    expect(mls[0]?.image_url).toMatch(/^\/logos\/mls-[a-z0-9-]+\.png$/);
  });

  it('answers 404 with a message for an unknown sport', async () => {
    const response = await t.app.inject({ url: '/api/news/curling' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SPORT_NOT_FOUND_MESSAGE);
  });
});
