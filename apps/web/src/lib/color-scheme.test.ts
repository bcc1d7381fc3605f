import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A system setting the test can flip, as `matchMedia('(prefers-color-scheme: dark)')`. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<Listener>();
  // A new list on every call, as browsers do: a listener removed from another list stays.
  const query = () => {
    const own = new Set<Listener>();
    return {
      get matches() {
        return dark;
      },
      addEventListener: (_type: string, listener: Listener) => {
        own.add(listener);
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: Listener) => {
        if (own.delete(listener)) listeners.delete(listener);
      },
    };
  };
  vi.stubGlobal('matchMedia', query);
  return {
    listening: () => listeners.size,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

/** A fresh copy of the module: it keeps the mode in memory once read. */
async function load() {
  vi.resetModules();
  return import('./color-scheme');
}

const htmlClasses = () =>
  ['light', 'dark'].filter((name) => document.documentElement.classList.contains(name));

describe('colour scheme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system until a scheme is chosen, and stores the choice as MUI did', async () => {
    const system = fakeSystem(true);
    const scheme = await load();
    const seen: string[] = [];
    const stop = scheme.subscribeColorScheme(() => seen.push(scheme.shownScheme()));
    expect(scheme.currentMode()).toBe('system');
    expect(scheme.shownScheme()).toBe('dark');
    expect(htmlClasses()).toEqual(['dark']);

    system.set(false);
    expect(seen).toEqual(['light']);
    expect(htmlClasses()).toEqual(['light']);

    scheme.setColorMode('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(htmlClasses()).toEqual(['dark']);
    // A chosen scheme no longer follows the system.
    system.set(true);
    system.set(false);
    expect(scheme.shownScheme()).toBe('dark');
    expect(seen).toEqual(['light', 'dark']);
    stop();

    // Once nobody listens, the system's listener is gone and a change no longer reaches the page.
    expect(system.listening()).toBe(0);
    scheme.setColorMode('system');
    expect(htmlClasses()).toEqual(['light']);
    system.set(true);
    expect(htmlClasses()).toEqual(['light']);
    expect(seen).toEqual(['light', 'dark']);
  });

  it('reads a stored choice and hears another tab change it', async () => {
    fakeSystem(false);
    localStorage.setItem('mui-mode', 'dark');
    const scheme = await load();
    const stop = scheme.subscribeColorScheme(() => {});
    expect(scheme.shownScheme()).toBe('dark');
    localStorage.setItem('mui-mode', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'light' }));
    expect(scheme.currentMode()).toBe('light');
    expect(htmlClasses()).toEqual(['light']);
    stop();
  });
});
