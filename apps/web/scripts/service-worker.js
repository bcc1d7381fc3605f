/**
 * Takeline's service worker (docs/screens.md#installable-app). The build
 * (scripts/service-worker-plugin.ts) writes it to /sw.js with the list of
 * built files in place of PRECACHE and a hash of that list in VERSION.
 *
 * - The app shell (index.html, the built scripts and styles, the icons) is
 *   stored at install, so the app opens offline and says so.
 * - /api is never touched: the worker does not answer it, so every API
 *   answer comes from the network, never stale from a cache.
 * - Pages go to the network first and fall back to the stored shell.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const SHELL = '/';
const CACHE = `takeline-shell-${VERSION}`;
const RUNTIME = 'takeline-static';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('takeline-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Network only: the browser fetches the API itself (and fails plainly when offline).
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL).then((shell) => shell ?? Response.error())),
    );
    return;
  }

  // Built files never change under one name; logos and icons may be stored as they come.
  event.respondWith(
    caches.match(request).then(
      (stored) =>
        stored ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/logos/')) {
            const copy = response.clone();
            caches.open(RUNTIME).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
