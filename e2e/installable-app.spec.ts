import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../scripts/chromium-path';
import { expect, test } from './support/test';

// The config blocks service workers for the other specs; these are about the worker.
test.use({ serviceWorkers: 'allow' });

test('the manifest is valid for installing: name, start, standalone display, 192 and 512 px icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Takeline',
    short_name: 'Takeline',
    start_url: '/',
    display: 'standalone',
  });
  const sizes = (manifest.icons as Array<{ src: string; sizes: string; type: string }>).map(
    (icon) => icon.sizes,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Chromium finds no installability errors once the worker controls the page', async ({
  playwright,
  baseURL,
}) => {
  // A profile on disk: Playwright's usual contexts are incognito, where Chromium never offers
  // to install.
  const profile = mkdtempSync(path.join(tmpdir(), 'takeline-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the app shell opens and says "You are offline"; the API is never served from a cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
  // Not while the first screen is drawn: the worker registers once the visit has settled
  // (decision 0205), then stores the shell.
  expect(
    await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
  ).toBe(false);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker takes the page over (clients.claim), so the next load goes through it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // Other screens open from the stored shell, each lazy screen included.
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Takeline home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // The API answered a moment ago, but offline it fails rather than answering stale.
  const offlineApi = await page.evaluate(() =>
    fetch('/api/health').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(offlineApi).toBe('failed');
  const storedApi = await page.evaluate(async () => {
    const found: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/api')) found.push(request.url);
    }
    return found;
  });
  expect(storedApi).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
});
