import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `<script src="/boot/name.js"></script>` in index.html: a start-up script to inline. */
const BOOT_SCRIPT = /<script src="\/boot\/([a-z-]+\.js)"><\/script>/g;

/**
 * Writes index.html's start-up scripts (apps/web/boot/) into the page itself, so the first
 * paint waits for no request: as separate files they were two render-blocking round trips
 * before anything showed. The server allows each by its hash in the Content-Security-Policy
 * (docs/decisions/0188-start-up-scripts-inline-allowed-by-hash.md), so no `'unsafe-inline'`.
 * Runs before Vite's own processing of the page, in the dev server too.
 */
export function inlineBootScriptsPlugin(): Plugin {
  return {
    name: 'takeline-inline-boot-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(BOOT_SCRIPT, (_tag, file: string) => {
          const script = readFileSync(new URL(`../boot/${file}`, import.meta.url), 'utf8');
          return `<script>${script.trim()}</script>`;
        });
      },
    },
  };
}
