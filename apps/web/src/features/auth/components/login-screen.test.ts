import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './login-screen';

describe('afterLoginPath', () => {
  it('goes to /home by default', () => {
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath({})).toBe('/home');
  });

  it('returns to the page that sent the user to log in', () => {
    expect(afterLoginPath({ from: '/profile/settings' })).toBe('/profile/settings');
    expect(afterLoginPath({ from: '/test-events/abc?x=1' })).toBe('/test-events/abc?x=1');
  });

  it('never leaves the site or loops back to /login', () => {
    expect(afterLoginPath({ from: 'https://evil.example' })).toBe('/home');
    expect(afterLoginPath({ from: '//evil.example' })).toBe('/home');
    expect(afterLoginPath({ from: '/login' })).toBe('/home');
  });
});
