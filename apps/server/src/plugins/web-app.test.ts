import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

describe('serving the built web app', () => {
  let t: TestContext;

  beforeEach(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'takeline-web-'));
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

  it('never falls back to the app for /api paths or missing files', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
