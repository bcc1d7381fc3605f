import { describe, expect, it } from 'vitest';
import { HOME_TABS, readHomeParams, writeHomeParams } from './home-params';

describe('home tabs and sport in the address', () => {
  it('lists the Home tabs in order', () => {
    expect(HOME_TABS.map((tab) => tab.label)).toEqual([
      'Current Schedule',
      'Live Scores',
      'Past Scores',
      'Leaderboard',
      'News Feed',
      'AI',
      'About',
    ]);
  });

  it('defaults to the schedule and baseball, and ignores unknown values', () => {
    expect(readHomeParams(new URLSearchParams())).toEqual({
      tab: 'schedule',
      sport: 'baseball_mlb',
    });
    expect(readHomeParams(new URLSearchParams('tab=nope&sport=cricket'))).toEqual({
      tab: 'schedule',
      sport: 'baseball_mlb',
    });
    expect(readHomeParams(new URLSearchParams('tab=news&sport=soccer_usa_mls'))).toEqual({
      tab: 'news',
      sport: 'soccer_usa_mls',
    });
  });

  it('keeps defaults out of the address and other parameters in it', () => {
    const start = new URLSearchParams('tab=news&sport=americanfootball_nfl&x=1');
    expect(writeHomeParams(start, { tab: 'schedule' }).toString()).toBe(
      'sport=americanfootball_nfl&x=1',
    );
    expect(writeHomeParams(start, { sport: 'baseball_mlb' }).toString()).toBe('tab=news&x=1');
    expect(writeHomeParams(new URLSearchParams(), { tab: 'about' }).toString()).toBe('tab=about');
  });
});
