import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/factories';
import { createTestApp, useTestApp } from '../test/test-app';
import { testFolder } from '../test/test-folder';

const t = useTestApp();

describe('security headers (docs/security.md#browser-protections)', () => {
  it('sends API answers a CSP that allows nothing, nosniff, a referrer policy and no framing', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/current-schedule/nope']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends a strict CSP, nosniff, a referrer policy and no framing on every page', async () => {
    for (const url of ['/', '/leaderboard', '/api/docs/']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Plain http (a local install): no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://takeline.example' } });
    try {
      const response = await secure.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const page = await secure.app.inject({ url: '/' });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.app.close();
    }
  });
});

describe('caching (docs/security.md#browser-protections)', () => {
  it('marks private JSON no-store', async () => {
    const { token } = await registerUser(t.app, { username: 'private' });
    for (const url of ['/api/profile', '/api/protected', '/api/sentiments/mine?event_ids=e1']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'private', password: 'correct-horse-battery' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // A public answer with its own policy keeps it; with a token it is private.
    const schedule = await t.app.inject({ url: '/api/current-schedule/baseball_mlb' });
    expect(schedule.headers['cache-control']).toBe('no-cache');
    const mine = await t.app.inject({
      url: '/api/current-schedule/baseball_mlb',
      headers: bearer(token),
    });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('revalidates index.html and keeps hashed assets immutable', async () => {
    const webDist = testFolder('takeline-web');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Takeline</title>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await createTestApp({ config: { webDist } });
    try {
      for (const url of ['/', '/index.html', '/leaderboard']) {
        const response = await web.app.inject({ url });
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      }
      const asset = await web.app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await web.app.close();
    }
  });
});

describe('heavy requests (docs/security.md#heavy-requests)', () => {
  it('caps the leaderboard offset and page size', async () => {
    expect((await t.app.inject({ url: '/api/users/leaderboard?offset=10000' })).statusCode).toBe(
      200,
    );
    const deep = await t.app.inject({ url: '/api/users/leaderboard?offset=300000' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/offset must be at most 10000/);
    expect((await t.app.inject({ url: '/api/users/leaderboard?limit=1000' })).statusCode).toBe(400);
  });
});
