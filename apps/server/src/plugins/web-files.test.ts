import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { testFolder } from '../test/test-folder';

// Large enough to be worth compressing, and told apart from its copies by its bytes.
const SCRIPT = `console.log(${JSON.stringify('takeline '.repeat(400))});\n`;

/** A stand-in build, as Vite and compress-dist.ts lay it out. */
function fakeBuild(): string {
  const dist = testFolder('takeline-files');
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Takeline</title>');
  const script = path.join(dist, 'assets', 'app-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Takeline"}');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const SCRIPT_URL = '/assets/app-abc123.js';

/** An app serving a new stand-in build, and a GET of one of its files. */
function appOnFakeBuild() {
  const served: { t?: TestContext; dist: string } = { dist: fakeBuild() };
  beforeAll(async () => {
    served.t = await createTestApp({ config: { webDist: served.dist } });
  });
  afterAll(async () => {
    await served.t?.app.close();
  });
  const get = (headers: Record<string, string> = {}, url = SCRIPT_URL) =>
    (served.t as TestContext).app.inject({ url, headers });
  return { served, get };
}

describe('the web app files, sent from memory (decision 0225)', () => {
  const { served, get } = appOnFakeBuild();

  it('sends the Brotli copy first, then gzip, then the file itself, each with its own tag', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', body: brotliCompressSync(SCRIPT) },
      { accept: '*', encoding: 'br', body: brotliCompressSync(SCRIPT) },
      { accept: 'gzip', encoding: 'gzip', body: gzipSync(SCRIPT) },
      { accept: 'br;q=0, gzip;q=0.5', encoding: 'gzip', body: gzipSync(SCRIPT) },
      { accept: 'identity', encoding: undefined, body: Buffer.from(SCRIPT) },
    ];
    const tags = new Set<string>();
    for (const { accept, encoding, body } of cases) {
      const response = await get({ 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.rawPayload.equals(body), accept).toBe(true);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      tags.add(String(response.headers.etag));
    }
    // One tag per representation: a cache never takes one encoding's tag for another's.
    expect(tags.size).toBe(3);
  });

  it('answers 304 with no body when If-None-Match names what it would send', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const tag = String(first.headers.etag);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await get({ 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(tag);
    }
    // The Brotli copy's tag does not stand for the gzip copy.
    const gzip = await get({ 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('answers HEAD with the headers alone, and a range request with the whole file', async () => {
    const head = await (served.t as TestContext).app.inject({ method: 'HEAD', url: SCRIPT_URL });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const ranged = await get({ range: 'bytes=0-9' });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.body).toBe(SCRIPT);
  });

  it('names each kind of file by its type, and keeps the build tool’s own files unserved', async () => {
    const manifest = await get({}, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(manifest.headers.vary).toBeUndefined();
    expect((await get({}, '/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('a build changed under the running server', () => {
  const { served, get } = appOnFakeBuild();

  it('keeps sending the build it started with when the files change on disk', async () => {
    rmSync(path.join(served.dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(served.dist, 'index.html'),
      '<!doctype html><title>A newer build</title>',
    );
    writeFileSync(path.join(served.dist, 'added.js'), 'console.log(2)');

    const script = await get({ 'accept-encoding': 'identity' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    const page = await get({}, '/');
    expect(page.body).toContain('<title>Takeline</title>');
    expect((await get({}, '/added.js')).statusCode).toBe(404);
  });
});
