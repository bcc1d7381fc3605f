import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { UserStatsResponse } from '@takeline/contract';
import { type ApiUser, registerViaApi } from './support/api';
import { settleGames, submitSentiment, untouchedGame } from './support/settled-sentiments';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

/** A user with one settled moneyline pick; answers the pick's id. */
async function settledPick(request: Parameters<typeof settleGames>[0], user: ApiUser) {
  const game = await untouchedGame(request);
  await submitSentiment(request, user.token, game, {
    market: 'moneyline',
    selection_type: 'Take',
    stake: 1,
  });
  await settleGames(request, [game], user);
  const stats = await request.get(`/api/user/${user.id}/stats`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const { history } = (await stats.json()) as UserStatsResponse;
  const row = history.find((entry) => entry.event_id === game.id);
  if (!row?.sentiment_id) throw new Error('the settled pick is not in the history');
  expect(row.outcome).not.toBe('Pending');
  return { game, pickId: row.sentiment_id };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
}

test('the owner shares a settled pick from the profile; then anyone sees its page, card and link preview', async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerViaApi(request, 'share');
  const { game, pickId } = await settledPick(request, owner);

  // Before sharing, a visitor finds nothing, and the served page has no preview tags.
  const hidden = await request.get(`/pick/${pickId}`);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain('og:image');

  await signInWithStoredToken(page, owner);
  await page.goto('/profile');
  const teams = `${game.away_team} @ ${game.home_team}`;
  await page
    .getByRole('link', { name: `Share your pick on ${teams}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/pick/${pickId}$`));
  await expect(page.getByRole('heading', { name: `@${owner.username}’s pick` })).toBeVisible();
  await expect(
    page.getByText('Only you can see this pick. Share it to give it a public page and card.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Card:/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share this pick' }).click();
  await expect(
    page.getByText('Shared: anyone with the link sees this page and its card.'),
  ).toBeVisible();
  const card = page.getByRole('img', { name: new RegExp(`^Card: ${teams}`) });
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1200);
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();

  // A visitor, signed out, in a fresh browser.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/pick/${pickId}`);
  await expect(visitor.getByRole('heading', { name: `@${owner.username}’s pick` })).toBeVisible();
  await expect(visitor.getByText(teams).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share this pick' })).toHaveCount(0);
  await expect(visitor.getByRole('img', { name: /^Card:/ })).toBeVisible();
  await visitorContext.close();

  // What a link preview reads: the served HTML carries the Open Graph tags.
  const served = await request.get(`/pick/${pickId}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="[^"]+/api/picks/${pickId}/card.png" />`),
  );
  expect(html).toContain(`<meta property="og:title" content="@${owner.username}: Take · `);

  // Stopping makes it private again.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share this pick' })).toBeVisible();
  expect((await request.get(`/api/picks/${pickId}/card.png`)).status()).toBe(404);
});

test('a private pick is not found for others; the page reads well in both schemes', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request, 'share');
  const { pickId } = await settledPick(request, owner);
  await page.goto(`/pick/${pickId}`);
  await expect(
    page.getByRole('heading', { name: 'Pick not found, or it is not shared.' }),
  ).toBeVisible();

  await signInWithStoredToken(page, owner);
  await page.context().request.post(`/api/picks/${pickId}/share`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { shared: true },
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/pick/${pickId}`);
    await expect(page.getByRole('img', { name: /^Card:/ })).toBeVisible();
    expect(await seriousViolations(page), scheme).toEqual([]);
  }
});
