import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLiveTestApp } from '../test/live-test-app';
import { testFolder } from '../test/test-folder';

/** A stand-in build: an index page and two badges, told apart by their bytes. */
function fakeBuild(withGeneric: boolean): string {
  const dist = testFolder('takeline-dist');
  mkdirSync(path.join(dist, 'logos'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Takeline</title>');
  writeFileSync(path.join(dist, 'logos', 'mlb-new-york-yankees.png'), 'yankees-badge');
  if (withGeneric) writeFileSync(path.join(dist, 'logos', 'generic.png'), 'generic-badge');
  return dist;
}

describe('team logos', () => {
  const t = useLiveTestApp({ config: { webDist: fakeBuild(true) } });

  it("serves a team's own badge", async () => {
    const response = await t.app.inject({ url: '/logos/mlb-new-york-yankees.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('yankees-badge');
  });

  it('falls back to the generic badge for a team without one', async () => {
    for (const url of ['/logos/mlb-springfield-isotopes.png', '/logos/generic-unknown-fc.png']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toBe('generic-badge');
    }
  });

  it('does not fall back for other paths', async () => {
    expect((await t.app.inject({ url: '/logos/x.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/logos/a/b.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/logos/x.png' })).statusCode).toBe(404);
    const page = await t.app.inject({ url: '/logos' });
    expect(page.body).toContain('<title>Takeline</title>');
  });
});

describe('team logos without a generic badge in the build', () => {
  const t = useLiveTestApp({ config: { webDist: fakeBuild(false) } });

  it('answers 404 for a missing badge', async () => {
    expect((await t.app.inject({ url: '/logos/mlb-springfield-isotopes.png' })).statusCode).toBe(
      404,
    );
  });
});
