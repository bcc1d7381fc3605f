import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { expect, watchCsp } from './support/test';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The CSP guard itself (docs/security.md#browser-protections): the policy is
 * served, every spec runs under the guard, and the guard does see a violation.
 */
base('the app is served with a strict CSP and the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
});

base('every spec imports test from support/test, so each runs under the CSP guard', () => {
  const specs = readdirSync(E2E_DIR).filter(
    (name) => name.endsWith('.spec.ts') && name !== 'csp.spec.ts',
  );
  expect(specs.length).toBeGreaterThan(5);
  for (const spec of specs) {
    const source = readFileSync(path.join(E2E_DIR, spec), 'utf8');
    expect(source, spec).toMatch(/from '\.\/support\/test'/);
    expect(source, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
  }
});

base('the guard reports an injected inline script that the policy blocks', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});
