import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** Beside dist, not in it: a `vite build` empties dist, and a removed dist is rebuilt anyway. */
export const INPUTS_HASH_FILE = path.join(REPO_ROOT, 'apps/web/dist.inputs-hash');

/**
 * Everything `npm run build` reads: the web app and its scripts (logos, compression), the
 * contract it imports, and the versions of the packages it bundles. Test files and generated
 * logos are left out so that neither forces a rebuild.
 */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/boot',
  'apps/web/public',
  'apps/web/scripts',
  'packages/contract/package.json',
  'packages/contract/src',
];
const SKIPPED = [/\.test\.tsx?$/, /(^|\/)node_modules\//, /^apps\/web\/public\/logos\//];

function listFiles(relative: string): string[] {
  const absolute = path.join(REPO_ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => listFiles(path.posix.join(relative, name)));
}

/** A hash of the build's inputs: their paths and contents, in a fixed order. */
export function webBuildInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles)) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the last successful build recorded, if its output is still there. */
export function recordedInputsHash(): string | undefined {
  if (!existsSync(path.join(WEB_DIST, 'index.html')) || !existsSync(INPUTS_HASH_FILE)) {
    return undefined;
  }
  return readFileSync(INPUTS_HASH_FILE, 'utf8').trim();
}
