import type { APIRequestContext } from '@playwright/test';
import { type ApiUser, registerViaApi } from './support/api';
import { settleGames, submitSentiment, untouchedGame } from './support/settled-sentiments';
import { signInWithStoredToken } from './support/signed-in-page';
import { captureScreens } from './support/stats-screenshots';
import { expect, test } from './support/test';

async function makePublic(request: APIRequestContext, user: ApiUser): Promise<void> {
  const response = await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { public_profile: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('event stats show each participant as a link or "(private)" as appropriate', async ({
  page,
  browser,
  request,
}) => {
  const me = await registerViaApi(request, 'me');
  const open = await registerViaApi(request, 'open');
  const quiet = await registerViaApi(request, 'quiet');
  await makePublic(request, open);
  const game = await untouchedGame(request);
  await submitSentiment(request, me.token, game, {
    market: 'moneyline',
    selection_type: 'Take',
    stake: 1,
  });
  await submitSentiment(request, open.token, game, {
    market: 'moneyline',
    selection_type: 'Pass',
    stake: 1,
  });
  await submitSentiment(request, open.token, game, { market: 'totals', selection_type: 'Take' });
  await submitSentiment(request, quiet.token, game, { market: 'totals', selection_type: 'Pass' });

  await signInWithStoredToken(page, me);
  await page.goto(`/event/${encodeURIComponent(game.id)}/stats`);
  await expect(page.getByRole('heading', { name: 'Event Statistics' })).toBeVisible();
  // The screen names its game: nobody has to remember which one they clicked.
  await expect(
    page.getByText(`${game.away_team} at ${game.home_team} · ${game.sport_title} · starts `),
  ).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Charts', 'Participants']);

  await page.getByRole('tab', { name: 'Participants' }).click();
  const list = page.getByRole('list', { name: 'Participants' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Me: a link to my own profile, marked "(you)", although my profile is private.
  await expect(list.getByRole('link', { name: `${me.username} (you)` })).toHaveAttribute(
    'href',
    '/profile',
  );
  // A public profile: a link to it.
  await expect(list.getByRole('link', { name: open.username })).toHaveAttribute(
    'href',
    `/profile/${open.id}`,
  );
  // A private one: the name and "(private)", no link.
  await expect(list.getByRole('link', { name: quiet.username })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: quiet.username })).toHaveText(
    `${quiet.username} (private)`,
  );
  await captureScreens(page, 'event-stats-participants', async (p) => {
    await expect(p.getByRole('list', { name: 'Participants' })).toBeVisible();
  });

  // The public link leads to that profile.
  await list.getByRole('link', { name: open.username }).click();
  await expect(page.getByRole('heading', { name: `@${open.username}` })).toBeVisible();

  // A visitor who is not signed in sees me as private too.
  const visitor = await browser.newPage();
  await visitor.goto(`/event/${encodeURIComponent(game.id)}/stats`);
  await visitor.getByRole('tab', { name: 'Participants' }).click();
  await expect(visitor.getByRole('listitem').filter({ hasText: me.username })).toHaveText(
    `${me.username} (private)`,
  );
  await expect(visitor.getByRole('link', { name: open.username })).toBeVisible();
  await visitor.close();
});

test('event stats show totals, the top performer and three charts once settled', async ({
  page,
  request,
}) => {
  const take = await registerViaApi(request, 'tk');
  const pass = await registerViaApi(request, 'ps');
  const game = await untouchedGame(request);
  // Opposite claims on the same lines: one of each pair wins (totals sit on a half point).
  await submitSentiment(request, take.token, game, {
    market: 'moneyline',
    selection_type: 'Take',
    stake: 1,
  });
  await submitSentiment(request, pass.token, game, {
    market: 'moneyline',
    selection_type: 'Pass',
    stake: 1,
  });
  await submitSentiment(request, take.token, game, { market: 'totals', selection_type: 'Take' });
  await submitSentiment(request, pass.token, game, { market: 'totals', selection_type: 'Pass' });
  // A custom spread Pass: the favourite's line moved two points (docs/game-rules.md#claim-table).
  const favouritePoint = Math.min(
    game.spreads_home_team_point ?? Number.NaN,
    game.spreads_away_team_point ?? Number.NaN,
  );
  const customSpread = favouritePoint + 2;
  await submitSentiment(request, pass.token, game, {
    market: 'spread',
    selection_type: 'Pass',
    custom_value: customSpread,
  });
  await settleGames(request, [game], take);

  const stats = await (await request.get(`/api/event/${encodeURIComponent(game.id)}/stats`)).json();
  expect(stats.total_submissions).toBe(5);
  expect(stats.spread_custom_passes).toBe(1);

  await page.goto(`/event/${encodeURIComponent(game.id)}/stats`);
  await expect(page.getByText('Loading event stats...')).toHaveCount(0);
  await expect(
    page.getByText(
      `${game.away_team} at ${game.home_team} · ${game.sport_title} · final, ${stats.game.away_team_score}–${stats.game.home_team_score}`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Total sentiments').locator('..')).toHaveText(/^Total sentiments5$/);
  // Every category here has one pick: the first that won is the top performer at 100.0%.
  const winners = [
    stats.moneyline_take_wins && 'ML Takes',
    stats.moneyline_pass_wins && 'ML Passes',
    stats.spread_pass_wins && 'SP Passes',
    stats.total_take_wins && 'TOT Takes',
    stats.total_pass_wins && 'TOT Passes',
  ].filter(Boolean);
  await expect(
    page.getByText(`${winners[0] ?? 'No wins yet'}${winners[0] ? ': 100.0%' : ''}`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Takes and wins by market' });
  const moneyline = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Moneyline' }) });
  await expect(moneyline.getByRole('cell')).toHaveText([
    '1',
    String(stats.moneyline_take_wins),
    '1',
    String(stats.moneyline_pass_wins),
    '-',
    '-',
  ]);
  await captureScreens(page, 'event-stats-overview', async (p) => {
    await expect(p.getByRole('table', { name: 'Takes and wins by market' })).toBeVisible();
  });

  await page.getByRole('tab', { name: 'Charts' }).click();
  // Three bar charts, then the Line movement charts (book vs crowd) of spread and totals.
  const lineMovement = page.locator('[data-testid^="line-movement-"]');
  await expect(lineMovement).toHaveCount(2);
  const charts = page.locator(
    'figure:not([data-testid^="line-movement-"]) .recharts-responsive-container',
  );
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) {
    expect((await chart.boundingBox())?.height).toBe(250);
  }
  await expect(page.getByRole('figure')).toHaveCount(5);
  await expect(page.getByTestId('line-movement-totals')).toContainText(
    /Line movement: Totals(No line recorded yet\.|Book )/,
  );
  await expect(
    page.getByText(
      `Spread custom avg: ${customSpread.toFixed(2)} · Totals take avg: – · Totals pass avg: –`,
    ),
  ).toBeVisible();
  await expect(
    page.locator('.recharts-label-list').getByText(customSpread.toFixed(2)),
  ).toBeVisible();
  await captureScreens(page, 'event-stats-charts', async (p) => {
    await expect(p.locator('.recharts-bar-rectangle').first()).toBeVisible();
  });

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('"Loading event stats..." until the answer arrives; an unknown event says so', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/event/*/stats', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/event/no-such-event/stats');
  await expect(page.getByText('Loading event stats...')).toBeVisible();
  release();
  await expect(page.getByRole('alert')).toHaveText('Event not found.');
  await expect(page.getByRole('tab')).toHaveCount(0);
});
