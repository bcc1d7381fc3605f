import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('live-data configuration', () => {
  it('defaults to a lively cadence for the simulated sportsbook', () => {
    const config = loadConfig({});
    expect(config.oddsApiKey).toBeUndefined();
    expect(config.jobIntervals).toEqual({
      fetchEvents: 60_000,
      scanStart: 15_000,
      scanScores: 15_000,
      settle: 15_000,
      cleanup: 600_000,
      news: 300_000,
      demoPicks: 5000,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.scheduleCacheTtlMs).toBe(5000);
    expect(config.newsFeeds).toEqual({
      baseball_mlb: [],
      americanfootball_nfl: [],
      soccer_usa_mls: [],
    });
  });

  it('saves Odds API credits by default when a key is set, and takes explicit intervals', () => {
    const config = loadConfig({ ODDS_API_KEY: 'k', JOB_SCAN_SCORES_SECONDS: '45' });
    expect(config.jobIntervals.fetchEvents).toBe(1_800_000);
    expect(config.jobIntervals.scanScores).toBe(45_000);
  });

  it('reads news feed lists and the public URL', () => {
    const config = loadConfig({
      NEWS_FEEDS_MLB: 'https://www.espn.com/espn/rss/mlb/news, https://example.com/mlb.xml',
      PUBLIC_URL: 'https://takeline.example.com/',
    });
    expect(config.newsFeeds.baseball_mlb).toEqual([
      'https://www.espn.com/espn/rss/mlb/news',
      'https://example.com/mlb.xml',
    ]);
    expect(config.publicUrl).toBe('https://takeline.example.com');
  });

  it.each([
    [{ NEWS_FEEDS_NFL: 'ftp://example.com/feed' }, 'NEWS_FEEDS_NFL'],
    [{ JOB_SETTLE_SECONDS: '0' }, 'JOB_SETTLE_SECONDS'],
    [{ SIM_SPEED: '-1' }, 'SIM_SPEED'],
    [{ SCHEDULE_CACHE_TTL_SECONDS: 'soon' }, 'SCHEDULE_CACHE_TTL_SECONDS'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
