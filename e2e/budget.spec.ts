import { expect, test } from '@playwright/test';
import { HOME_BUDGET_GZIP_BYTES, measure } from '../bench/bundle-size';

// The suite runs on a fresh build, so the budget is checked on every CI run.
test('the home route ships at most 180 KB of gzipped JavaScript before it renders', () => {
  const { home } = measure();
  expect(home.js.gzip).toBeLessThanOrEqual(HOME_BUDGET_GZIP_BYTES);
});

test('the home page loads no other JavaScript before it renders its first tab', async ({
  page,
}) => {
  const { home, afterFirstScreen } = measure();
  const loaded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.push(url.pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
  await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
  // The live stream's client starts once the page has loaded and the browser is idle
  // (decision 0133), which can be before the schedule's rows are drawn; it is not home's.
  const extra = loaded.filter((file) => !home.files.includes(file));
  expect(extra.filter((file) => !afterFirstScreen.includes(file))).toEqual([]);
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
