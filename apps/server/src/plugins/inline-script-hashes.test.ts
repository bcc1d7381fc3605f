import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { testFolder } from '../test/test-folder';
import { inlineScriptHashes } from './inline-script-hashes';

// Hashes worked out independently: printf '%s' "$script" | openssl dgst -sha256 -binary | base64
const BOOT_SCRIPT = "document.documentElement.classList.add('dark');";
const BOOT_SCRIPT_HASH = "'sha256-gN9Pi0KAX2qf3Lqn7yaTkC3t/+x+YCF8JFDpylVqIIQ='";
const OTHER_SCRIPT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)

describe('inline start-up scripts allowed by hash (docs/security.md#browser-protections)', () => {
  it('hashes the text of each attribute-less inline script, and only those', () => {
    const html = `<head><script>${BOOT_SCRIPT}</script><script type="module" src="/src/main.tsx"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([BOOT_SCRIPT_HASH]);
    expect(inlineScriptHashes('<title>no scripts</title>')).toEqual([]);
  });

  it("names the built page's inline scripts in the page policy, never unsafe-inline", async () => {
    const webDist = testFolder('takeline-web');
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><head><script>${BOOT_SCRIPT}</script></head><title>Takeline</title>`,
    );
    mkdirSync(path.join(webDist, 'assets'));
    const web = await createTestApp({ config: { webDist } });
    try {
      for (const url of ['/', '/leaderboard']) {
        const csp = (await web.app.inject({ url })).headers['content-security-policy'] as string;
        const scriptSrc = csp.split(';').find((part) => part.startsWith('script-src '));
        expect(scriptSrc, url).toBe(`script-src 'self' ${BOOT_SCRIPT_HASH}`);
        expect(csp).not.toContain(OTHER_SCRIPT_HASH);
      }
      // API answers keep their own policy, which allows no script at all.
      const api = await web.app.inject({ url: '/api/health' });
      expect(api.headers['content-security-policy']).not.toContain('sha256');
    } finally {
      await web.app.close();
    }
  });
});
