import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerViaApi } from './support/api';
import { settleGames, submitSentiment, upcomingGames } from './support/settled-sentiments';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

// Every screen reads well in both schemes (docs/screens.md#color-scheme).
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('Profile and Event stats have no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      const user = await registerViaApi(request, 'axe');
      const [game] = await upcomingGames(request);
      if (!game) throw new Error('no upcoming game');
      await submitSentiment(request, user.token, game, {
        market: 'moneyline',
        selection_type: 'Take',
        stake: 1,
      });
      await submitSentiment(request, user.token, game, {
        market: 'totals',
        selection_type: 'Pass',
      });
      await settleGames(request, [game], user);
      await signInWithStoredToken(page, user);

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: 'Recent Selections' })).toBeVisible();
        expect(await seriousViolations(page), `Profile at ${width} px, ${scheme}`).toEqual([]);

        await page.goto(`/event/${encodeURIComponent(game.id)}/stats`);
        for (const tab of ['Overview', 'Charts', 'Participants']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
          if (tab === 'Charts')
            await expect(
              page.locator(
                'figure:not([data-testid^="line-movement-"]) .recharts-responsive-container',
              ),
            ).toHaveCount(3);
          if (tab === 'Participants')
            await expect(page.getByRole('list', { name: 'Participants' })).toBeVisible();
          expect(
            await seriousViolations(page),
            `Event stats ${tab} at ${width} px, ${scheme}`,
          ).toEqual([]);
        }
      }
    });
  });
}
