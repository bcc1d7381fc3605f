import { afterFirstScreen } from './after-first-screen';

/**
 * How long after the first screen's quiet moment the worker registers. Its install downloads and
 * stores the whole built app (about 90 files) on a second thread and the network; started at
 * `load`, that work took CPU from the first screen's last renders on a two-core machine
 * (decision 0205).
 */
const SETTLE_MS = 10_000;

/**
 * Registers the service worker the build writes to /sw.js, in built apps only (the dev server
 * has none), once the first visit has settled: the offline copy is for later visits, so it never
 * competes with this one (docs/screens.md#installable-app).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstScreen(
    () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The service worker did not register; the app works online only.', error);
      });
    },
    { settleMs: SETTLE_MS },
  );
}
