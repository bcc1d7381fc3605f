import { registerViaApi } from './support/api';
import { settleGames, submitSentiment, untouchedGame } from './support/settled-sentiments';
import { captureScreens } from './support/stats-screenshots';
import { expect, test } from './support/test';

test('the ranking trend draws a line with at least 2 points', async ({ page, request }) => {
  // Two users claim opposite sides of the same lines (a half-point total when
  // one is on offer): one of them wins, and the winner's trend gains a point
  // beside the one from registration.
  const take = await registerViaApi(request, 'take');
  const pass = await registerViaApi(request, 'pass');
  const game = await untouchedGame(request);
  for (const market of ['moneyline', 'totals'] as const) {
    await submitSentiment(request, take.token, game, { market, selection_type: 'Take' });
    await submitSentiment(request, pass.token, game, { market, selection_type: 'Pass' });
  }
  const takeRows = await settleGames(request, [game], take);
  const winner = takeRows.some((row) => row.outcome === 'Win') ? take : pass;

  const history = await (await request.get(`/api/users/leaderboard/history/${winner.id}`)).json();
  expect(history.points.length).toBeGreaterThanOrEqual(2);

  // Recharts honours reduced motion: the line and its dots draw at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/leaderboard/history/${winner.id}`);
  await expect(page.getByRole('heading', { name: 'Ranking Trend' })).toBeVisible();
  const chart = page.locator('.recharts-responsive-container');
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.height).toBe(300);
  const scoreLine = page.locator('.recharts-line').first();
  await expect(scoreLine.locator('path.recharts-line-curve')).toHaveAttribute('d', /M.+L|M.+C/);
  // Recharts 3 draws dots in their own layer: one group of dots per line.
  const scoreDots = page.locator('.recharts-line-dots').first().locator('.recharts-line-dot');
  await expect.poll(() => scoreDots.count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.recharts-line-dots')).toHaveCount(3);
  await expect(page.locator('.recharts-legend-item')).toHaveText(['Ranking score', 'XP', 'IP']);

  await captureScreens(page, 'ranking-trend', async (p) => {
    await expect(p.locator('.recharts-line-dot').first()).toBeVisible();
  });
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('View History on the leaderboard names a private player without asking for their profile', async ({
  page,
  request,
}) => {
  const player = await registerViaApi(request, 'quiet');
  const profileRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/profile/')) profileRequests.push(sent.url());
  });
  await page.goto('/?tab=leaderboard');
  // The newest player ranks last: page on until their row shows.
  const board = page.getByRole('table', { name: 'Leaderboard' });
  const history = board.getByRole('link', { name: `View History of ${player.username}` });
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  for (let pages = 1; !(await history.isVisible()); pages += 1) {
    expect(pages, 'the new player should be on the board').toBeLessThan(50);
    const rows = await board.getByRole('row').count();
    await page.getByRole('button', { name: 'Show more players' }).click();
    await expect(board.getByRole('row')).not.toHaveCount(rows);
  }
  await history.click();
  await expect(page.getByRole('heading', { name: 'Ranking Trend' })).toBeVisible();
  await expect(page.getByText(`@${player.username}`)).toBeVisible();
  await expect(page).toHaveTitle(`Ranking Trend of @${player.username} · Takeline`);
  // The one point so far is the registration's: 0 XP and the 5 starting IP.
  await expect(page.getByText(/^Last recorded .+: ranking score 5 · XP 0 · IP 5$/)).toBeVisible();
  expect(profileRequests).toEqual([]);
});

test("a private player's trend opened directly is named, with no 404 in the console", async ({
  page,
  request,
}) => {
  const player = await registerViaApi(request, 'hidden');
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/leaderboard/history/${player.id}`);
  await expect(page.getByText(`@${player.username}`)).toBeVisible();
  await expect(page).toHaveTitle(`Ranking Trend of @${player.username} · Takeline`);
  expect(failures).toEqual([]);
});
