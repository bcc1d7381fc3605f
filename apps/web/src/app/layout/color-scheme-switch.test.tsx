import { describe, expect, it } from 'vitest';
import { modeAfterSwitch } from './color-scheme-switch';

describe('modeAfterSwitch', () => {
  it('stores the other scheme when it differs from the system setting', () => {
    expect(modeAfterSwitch('light', 'light')).toBe('dark');
    expect(modeAfterSwitch('dark', 'dark')).toBe('light');
  });

  it('goes back to following the system when the switch lands on its scheme', () => {
    expect(modeAfterSwitch('dark', 'light')).toBe('system');
    expect(modeAfterSwitch('light', 'dark')).toBe('system');
  });

  it('stores the scheme itself when the system setting is unknown', () => {
    expect(modeAfterSwitch('light', undefined)).toBe('dark');
  });
});
