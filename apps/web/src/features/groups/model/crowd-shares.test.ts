import { describe, expect, it } from 'vitest';
import { inviteUrl, sharesInPercent, sharesText } from './crowd-shares';

describe('crowd shares', () => {
  it('gives whole percentages, with a draw share only when there is one', () => {
    const shares = { market: 'moneyline' as const, picks: 3, take: 2, pass: 1, draw: 0 };
    expect(sharesInPercent(shares)).toEqual([
      { label: 'Take', percent: 67 },
      { label: 'Pass', percent: 33 },
    ]);
    expect(sharesText(shares)).toBe('Take 67% · Pass 33% (3 picks)');
    expect(sharesText({ ...shares, picks: 4, draw: 1 })).toBe(
      'Take 50% · Pass 25% · Draw 25% (4 picks)',
    );
    expect(sharesText({ ...shares, picks: 1, take: 1, pass: 0 })).toBe(
      'Take 100% · Pass 0% (1 pick)',
    );
  });

  it('says so when nobody picked', () => {
    expect(sharesText(undefined)).toBe('No picks');
    expect(sharesInPercent({ market: 'spread', picks: 0, take: 0, pass: 0, draw: 0 })).toEqual([]);
  });

  it('builds the invite address from the code', () => {
    expect(inviteUrl('https://takeline.example', 'aB3_-x')).toBe(
      'https://takeline.example/groups/join/aB3_-x',
    );
  });
});
