import { LEADERBOARD_PAGE_SIZE } from '@takeline/contract';
import { type ApiUser, registerViaApi } from './support/api';
import { expect, test } from './support/test';

test('a board longer than one page shows more players on request, down to the newest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Enough new players that the board is sure to pass one page; the newest ranks last
  // (no points yet, and ties go by registration order).
  const players: ApiUser[] = [];
  while (players.length <= LEADERBOARD_PAGE_SIZE) {
    players.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => registerViaApi(request, 'lb')))),
    );
  }
  const newest = players[players.length - 1] as ApiUser;

  await page.goto('/?tab=leaderboard');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('row')).toHaveCount(LEADERBOARD_PAGE_SIZE + 1);
  await expect(board.getByText(newest.username, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more players' }).click();
  await expect(board.getByText(newest.username, { exact: true })).toBeVisible();
  const total = await board.getByRole('row').count();
  expect(total).toBeGreaterThan(LEADERBOARD_PAGE_SIZE + 1);
  // The pages join without a gap or an overlap: every new player is listed exactly once.
  const names = await board.locator('tbody tr td:nth-child(2)').allTextContents();
  for (const player of players) {
    expect(names.filter((name) => name === player.username)).toHaveLength(1);
  }
  await expect(page.getByRole('button', { name: 'Show more players' })).toHaveCount(
    total - 1 < 2 * LEADERBOARD_PAGE_SIZE ? 0 : 1,
  );
});
