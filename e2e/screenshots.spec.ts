import type { Page } from '@playwright/test';
import { registerViaApi } from './support/api';
import { runJob, upcomingGames } from './support/home';
import { expect, test } from './support/test';

const SHOTS = 'e2e/artifacts/screenshots';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone-390', width: 390, height: 844 },
]) {
  test(`Home at ${viewport.name} fits the width (screenshots saved)`, async ({ page, request }) => {
    await upcomingGames(request);
    await runJob(request, '/refresh-news');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
    await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: `${SHOTS}/home-logged-out-${viewport.name}.png`,
      fullPage: true,
    });

    const user = await registerViaApi(request, 'shot');
    await logIn(page, user.username, user.password);
    await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/home-${viewport.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/home-${viewport.name}-top.png` });
    await page
      .locator('[data-testid^="game-"]')
      .first()
      .screenshot({ path: `${SHOTS}/home-first-game-${viewport.name}.png` });

    // The stake dialog, and the locked widget after submitting.
    const first = page.locator('[data-testid^="game-"]').first();
    await first
      .getByRole('group', { name: /^Moneyline/ })
      .getByRole('button', { name: 'Take' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Stake confidence points' });
    await expect(dialog).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/home-stake-dialog-${viewport.name}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(first.getByText(/^You submitted Take/)).toBeVisible();
    await first.screenshot({ path: `${SHOTS}/home-locked-game-${viewport.name}.png` });

    for (const tab of [
      'Live Scores',
      'Past Scores',
      'Leaderboard',
      'News Feed',
      'About',
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      const slug = tab.toLowerCase().replace(/\s+/g, '-');
      await page.screenshot({ path: `${SHOTS}/home-${slug}-${viewport.name}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/home-${slug}-${viewport.name}-top.png` });
    }
  });
}

test('Home in the dark scheme (screenshots saved)', async ({ page, request }) => {
  await upcomingGames(request);
  await page.emulateMedia({ colorScheme: 'dark' });
  const user = await registerViaApi(request, 'dark');
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone-390', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page, user.username, user.password);
    await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/home-dark-${viewport.name}-top.png` });
    await page.getByRole('button', { name: 'Logout' }).click();
  }
});
