import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files from public/ the offline shell needs besides the built ones. */
const PUBLIC_SHELL_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/**
 * Writes /sw.js at build time: the worker in service-worker.js with the list of every built
 * script and style (so the whole app, each lazy screen included, opens offline) and a version
 * that changes whenever a file does, so a new build replaces the old shell
 * (docs/decisions/0121-installable-app-with-a-hand-written-service-worker.md).
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'takeline-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const precache = [...built, ...PUBLIC_SHELL_FILES];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace('__PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}
