import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  type ColorMode,
  currentMode,
  MODE_STORAGE_KEY,
  setColorMode,
  subscribeColorScheme,
} from '@/lib/color-scheme';
import { theme } from './mui-theme';

type StorageManager = NonNullable<Parameters<typeof ThemeProvider>[0]['storageManager']>;

/**
 * MUI's mode storage wired to lib/color-scheme.ts: the header's switch (plain, on the first
 * screen) and every MUI provider agree on the mode at once, not only after a reload. MUI's
 * other keys (the scheme chosen for each mode) are never changed by the app: plain storage.
 */
const storageManager: StorageManager = ({ key }) => {
  if (key === MODE_STORAGE_KEY) {
    return {
      get: () => currentMode(),
      set: (value) => setColorMode(value as ColorMode),
      subscribe: (handler) => subscribeColorScheme(() => handler(currentMode())),
    };
  }
  return {
    get: (defaultValue) => {
      try {
        return localStorage.getItem(key) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: () => {},
    subscribe: () => () => {},
  };
};

/**
 * The MUI theme for the screens and widgets that use MUI, loaded with them (decision 0185).
 * No CssBaseline: styles/base.css does its work for every screen from the first paint.
 */
export default function MuiThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" noSsr storageManager={storageManager}>
      {children}
    </ThemeProvider>
  );
}
