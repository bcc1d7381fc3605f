import { describe, expect, it } from 'vitest';
import { formatPrice, MISSING_VALUE } from './format';

describe('formatPrice, the one price formatter of every screen', () => {
  it('signs American prices and shows one dash for a missing price', () => {
    expect(formatPrice(120)).toBe('+120');
    expect(formatPrice(-142)).toBe('-142');
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(null)).toBe(MISSING_VALUE);
    expect(formatPrice(undefined)).toBe('—');
  });
});
