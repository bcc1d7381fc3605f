import type { Page } from '@playwright/test';
import {
  type LineSelectionType,
  moneylineFavourite,
  moneylineWinXp,
  otherSide,
  priceOf,
} from '@takeline/contract';
import { type ApiUser, registerViaApi } from './support/api';
import { E2E_ADMIN } from './support/e2e-env';
import { advanceClock, logInThroughTheForm, serverNow, upcomingGames } from './support/home';
import { expect, test } from './support/test';

async function runButton(page: Page, label: string, alert: string) {
  const panel = page.getByRole('region', { name: 'Takeline Event Management' });
  await panel.getByRole('button', { name: label, exact: true }).click();
  await expect(panel.getByRole('status')).toContainText(alert);
  await expect(panel.getByRole('button', { name: label, exact: true })).toBeEnabled();
  return (await panel.getByRole('status').textContent()) ?? '';
}

async function placeMoneyline(
  request: Parameters<typeof registerViaApi>[0],
  user: ApiUser,
  eventId: string,
  selection: LineSelectionType,
  stake: number,
) {
  const response = await request.post('/api/sentiment/moneyline', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      user_id: user.id,
      event_id: eventId,
      selection_type: selection,
      confidence_points: stake,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('an admin runs the lifecycle buttons until a game settles; balances and the leaderboard show it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [game] = await upcomingGames(request);
  if (!game) throw new Error('no game');
  const favourite = moneylineFavourite(game);
  if (!favourite) throw new Error('no moneyline');

  // Two fans take opposite sides of the same game: exactly one of them wins.
  const taker = await registerViaApi(request, 'taker');
  const passer = await registerViaApi(request, 'passer');
  await placeMoneyline(request, taker, game.id, 'Take', 2);
  await placeMoneyline(request, passer, game.id, 'Pass', 3);

  // The admin's Home has the event-management block.
  await logInThroughTheForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const panel = page.getByRole('region', { name: 'Takeline Event Management' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Test Events' })).toHaveAttribute(
    'href',
    '/test-events',
  );
  await runButton(page, 'Fetch Events', 'Events fetched successfully.');

  // Travel past the end of the game, then walk it through its lifecycle.
  const minutesToEnd = Math.ceil(
    (Date.parse(game.commence_time) - (await serverNow(request))) / 60_000,
  );
  await advanceClock(request, minutesToEnd + 6 * 60);
  await runButton(page, 'Scan Upcoming', 'Upcoming events scanned successfully.');
  await runButton(page, 'Scan In Progress', 'In-progress events scanned successfully.');
  await runButton(page, 'Scan Completed', 'Completed events scanned successfully.');
  const finished = await runButton(page, 'Finish Completed', 'Completed events successfully.');
  expect(finished).toMatch(/\d/);
  await runButton(page, 'Cleanup Completed', 'Completed events successfully.');
  await runButton(
    page,
    'Cleanup Orphan Sentiments',
    'Completed orphan sentiments cleanup successfully.',
  );

  // The server graded both sentiments; find the winner.
  const outcomeOf = async (user: ApiUser) => {
    const response = await request.get(`/api/sentiment/moneyline/${user.id}/${game.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    return (await response.json()).outcome as string;
  };
  const takerOutcome = await outcomeOf(taker);
  const passerOutcome = await outcomeOf(passer);
  expect([takerOutcome, passerOutcome].sort()).toEqual(['Loss', 'Win']);
  const takerWon = takerOutcome === 'Win';
  const winner = takerWon ? taker : passer;
  const stake = takerWon ? 2 : 3;
  const backed = takerWon ? favourite : otherSide(favourite);
  const price = priceOf(game, 'moneyline', backed);
  if (price === null) throw new Error('no price');
  const xp = moneylineWinXp(stake, price);

  // The past scores list the game.
  await page.getByRole('tab', { name: 'Past Scores' }).click();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All Time' }).click();
  await expect(
    page
      .getByRole('link', { name: `Game details: ${game.away_team} at ${game.home_team}` })
      .and(page.locator(`[href="/event/${game.id}/stats"]`)),
  ).toBeVisible();

  // The winner's Home shows the stake back plus the day's bonus, and the XP.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await logInThroughTheForm(page, winner.username, winner.password);
  await expect(page.getByText(`${10 + 1} confidence`)).toBeVisible();
  await expect(page.getByText(`${xp} XP`, { exact: true })).toBeVisible();

  // The leaderboard ranks the winner with XP + IP as the score.
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const row = page.getByRole('row').filter({ hasText: `${winner.username} (you)` });
  await expect(row.getByRole('cell')).toHaveText([
    /\d+/,
    `${winner.username} (you)`,
    String(xp),
    '5',
    String(xp + 5),
    'Rookie',
    'View History',
  ]);

  // The loser's stake is gone; the day's bonus is there.
  const loser = takerWon ? passer : taker;
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughTheForm(page, loser.username, loser.password);
  await expect(page.getByText(`${10 - (takerWon ? 3 : 2) + 1} confidence`)).toBeVisible();
  await expect(page.getByText('0 XP', { exact: true })).toBeVisible();
});
