import { registerViaApi } from './support/api';
import { logInThroughTheForm, revealGame, runJob, upcomingGames, widget } from './support/home';
import { expect, test } from './support/test';

test('logged out, the schedule shows the lines and a log-in prompt instead of inputs', async ({
  page,
  request,
}) => {
  const [game] = await upcomingGames(request);
  if (!game) throw new Error('no game');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Welcome to Takeline! You are not logged in.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  await revealGame(page, game.id);
  const row = page.getByTestId(`game-${game.id}`);
  await expect(row).toBeVisible();
  await expect(page.getByText('Please log in to submit sentiment.')).toBeVisible();
  await expect(row.getByText(/^Will .* win\?$/)).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /View Game Stats/ })).toHaveAttribute(
    'href',
    `/event/${game.id}/stats`,
  );
});

test('logged in, each market shows its inputs; the sport toggle switches the columns', async ({
  page,
  request,
}) => {
  const [game] = await upcomingGames(request);
  if (!game) throw new Error('no game');
  await upcomingGames(request, 'soccer_usa_mls');
  await runJob(request, '/refresh-news');
  const user = await registerViaApi(request, 'tabs');
  await logInThroughTheForm(page, user.username, user.password);

  await revealGame(page, game.id);
  const headers = page.getByRole('table', { name: 'Current schedule' }).getByRole('columnheader');
  await expect(headers).toHaveText(['Game', 'Moneyline', 'Spread', 'Totals', 'Stats']);
  for (const market of ['Moneyline', 'Spread', 'Totals'] as const) {
    await expect(widget(page, game.id, market).getByRole('button', { name: 'Take' })).toBeEnabled();
  }

  await page.getByRole('button', { name: 'Soccer' }).click();
  await expect(page).toHaveURL(/sport=soccer_usa_mls/);
  await expect(headers).toHaveText(['Game', 'Pick Winner', 'Stats']);
  await expect(page.getByText('Pick the Outcome').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw' }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'AI' }).click();
  await expect(page.getByText('Coming soon...')).toBeVisible();
  await page.getByRole('tab', { name: 'Past Scores' }).click();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Last 1 Day');
  await page.getByRole('tab', { name: 'News Feed' }).click();
  await expect(page.getByRole('link', { name: /^Read More →/ }).first()).toBeVisible();
  const readMore = page.getByRole('link', { name: /^Read More →/ }).first();
  await expect(readMore).toHaveAttribute('target', '_blank');

  // The address keeps the tab and sport: a reload comes back to them.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'News Feed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Soccer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a new screen opens at the top, Back returns to the place, and Home tabs keep the scroll', async ({
  page,
  request,
}) => {
  const games = await upcomingGames(request);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const statsLinks = page.getByRole('link', { name: /^View Game Stats/ });
  await expect(statsLinks.first()).toBeVisible();
  // The schedule mounts its games one per task (decision 0167): wait for enough of them that
  // the last is far below the fold.
  await expect.poll(() => statsLinks.count()).toBeGreaterThanOrEqual(Math.min(5, games.length));
  const scrollY = () => page.evaluate(() => window.scrollY);

  // Far down the schedule, open a game's stats: the new screen starts at its top.
  await statsLinks.last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 50));
  const down = await scrollY();
  expect(down).toBeGreaterThan(200);
  await statsLinks.last().click();
  await expect(page.getByRole('heading', { name: 'Event Statistics' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  // Back: Home again, where the reader left it.
  await page.goBack();
  await expect(statsLinks.first()).toBeAttached();
  await expect.poll(scrollY).toBeGreaterThan(200);

  // Choosing a tab changes the address but stays on the screen: no jump to the top.
  const tabs = page.getByRole('tablist', { name: 'Home sections' });
  await tabs.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const atTabs = await scrollY();
  expect(atTabs).toBeGreaterThan(100);
  expect(atTabs).toBeLessThan(down);
  // The reader's own scroll wins over Back's restoring, even while the schedule still mounts.
  const afterFrames = await page.evaluate(async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((done) => requestAnimationFrame(done));
    return window.scrollY;
  });
  expect(Math.abs(afterFrames - atTabs)).toBeLessThanOrEqual(1);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/tab=leaderboard/);
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await scrollY()).toBeGreaterThan(100);
});

test('the schedule table keeps its column widths while its rows mount one by one (decision 0217)', async ({
  page,
  request,
}) => {
  const games = await upcomingGames(request);
  await page.setViewportSize({ width: 1350, height: 940 });
  // The widths of the first row's cells in the same task it is mounted, before any other row.
  await page.addInitScript(`
    new MutationObserver((_records, observer) => {
      const row = document.querySelector('table[aria-label="Current schedule"] tbody tr');
      if (!row) return;
      window.__firstRowWidths = [...row.children].map((cell) => cell.getBoundingClientRect().width);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto('/');
  const rows = page.getByRole('table', { name: 'Current schedule' }).locator('tbody tr');
  // At least the games far enough ahead are drawn, up to the first page of ten.
  await expect(rows.nth(Math.min(10, games.length) - 1)).toBeVisible();
  const widths = await page.evaluate(() => {
    const row = document.querySelector('table[aria-label="Current schedule"] tbody tr');
    const first = (window as unknown as { __firstRowWidths?: number[] }).__firstRowWidths;
    return {
      first,
      now: Array.from(row?.children ?? [], (cell) => cell.getBoundingClientRect().width),
    };
  });
  expect(widths.first, 'the first row was seen as it mounted').toHaveLength(5);
  // With the table's automatic layout, each later row could widen a column and re-wrap the rows
  // above it, a layout shift the reader sees (Lighthouse desktop measured 0.10-0.16).
  expect(widths.now).toEqual(widths.first);
});
