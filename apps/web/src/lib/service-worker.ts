/**
 * Registers the service worker the build writes to /sw.js, in built apps only (the dev server
 * has none). After the page has loaded, so it never competes with the first screen
 * (docs/screens.md#installable-app).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker did not register; the app works online only.', error);
    });
  });
}
