import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations a page reports: Chromium's
 * console message for each blocked resource or inline script, and the
 * `securitypolicyviolation` event (docs/security.md#browser-protections).
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Init scripts run outside the page's CSP, so this listener is never blocked itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

/**
 * The `test` every spec uses: Playwright's, plus an automatic guard that
 * fails the test when the browser reported any CSP violation
 * (e2e/csp.spec.ts checks that every spec imports it).
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use, testInfo) => {
      const violations = await watchCsp(page);
      await use(undefined);
      if (violations.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`CSP violations in the browser:\n${[...new Set(violations)].join('\n')}`);
      }
    },
    { auto: true },
  ],
});
