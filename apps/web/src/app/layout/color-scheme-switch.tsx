import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

type Scheme = 'light' | 'dark';

/**
 * The mode to store when the reader flips from `shown` to the other scheme. Landing on the
 * system's own scheme stores "system" again, so the app goes back to following the system
 * setting (docs/screens.md#color-scheme).
 */
export function modeAfterSwitch(shown: Scheme, system: Scheme | undefined): Scheme | 'system' {
  const next: Scheme = shown === 'dark' ? 'light' : 'dark';
  return next === system ? 'system' : next;
}

/** MUI reports the system's scheme only while following it, so ask the browser. */
function systemScheme(): Scheme | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The header's light/dark switch. MUI keeps the choice in localStorage (`mui-mode`). */
export function ColorSchemeSwitch() {
  const { colorScheme, setMode } = useColorScheme();
  // Before the provider has read the setting, draw nothing rather than a wrong icon.
  if (!colorScheme) return null;
  const dark = colorScheme === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    // A plain title, not MUI's Tooltip: the header is on the first screen, and Tooltip would
    // bring its popup code into the home page's first download.
    <IconButton
      aria-label={label}
      title={label}
      color="inherit"
      onClick={() => setMode(modeAfterSwitch(colorScheme, systemScheme()))}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
