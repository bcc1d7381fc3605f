import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry (by location key), for Back and Forward. */
const positions = new Map<string, number>();
/** How long Back keeps trying to reach a position the returning screen is not yet tall enough for. */
const RESTORE_WINDOW_MS = 2000;

/**
 * Scroll handling without react-router's data router (decision 0130, which keeps the router's
 * smaller declarative mode off the home page's budget): a new screen starts at the top, Back and
 * Forward return to where the reader was, and a change within a screen (Home's tab or sport in
 * the address) keeps the scroll (docs/screens.md#routes).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the entry being read. The entry's key changes in the layout
  // effect below, in the same commit as the new screen: a listener swapped in a passive effect
  // could run after the new screen's first scroll event (a screen that brings MUI's theme with
  // it commits more work), and store the new screen's top as the old entry's place.
  const readKey = useRef(location.key);
  useEffect(() => {
    const remember = () => positions.set(readKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    readKey.current = location.key;
    const firstRender = previousPath.current === null;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (firstRender) return;
    if (navigationType === 'POP') {
      const target = positions.get(location.key);
      if (target === undefined) return;
      const until = performance.now() + RESTORE_WINDOW_MS;
      let frame = 0;
      // Where the last try left the page. A screen growing below the reader leaves scrollY
      // alone, so any other change means the reader (or the page) scrolled since: stop, rather
      // than pull them back while a list is still mounting (decision 0167 mounts the schedule a
      // game per task, so the screen can take several frames to reach the position).
      let left: number | null = null;
      const restore = () => {
        if (left !== null && Math.abs(window.scrollY - left) > 1) return;
        window.scrollTo(0, target);
        left = window.scrollY;
        if (Math.abs(left - target) > 1 && performance.now() < until) {
          frame = requestAnimationFrame(restore);
        }
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    if (!samePath) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);

  return null;
}
