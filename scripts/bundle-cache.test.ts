import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_DIR, compileBundle, REPO_ROOT } from './bundle-cache.mjs';

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
        export const pglite = typeof PGlite.create;`,
    });
    const out = path.join(folder, 'in-and-out.bundle.mjs');
    await compileBundle(path.join(folder, 'in-and-out.mjs'), out);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('// node_modules/zod/');
    expect(text).not.toMatch(/from "zod"/);
    const pglite = path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/dist/index.js');
    expect(text).toContain(`from "${pglite}"`);
    const loaded = await import(pathToFileURL(out).href);
    expect(loaded).toMatchObject({ parsed: 7, pglite: 'function' });
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
    const out = path.join(folder, 'nested.bundle.mjs');
    await compileBundle(path.join(folder, 'nested.mjs'), out);
    expect((await import(pathToFileURL(out).href)).copy).toBe('the nested copy');
  });

  it('refuses a package compiled in that finds its files through __dirname, and names it', async () => {
    write({
      'node_modules/reads-beside/package.json': '{ "name": "reads-beside", "main": "index.js" }',
      'node_modules/reads-beside/index.js':
        "module.exports = require('node:path').join(__dirname, 'data.json');",
      'beside.mjs': "import file from 'reads-beside'; export { file };",
    });
    const out = path.join(folder, 'beside.bundle.mjs');
    await expect(compileBundle(path.join(folder, 'beside.mjs'), out)).rejects.toThrow(
      /node_modules\/reads-beside\/index\.js uses __dirname, .* add its package to KEPT_OUTSIDE/,
    );
    expect(existsSync(out)).toBe(false);
  });
});
