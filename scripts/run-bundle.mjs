// @ts-check
/**
 * Runs a CommonJS bundle of scripts/bundle-cache.mjs with V8's code cache
 * (docs/decisions/0210-start-keeps-v8s-code-cache.md). Node 20 keeps no compiled code between
 * runs, so every start would parse the 4.8 MB server bundle and compile its start-up functions
 * again. Here the bundle runs as a `vm.Script` handed the code V8 compiled for it last time, kept
 * in `<bundle>.v8cache` beside it; the first run writes that file once its start-up code has run.
 * V8 checks the cache against the source, its own version and its flags, and compiles as usual
 * when it does not match; that run then writes a new cache.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { serverBundle } from './bundle-cache.mjs';

/**
 * How long after the bundle starts its cache is written: long enough for a server to have
 * listened and run its first jobs, whose code is then in the cache too. A process that exits
 * sooner writes it as it exits.
 */
export const CODE_CACHE_DELAY_MS = 10_000;

/** @param {string} bundle */
export const codeCachePath = (bundle) => `${bundle}.v8cache`;

/**
 * Runs `bundle` as Node runs a CommonJS file (its own `module`, `exports` and a `require` that
 * resolves from its folder) and answers its exports and what became of the code cache:
 * `none` (there was none), `accepted` or `rejected` (it did not match: compiled as usual).
 * @param {string} bundle absolute path of a `.cjs` bundle
 * @returns {{ exports: unknown, codeCache: 'none' | 'accepted' | 'rejected' }}
 */
export function runBundle(bundle) {
  const cacheFile = codeCachePath(bundle);
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // The same wrapper Node puts around a CommonJS file.
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`;
  const script = new Script(source, { filename: bundle, cachedData });
  const codeCache = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted';
  if (codeCache !== 'accepted') writeCodeCacheLater(script, cacheFile);
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    path.dirname(bundle),
  );
  return { exports: module.exports, codeCache };
}

/**
 * Writes the code V8 has compiled for `script` so far, once: after CODE_CACHE_DELAY_MS, or as the
 * process exits, whichever comes first. Written aside and renamed, so servers sharing a checkout
 * never read half a file. A cache that cannot be written is only a slower next start.
 * @param {Script} script
 * @param {string} cacheFile
 */
function writeCodeCacheLater(script, cacheFile) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    process.off('exit', write);
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      rmSync(temporary, { force: true });
    }
  };
  setTimeout(write, CODE_CACHE_DELAY_MS).unref();
  process.on('exit', write);
}

/**
 * Runs the server as `npm start` does: its up-to-date bundle, with the code cache. Also what the
 * e2e suite and `apps/server/src/main.test.ts` start, so all three run the same thing.
 */
export async function runServerBundle() {
  runBundle(await serverBundle());
}
