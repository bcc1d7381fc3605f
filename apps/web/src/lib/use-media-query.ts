import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current. MUI's useMediaQuery without MUI: the
 * schedule picks its layout on Home's first screen (decision 0185).
 */
export function useMediaQuery(query: string): boolean {
  // One list per query, for the listener and every read of the snapshot.
  const list = useMemo(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false);
}
