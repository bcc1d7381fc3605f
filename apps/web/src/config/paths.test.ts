import { describe, expect, it } from 'vitest';
import { homeFromState, homeReturnState } from './paths';

describe('Back To Home returns to the Home tab the user came from', () => {
  it('keeps the tab and sport of the Home address the link was on', () => {
    const state = homeReturnState({ pathname: '/', search: '?tab=past&sport=soccer_usa_mls' });
    expect(homeFromState(state)).toBe('/?tab=past&sport=soccer_usa_mls');
    expect(homeFromState(homeReturnState({ pathname: '/home', search: '?tab=live' }))).toBe(
      '/home?tab=live',
    );
  });

  it('falls back to Home for no state, a non-Home screen or a foreign address', () => {
    expect(homeFromState(null)).toBe('/');
    expect(homeFromState(undefined)).toBe('/');
    expect(homeFromState({ homeFrom: 42 })).toBe('/');
    expect(homeFromState(homeReturnState({ pathname: '/profile', search: '' }))).toBe('/');
    expect(homeFromState({ homeFrom: '//evil.example/?tab=past' })).toBe('/');
  });
});
