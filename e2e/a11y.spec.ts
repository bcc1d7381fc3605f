import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerViaApi } from './support/api';
import { revealGame, runJob, upcomingGames, widget } from './support/home';
import { expect, test } from './support/test';

/** Axe on the page as it stands: no serious or critical violations (WCAG 2.1 A and AA). */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
  ).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('Login has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('Register has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('Home, logged out, has no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      await upcomingGames(request);
      await page.goto('/');
      await expect(page.getByRole('tab', { name: 'Current Schedule' })).toBeVisible();
      await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test('Home, logged in, has no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      // Nine axe passes (home, three dialogs, six tabs): on a busy shared machine this alone
      // can take most of a minute, so it gets three times the usual timeout.
      test.slow();
      const [game] = await upcomingGames(request);
      if (!game) throw new Error('no game');
      await runJob(request, '/refresh-news');
      const user = await registerViaApi(request, 'axe');
      await page.goto('/login');
      await page.getByLabel(/^Username/).fill(user.username);
      await page.getByLabel(/^Password/).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Daily Login Bonus: +1 Confidence Point!')).toBeVisible();
      await expect(page.getByLabel('Loading schedule')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      // The sentiment dialogs.
      await revealGame(page, game.id);
      await widget(page, game.id, 'Moneyline').getByRole('button', { name: 'Take' }).click();
      await expect(page.getByRole('dialog', { name: 'Stake confidence points' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await widget(page, game.id, 'Totals').getByRole('button', { name: 'Take' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByRole('dialog', { name: 'Choose your custom value' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Stake influence points' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      for (const tab of ['Live Scores', 'Past Scores', 'Leaderboard', 'News Feed', 'AI', 'About']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
        await expectNoSeriousViolations(page);
      }
    });
  });
}

test('the News tab has no axe violations of moderate impact or more (heading order included)', async ({
  page,
  request,
}) => {
  await runJob(request, '/refresh-news');
  await page.goto('/?tab=news');
  await expect(page.getByRole('link', { name: /^Read More →/ }).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = results.violations
    .filter((violation) => violation.impact !== 'minor')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(found).toEqual([]);
  // The card titles sit right under the page's h1.
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
