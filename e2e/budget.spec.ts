import { readFileSync } from 'node:fs';
import { HOME_BUDGET_GZIP_BYTES, measure } from '../bench/bundle-size';
import { expect, test } from './support/test';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The live stream's client (docs/screens.md#live-push) loads in its own chunk once the page
 * has rendered, beside the schedule's fetch; it renders nothing, so it is no part of what the
 * first tab waits for. Its chunk and the small shared ones it imports are allowed.
 */
function afterPaintFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/lib/live-stream-runner.ts');
  return files;
}

// The suite runs on a fresh build, so the budget is checked on every CI run.
test(`the home route ships at most ${HOME_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript before it renders`, () => {
  const { home } = measure();
  expect(home.js.gzip).toBeLessThanOrEqual(HOME_BUDGET_GZIP_BYTES);
});

test('the home page loads no other JavaScript before it renders its first tab', async ({
  page,
}) => {
  const { home } = measure();
  const loaded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.push(url.pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
  await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
  const afterPaint = afterPaintFiles();
  expect(loaded.filter((file) => !home.files.includes(file) && !afterPaint.has(file))).toEqual([]);
});

test('the schedule request starts from the preload in index.html and the app uses it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/current-schedule/baseball_mlb') {
      requests.push(request.resourceType());
    }
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) {
      unused.push(message.text());
    }
  });
  await page.goto('/');
  await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
  // Chromium warns about a preload nothing used after about three seconds.
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  // One request: the preload's. The app's own fetch of the address was answered from it.
  expect(requests).toHaveLength(1);
});
