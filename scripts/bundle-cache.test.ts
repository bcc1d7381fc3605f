import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CACHE_DIR,
  compileBundle,
  REPO_ROOT,
  SERVER_INPUTS,
  WEB_BUILD_CHECK_INPUTS,
} from './bundle-cache.mjs';
import { runBundle } from './run-bundle.mjs';

// Inside node_modules, so the entries below find the repository's packages as its sources do.
mkdirSync(CACHE_DIR, { recursive: true });
const folder = mkdtempSync(path.join(CACHE_DIR, 'bundle-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes files under the test's folder: `{ 'entry.mjs': '…' }`. */
function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

describe('the start bundle (decision 0209)', () => {
  it('compiles packages in, and leaves a kept-outside one to load from node_modules', async () => {
    write({
      'in-and-out.mjs': `import { z } from 'zod';
        import { PGlite } from '@electric-sql/pglite';
        export const parsed = z.object({ n: z.number() }).parse({ n: 7 }).n;
        export const pglite = typeof PGlite.create;
        export const later = () => import('@electric-sql/pglite').then((m) => m.PGlite === PGlite);`,
    });
    const out = path.join(folder, 'in-and-out.bundle.cjs');
    await compileBundle(path.join(folder, 'in-and-out.mjs'), out);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('// node_modules/zod/');
    expect(text).not.toMatch(/require\("zod"\)/);
    // Its CommonJS entry, as the bundle requires it; `import()` too, which a vm.Script cannot run.
    const pglite = path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/dist/index.cjs');
    expect(text).toContain(`require("${pglite}")`);
    expect(text).not.toMatch(/\bimport\(["'`]/);
    const loaded = runBundle(out).exports as { parsed: number; pglite: string; later(): unknown };
    expect(loaded).toMatchObject({ parsed: 7, pglite: 'function' });
    await expect(loaded.later()).resolves.toBe(true);
  });

  it('gives a package compiled in its own nested copy of a kept-outside package', async () => {
    write({
      'node_modules/wrapper/package.json': '{ "name": "wrapper", "main": "index.js" }',
      'node_modules/wrapper/index.js': "module.exports = require('thread-stream');",
      'node_modules/wrapper/node_modules/thread-stream/package.json':
        '{ "name": "thread-stream", "main": "index.js" }',
      'node_modules/wrapper/node_modules/thread-stream/index.js':
        "module.exports = 'the nested copy';",
      'nested.mjs': "import copy from 'wrapper'; export { copy };",
    });
    const out = path.join(folder, 'nested.bundle.cjs');
    await compileBundle(path.join(folder, 'nested.mjs'), out);
    expect(runBundle(out).exports).toMatchObject({ copy: 'the nested copy' });
  });

  it('refuses a package compiled in that finds its files through __dirname, and names it', async () => {
    write({
      'node_modules/reads-beside/package.json': '{ "name": "reads-beside", "main": "index.js" }',
      'node_modules/reads-beside/index.js':
        "module.exports = require('node:path').join(__dirname, 'data.json');",
      'beside.mjs': "import file from 'reads-beside'; export { file };",
    });
    const out = path.join(folder, 'beside.bundle.cjs');
    await expect(compileBundle(path.join(folder, 'beside.mjs'), out)).rejects.toThrow(
      /node_modules\/reads-beside\/index\.js uses __dirname, .* add its package to KEPT_OUTSIDE/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a package compiled in that reads import.meta, and names it', async () => {
    write({
      'node_modules/meta-reader/package.json':
        '{ "name": "meta-reader", "type": "module", "exports": "./index.js" }',
      'node_modules/meta-reader/index.js': 'export const where = import.meta.url;',
      'meta.mjs': "export { where } from 'meta-reader';",
    });
    const out = path.join(folder, 'meta.bundle.cjs');
    await expect(compileBundle(path.join(folder, 'meta.mjs'), out)).rejects.toThrow(
      /node_modules\/meta-reader\/index\.js uses import\.meta, .* add its package to KEPT_OUTSIDE/,
    );
    expect(existsSync(out)).toBe(false);
  });
});

/** Our own files esbuild bundles from `entry`, relative to the repository root. */
async function ownFilesBundled(entry: string): Promise<string[]> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // Packages are not ours, except the workspace's own (@takeline/*), whose sources are.
    plugins: [
      {
        name: 'only-ours',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@takeline/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
}

describe("what each start bundle is made from (the cache's inputs, decision 0117)", () => {
  // An own file missing from a bundle's inputs would leave an edit to it out of the cache key,
  // and `npm start` would run the stale bundle. A source file listed but no longer bundled
  // would make an edit to it compile the bundle again for nothing.
  it.each([
    ['apps/server/src/main.ts', SERVER_INPUTS],
    ['scripts/ensure-web-build.ts', WEB_BUILD_CHECK_INPUTS],
  ])('%s: its inputs are the files of ours it bundles', async (entry, inputs) => {
    const bundled = await ownFilesBundled(entry);
    expect(bundled).toContain(entry);
    const covered = (file: string) =>
      inputs.some((input) => file === input || file.startsWith(`${input}/`));
    expect(bundled.filter((file) => !covered(file))).toEqual([]);
    const listedSources = inputs.filter((input) => input.endsWith('.ts'));
    expect(listedSources.filter((file) => !bundled.includes(file))).toEqual([]);
  });
});
