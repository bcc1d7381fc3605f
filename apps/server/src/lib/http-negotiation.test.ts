import { describe, expect, it } from 'vitest';
import { etagMatches, preferredEncoding } from './http-negotiation';

describe('HTTP negotiation helpers', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['deflate', null],
  ])('preferredEncoding(%j) is %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    // The second answer comes from the memo of parsed headers and must agree.
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('parses headers beyond those it remembers', () => {
    for (let i = 0; i < 200; i += 1) {
      const gzipFirst = i % 2 === 0;
      const header = gzipFirst ? `x-${i}, br;q=0.1, gzip` : `x-${i}, gzip;q=0.1, br`;
      expect(preferredEncoding(header)).toBe(gzipFirst ? 'gzip' : 'br');
      expect(preferredEncoding(header)).toBe(gzipFirst ? 'gzip' : 'br');
    }
  });

  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('etagMatches(%j, W/"abc") is %j', (header, expected) => {
    expect(etagMatches(header, 'W/"abc"')).toBe(expected);
  });
});
