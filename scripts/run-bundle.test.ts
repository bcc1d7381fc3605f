import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_CACHE_DELAY_MS, codeCachePath, runBundle } from './run-bundle.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'takeline-run-bundle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** A CommonJS file as esbuild writes one: its exports on `module.exports`, a sibling required. */
function writeBundle(name: string): string {
  writeFileSync(path.join(folder, `${name}-sibling.cjs`), 'module.exports = { n: 7 };');
  const file = path.join(folder, `${name}.cjs`);
  writeFileSync(
    file,
    `const { n } = require('./${name}-sibling.cjs');
     function times(a, b) { return a * b; }
     module.exports = { answer: times(n, 6), file: __filename };`,
  );
  return file;
}

/** Runs the bundle in a fresh node process, as `npm start` does, and answers what it printed. */
function runInNewProcess(file: string): { codeCache: string; answer: number } {
  const runner = new URL('./run-bundle.mjs', import.meta.url).href;
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { runBundle } from ${JSON.stringify(runner)};
       const { exports, codeCache } = runBundle(${JSON.stringify(file)});
       console.log(JSON.stringify({ codeCache, answer: exports.answer }));`,
    ],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('a bundle run with V8 code cache (decision 0210)', () => {
  it('writes the cache as the first process exits, and the next process uses it', () => {
    const file = writeBundle('exits');
    expect(runInNewProcess(file)).toEqual({ codeCache: 'none', answer: 42 });
    expect(readFileSync(codeCachePath(file)).length).toBeGreaterThan(0);
    expect(runInNewProcess(file)).toEqual({ codeCache: 'accepted', answer: 42 });
  });

  it('compiles as usual when the cache does not match, and writes a new one', () => {
    const file = writeBundle('stale');
    writeFileSync(codeCachePath(file), Buffer.from('not the code V8 compiled for this file'));
    expect(runInNewProcess(file)).toEqual({ codeCache: 'rejected', answer: 42 });
    expect(runInNewProcess(file)).toEqual({ codeCache: 'accepted', answer: 42 });
  });

  it('writes the cache of a process that keeps running once the delay has passed', () => {
    vi.useFakeTimers();
    const file = writeBundle('running');
    const run = runBundle(file);
    expect(run).toMatchObject({ codeCache: 'none', exports: { answer: 42, file } });
    vi.advanceTimersByTime(CODE_CACHE_DELAY_MS - 1);
    expect(existsSync(codeCachePath(file))).toBe(false);
    vi.advanceTimersByTime(1);
    expect(existsSync(codeCachePath(file))).toBe(true);
    expect(runBundle(file).codeCache).toBe('accepted');
  });
});
