import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { testFolder } from '../test/test-folder';

/** A GET with the path sent exactly as written (fetch would resolve its dot segments first). */
function rawGet(address: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${address}/`, { path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('serving the built web app', () => {
  let t: TestContext;

  beforeEach(async () => {
    const webDist = testFolder('takeline-web');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Takeline</title>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ config: { webDist } });
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('answers the root and any client route with index.html, uncached', async () => {
    for (const url of ['/', '/profile/settings', '/event/abc/stats', '/no/such/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Takeline</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a folder of the build as the app, as it answers the same path without its slash', async () => {
    for (const url of ['/assets/', '/assets']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Takeline</title>');
    }
  });

  it('refuses a path that climbs out of the build with a 404 naming it, not the app', async () => {
    // Over a port: inject() resolves `%2e%2e` segments before the app sees them, a client need not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2E%2E/index.html',
      '/assets/..%2f..%2fpackage.json',
      '/assets/..%5Cindex.html',
    ]) {
      const response = await rawGet(address, url);
      expect(response.status, url).toBe(404);
      expect(JSON.parse(response.body).message, url).toBe(`No route for GET ${url}.`);
    }
    const malformed = await rawGet(address, '/assets/%2e%2e%2f%E0%A4/x');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).message).toContain('is not a valid url component');
  });

  it('never falls back to the app for /api paths or missing files', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
