import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/api';
import { settleGames, submitSentiment, upcomingGames } from './support/settled-sentiments';
import { captureScreens } from './support/stats-screenshots';

test('the ranking trend draws a line with at least 2 points', async ({ page, request }) => {
  // Two users claim opposite sides of the same half-point total: exactly one wins,
  // and the winner's trend gains a point beside the one from registration.
  const over = await registerViaApi(request, 'over');
  const under = await registerViaApi(request, 'under');
  const [game] = await upcomingGames(request);
  if (!game) throw new Error('no upcoming game');
  await submitSentiment(request, over.token, game, { market: 'totals', selection_type: 'Take' });
  await submitSentiment(request, under.token, game, { market: 'totals', selection_type: 'Pass' });
  const [overRow] = await settleGames(request, [game], over);
  const winner = overRow?.outcome === 'Win' ? over : under;

  const history = await (await request.get(`/api/users/leaderboard/history/${winner.id}`)).json();
  expect(history.length).toBeGreaterThanOrEqual(2);

  await page.goto(`/leaderboard/history/${winner.id}`);
  await expect(page.getByRole('heading', { name: 'Ranking Trend' })).toBeVisible();
  const chart = page.locator('.recharts-responsive-container');
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.height).toBe(300);
  const scoreLine = page.locator('.recharts-line').first();
  await expect(scoreLine.locator('path.recharts-line-curve')).toHaveAttribute('d', /M.+L|M.+C/);
  expect(await scoreLine.locator('.recharts-line-dot').count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.recharts-legend-item')).toHaveText(['Ranking score', 'XP', 'IP']);

  await captureScreens(page, 'ranking-trend', async (p) => {
    await expect(p.locator('.recharts-line-dot').first()).toBeVisible();
  });
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
