import { HOME_BUDGET_GZIP_BYTES, measure } from '../bench/bundle-size';
import { expect, test } from './support/test';

// The suite runs on a fresh build, so the budget is checked on every CI run.
test('the home route ships at most 200 KB of gzipped JavaScript before it renders', () => {
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
  expect(loaded.filter((file) => !home.files.includes(file))).toEqual([]);
});
