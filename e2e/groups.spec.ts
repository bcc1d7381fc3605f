import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ApiUser, registerViaApi } from './support/api';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

/** Axe on the page as it stands: nothing serious or critical (WCAG 2.1 A and AA). */
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
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a player creates a group, a friend joins by its invite link, and both see the standings', async ({
  browser,
  request,
}) => {
  const owner = await registerViaApi(request, 'own');
  const friend = await registerViaApi(request, 'pal');
  const ownerPage = await (await browser.newContext()).newPage();
  await signInWithStoredToken(ownerPage, owner);
  await ownerPage.goto('/');
  await ownerPage.getByRole('link', { name: 'My Groups' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'My Groups' })).toBeVisible();
  await expect(ownerPage.getByText('You are not in a group yet.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(ownerPage);

  // An empty name is refused in place; nothing is sent.
  await ownerPage.getByRole('button', { name: 'Create group' }).click();
  await expect(ownerPage.getByText('Give the group a name.')).toBeVisible();
  await ownerPage.getByLabel('Group name').fill('Friday Night Picks');
  await ownerPage.getByLabel('Description (optional)').fill('Office league');
  await ownerPage.getByRole('button', { name: 'Create group' }).click();

  await expect(ownerPage.getByRole('heading', { name: 'Friday Night Picks' })).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/groups\/\d+$/);
  const inviteUrl = await ownerPage.getByLabel('Invite link').inputValue();
  expect(inviteUrl).toMatch(/\/groups\/join\/[A-Za-z0-9_-]{12}$/);
  await expectNoSeriousViolations(ownerPage);

  const friendPage = await (await browser.newContext()).newPage();
  // Signed out, the link asks for a login first.
  await friendPage.goto(inviteUrl);
  await expect(friendPage).toHaveURL(/\/login$/);
  await signInWithStoredToken(friendPage, friend);
  await friendPage.goto(inviteUrl);
  await expect(friendPage.getByRole('heading', { name: 'Friday Night Picks' })).toBeVisible();
  await expectNoSeriousViolations(friendPage);
  await friendPage.getByRole('button', { name: 'Join Friday Night Picks' }).click();

  const standings = friendPage.getByRole('table', { name: 'Group standings' });
  await expect(standings.getByText(`${friend.username} (you)`)).toBeVisible();
  await expect(standings.getByText(owner.username, { exact: true })).toBeVisible();
  // A member sees no invite link and cannot remove anyone.
  await expect(friendPage.getByLabel('Invite link')).toHaveCount(0);
  await expect(friendPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // All time counts the sign-up grant (5 IP each); since joining, nothing yet.
  await friendPage.getByLabel('Window').selectOption({ label: 'All time' });
  await expect(standings.getByRole('row').nth(1)).toContainText('5');
  await expectNoSeriousViolations(friendPage);

  // The owner sees the friend among the members and removes them.
  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: `Remove ${friend.username}` }).click();
  await expect(ownerPage.getByRole('button', { name: `Remove ${friend.username}` })).toHaveCount(0);
  await friendPage.reload();
  await expect(friendPage.getByText('Group not found.')).toBeVisible();
});

test('the group page fits a phone', async ({ browser, request }) => {
  const owner: ApiUser = await registerViaApi(request, 'phn');
  const created = await request.post('/api/groups', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'A group with a rather long name to wrap', description: 'x'.repeat(120) },
  });
  expect(created.status()).toBe(201);
  const page = await (
    await browser.newContext({ viewport: { width: 360, height: 740 } })
  ).newPage();
  await signInWithStoredToken(page, owner);
  await page.goto(`/groups/${(await created.json()).id}`);
  await expect(page.getByLabel('Invite link')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});

test('the leaderboard switches between windows and sports', async ({ page, request }) => {
  const player = await registerViaApi(request, 'wnd');
  await page.goto('/?tab=leaderboard');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board).toBeVisible();
  await page.getByLabel('Window').selectOption({ label: 'This week' });
  await expect(page).toHaveURL(/tab=leaderboard/);
  // Registered just now: the sign-up IP counts this week, on the every-sport board (ties go by
  // registration, so other tests' players may push them past the first page).
  const mine = board.getByText(player.username, { exact: true });
  const more = page.getByRole('button', { name: 'Show more players' });
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  while ((await mine.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await expect(more)
      .toBeEnabled({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await expect(mine).toBeVisible();
  await expectNoSeriousViolations(page);
  // No pick yet, so no football score.
  await page.getByLabel('League').selectOption({ label: 'NFL' });
  await expect(board.getByText(player.username, { exact: true })).toHaveCount(0);
  await page.getByLabel('Window').selectOption({ label: 'All time' });
  await page.getByLabel('League').selectOption({ label: 'All sports' });
  await expect(page.getByLabel('Window')).toHaveValue('all');
});
