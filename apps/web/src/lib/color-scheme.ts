import { useSyncExternalStore } from 'react';

export type Scheme = 'light' | 'dark';
export type ColorMode = Scheme | 'system';

/**
 * The reader's colour scheme without MUI (decision 0185): the header's switch and the first
 * screen's CSS need it before MUI loads, and MUI's providers in the lazy chunks read and write it
 * through components/mui-theme-provider.tsx, so there is one source of truth. Same storage key
 * and values as MUI's own (`mui-mode`: light, dark or system), and the same class on <html>
 * (`.light` / `.dark`) that boot/color-scheme.js sets before the first paint.
 */
export const MODE_STORAGE_KEY = 'mui-mode';

const listeners = new Set<() => void>();
let memoryMode: ColorMode | undefined;

function readStoredMode(): ColorMode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(MODE_STORAGE_KEY);
  } catch {
    // No storage (private mode): the choice lasts for this page only.
  }
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

export function currentMode(): ColorMode {
  memoryMode ??= readStoredMode();
  return memoryMode;
}

/**
 * One list for the page: listeners must be removed from the same MediaQueryList they were added
 * to, and matchMedia returns a new one on every call. Null once the browser has no matchMedia.
 */
let darkList: MediaQueryList | null | undefined;

function darkQuery(): MediaQueryList | undefined {
  darkList ??=
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : null;
  return darkList ?? undefined;
}

/** The system's own scheme, or undefined when the browser cannot say. */
export function systemScheme(): Scheme | undefined {
  const query = darkQuery();
  if (!query) return undefined;
  return query.matches ? 'dark' : 'light';
}

export function shownScheme(): Scheme {
  const mode = currentMode();
  return mode === 'system' ? (systemScheme() ?? 'light') : mode;
}

function applyToDocument() {
  const scheme = shownScheme();
  const classes = document.documentElement.classList;
  classes.remove(scheme === 'dark' ? 'light' : 'dark');
  classes.add(scheme);
}

function notify() {
  applyToDocument();
  for (const listener of listeners) listener();
}

export function setColorMode(mode: ColorMode) {
  if (mode === currentMode()) return;
  memoryMode = mode;
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // No storage: the class still changes for this page.
  }
  notify();
}

/** Another tab's choice, or the system's scheme changing while the reader follows it. */
function onStorage(event: StorageEvent) {
  if (event.key !== MODE_STORAGE_KEY) return;
  memoryMode = readStoredMode();
  notify();
}
function onSystemChange() {
  if (currentMode() === 'system') notify();
}

export function subscribeColorScheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    // The class may be missing if boot/color-scheme.js found no storage.
    applyToDocument();
    window.addEventListener('storage', onStorage);
    darkQuery()?.addEventListener('change', onSystemChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      darkQuery()?.removeEventListener('change', onSystemChange);
    }
  };
}

/** The scheme on screen, kept current. */
export function useShownScheme(): Scheme {
  return useSyncExternalStore(subscribeColorScheme, shownScheme);
}
