import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-dist';

describe('the build output compressed ahead of serving', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeline-compress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const big = `const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${'takeline '.repeat(200)}</p>`);
  writeFileSync(path.join(dir, 'assets', 'app.js'), big);
  writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'p{margin:0}');
  writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

  it('writes .br and .gz beside each text asset of 1 KB or more, nested ones too', async () => {
    expect(await compressAssets(dir)).toBe(2);
    for (const file of ['index.html', 'assets/app.js']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves small assets and images as they are', () => {
    for (const file of ['assets/tiny.css', 'assets/logo.png']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it('compresses a second run from the assets, not from their compressed copies', async () => {
    expect(await compressAssets(dir)).toBe(2);
    expect(existsSync(path.join(dir, 'assets/app.js.br.br'))).toBe(false);
  });
});
