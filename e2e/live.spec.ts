import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { ScheduledGame } from '@takeline/contract';
import { type ApiUser, registerViaApi } from './support/api';
import { advanceClock, revealGame, runJob, serverNow, widget } from './support/home';
import { settleGames, submitSentiment, untouchedGame } from './support/settled-sentiments';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

/**
 * A page of its own browser context, signed in as `user` (or a visitor), on the game's row,
 * once its live stream answered (nothing it should see is sent before).
 */
async function openSchedule(browser: Browser, game: ScheduledGame, user?: ApiUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (user) await signInWithStoredToken(page, user);
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/stream' && response.status() === 200,
  );
  await page.goto('/');
  await revealGame(page, game.id);
  await stream;
  // The stream's `ready` follows its headers at once; let the page apply it.
  await page.waitForTimeout(300);
  return { context, page };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

test("a second browser sees the first one's pick move the crowd, without a reload", async ({
  browser,
  request,
}) => {
  const game = await untouchedGame(request);
  const picker = await registerViaApi(request, 'crowdmover');
  const first = await openSchedule(browser, game, picker);
  const second = await openSchedule(browser, game);
  const crowd = second.page.getByTestId(`game-${game.id}`).getByTestId('crowd-totals');
  await expect(crowd).toHaveText('No crowd yet');
  let reloads = 0;
  second.page.on('framenavigated', () => {
    reloads += 1;
  });

  // The first browser takes the total at the line, through the widget.
  const totals = widget(first.page, game.id, 'Totals');
  await totals.getByRole('button', { name: 'Take' }).click();
  await first.page
    .getByRole('dialog', { name: 'Would you like to enter a custom value?' })
    .getByRole('button', { name: 'No' })
    .click();
  await expect(totals.getByText(/^You submitted Take: Over/)).toBeVisible();

  await expect(crowd).toContainText('Crowd: Take 100% · Pass 0% · 1 pick', { timeout: 5000 });
  await expect(
    second.page.getByTestId(`game-${game.id}`).getByTestId('crowd-line-totals'),
  ).toContainText(/^Book [\d.]+ · Crowd [\d.]+$/);
  expect(reloads).toBe(0);
  await expectNoSeriousViolations(second.page);
  await first.context.close();
  await second.context.close();
});

test('a game that starts closes its buttons at once ("Started")', async ({ browser, request }) => {
  await runJob(request, '/fetch-events');
  const now = await serverNow(request);
  const scheduleAnswer = await request.get('/api/current-schedule/baseball_mlb');
  const games = ((await scheduleAnswer.json()) as ScheduledGame[])
    .filter((game) => Date.parse(game.commence_time) > now + 60_000)
    .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
  const game = games[0];
  if (!game) throw new Error('no upcoming game');
  const user = await registerViaApi(request, 'starter');
  const { context, page } = await openSchedule(browser, game, user);
  const moneyline = widget(page, game.id, 'Moneyline');
  await expect(moneyline.getByRole('button', { name: 'Take' })).toBeEnabled();

  await advanceClock(request, Math.ceil((Date.parse(game.commence_time) - now) / 60_000) + 1);
  await runJob(request, '/scan-upcoming-for-start');

  await expect(moneyline.getByTestId('market-started')).toHaveText(/Started\s*Picks are closed\./);
  await expect(moneyline.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await context.close();
});

test('when your pick settles a toast says so', async ({ browser, request }) => {
  const game = await untouchedGame(request);
  const user = await registerViaApi(request, 'settled');
  await submitSentiment(request, user.token, game, { market: 'moneyline', selection_type: 'Take' });
  const { context, page } = await openSchedule(browser, game, user);

  // Watched from before the settlement: the toast hides itself after 8 s, and settleGames returns
  // only after the lifecycle jobs that follow the settlement, which on a loaded machine can take
  // longer than that.
  const toast = page.getByTestId('live-toast');
  const toastSeen = expect(toast).toContainText(/^Your Take on .+ (won: \+\d+ XP|lost\.|pushed)/, {
    timeout: 60_000,
  });
  await settleGames(request, [game], user);
  await toastSeen;
  await expectNoSeriousViolations(page);
  await context.close();
});

test('a 409 "Event has started." is said in the dialog, and the row stays, closed', async ({
  page,
  request,
}) => {
  await runJob(request, '/fetch-events');
  const now = await serverNow(request);
  const answer = await request.get('/api/current-schedule/baseball_mlb');
  const game = ((await answer.json()) as ScheduledGame[])
    .filter((row) => Date.parse(row.commence_time) > now + 60_000)
    .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time))[0];
  if (!game) throw new Error('no upcoming game');
  const user = await registerViaApi(request, 'late');
  // No stream: the page cannot know the game started (as on a flaky connection).
  await page.route('**/api/stream**', (route) => route.abort());
  await signInWithStoredToken(page, user);
  await page.goto('/');
  await revealGame(page, game.id);
  const spread = widget(page, game.id, 'Spread');
  await advanceClock(request, Math.ceil((Date.parse(game.commence_time) - now) / 60_000) + 1);

  await spread.getByRole('button', { name: 'Take' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your take' })
    .getByRole('button', { name: 'Submit' })
    .click();
  const refused = page.getByRole('dialog', { name: 'Not submitted' });
  await expect(refused.getByRole('alert')).toHaveText('❌ Event has started.');
  await expectNoSeriousViolations(page);
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(spread.getByText('❌ Event has started.')).toBeVisible();
  await expect(spread.getByTestId('market-started')).toBeVisible();
  await expect(spread.getByRole('button', { name: 'Take' })).toHaveCount(0);
});

test('"Back To Home" from event stats returns to the tab and sport the user came from', async ({
  page,
  request,
}) => {
  await runJob(request, '/fetch-events');
  await page.goto('/?sport=soccer_usa_mls');
  const link = page.getByRole('link', { name: /^View Game Stats/ }).first();
  await link.click();
  await expect(page.getByRole('heading', { name: 'Event Statistics' })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/\?sport=soccer_usa_mls$/);
  await expect(page.getByRole('button', { name: 'Soccer', pressed: true })).toBeVisible();
});
