import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An inline script without attributes: how index.html carries its start-up scripts. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of
 * this page and nothing else (decision 0188). The hash covers the script's text as the browser
 * reads it between the tags, so any change to the page's scripts changes its hash, and a script
 * injected into the page has none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** The hashes of the built web app's index.html, or none when the app is not built. */
export function webAppScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
