import { type Scheme, setColorMode, systemScheme, useShownScheme } from '@/lib/color-scheme';

/**
 * The mode to store when the reader flips from `shown` to the other scheme. Landing on the
 * system's own scheme stores "system" again, so the app goes back to following the system
 * setting (docs/screens.md#color-scheme).
 */
export function modeAfterSwitch(shown: Scheme, system: Scheme | undefined): Scheme | 'system' {
  const next: Scheme = shown === 'dark' ? 'light' : 'dark';
  return next === system ? 'system' : next;
}

// Material icons' DarkMode and LightMode paths, inline: the header is on the first screen.
const MOON =
  'M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1';
const SUN =
  'M12 7c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z';

/**
 * The header's light/dark switch. The choice lives in lib/color-scheme.ts (localStorage
 * `mui-mode`, shared with MUI's providers in the lazy screens).
 */
export function ColorSchemeSwitch() {
  const shown = useShownScheme();
  const dark = shown === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    // A plain title, not a tooltip widget: the header is on the first screen.
    <button
      type="button"
      className="tl-icon-button"
      aria-label={label}
      title={label}
      onClick={() => setColorMode(modeAfterSwitch(shown, systemScheme()))}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={dark ? SUN : MOON} />
      </svg>
    </button>
  );
}
