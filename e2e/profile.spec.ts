import type { Page } from '@playwright/test';
import type { HistoryRow, SettledOutcome } from '@takeline/contract';
import { adminToken, registerViaApi } from './support/api';
import { settleGames, submitSentiment, upcomingGames } from './support/settled-sentiments';
import { signInWithStoredToken } from './support/signed-in-page';
import { captureScreens } from './support/stats-screenshots';
import { expect, test } from './support/test';

/**
 * The outcome each settled row should have, worked out here from the final
 * score and the claim (docs/game-rules.md#claim-table), not read from the server.
 */
function expectedOutcome(row: HistoryRow): SettledOutcome {
  const home = row.home_team_score ?? Number.NaN;
  const away = row.away_team_score ?? Number.NaN;
  if (row.market_type === 'moneyline') {
    const backed = row.selection_value === 'away' ? away : home;
    const other = row.selection_value === 'away' ? home : away;
    return backed === other ? 'Draw' : backed > other ? 'Win' : 'Loss';
  }
  const total = home + away;
  const line = row.custom_value ?? row.totals_over_point ?? Number.NaN;
  if (total === line) return 'Draw';
  const over = total > line;
  return (row.selection_type === 'Take') === over ? 'Win' : 'Loss';
}

async function tileValue(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

test('a user with settled sentiments sees correct totals on Profile', async ({ page, request }) => {
  const user = await registerViaApi(request, 'prof');
  const games = (await upcomingGames(request)).slice(0, 2);
  const [first, second] = games;
  if (!first || !second) throw new Error('need two upcoming games');
  await submitSentiment(request, user.token, first, {
    market: 'moneyline',
    selection_type: 'Take',
    stake: 1,
  });
  await submitSentiment(request, user.token, first, { market: 'totals', selection_type: 'Pass' });
  await submitSentiment(request, user.token, second, {
    market: 'moneyline',
    selection_type: 'Pass',
    stake: 2,
  });
  await submitSentiment(request, user.token, second, { market: 'totals', selection_type: 'Take' });

  const history = await settleGames(request, games, user);
  expect(history).toHaveLength(4);
  for (const row of history) expect(row.outcome, JSON.stringify(row)).toBe(expectedOutcome(row));
  const wins = history.filter((row) => row.outcome === 'Win').length;
  const xp = history.reduce((sum, row) => sum + row.xp_points, 0);
  const winPercent = `${((wins / 4) * 100).toFixed(2)}%`;

  await signInWithStoredToken(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(page.getByText('No bio yet.')).toBeVisible();
  expect(await tileValue(page, 'XP')).toBe(String(xp));
  await expect(page.getByRole('progressbar', { name: `${xp} / 99 XP` })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Performance Summary' })).toBeVisible();
  expect(await tileValue(page, 'Total Selections')).toBe('4');
  expect(await tileValue(page, 'Wins')).toBe(String(wins));
  expect(await tileValue(page, 'Losses')).toBe(String(4 - wins));
  expect(await tileValue(page, 'Win %')).toBe(winPercent);
  await expect(page.getByRole('img', { name: 'On fire' })).toHaveCount(wins >= 3 ? 1 : 0);

  const table = page.getByRole('table', { name: 'Recent selections' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('img', { name: 'Win' })).toHaveCount(wins);
  await expect(table.getByRole('img', { name: 'Loss' })).toHaveCount(
    history.filter((row) => row.outcome === 'Loss').length,
  );
  await expect(table.getByRole('link', { name: /^View/ }).first()).toHaveAttribute(
    'href',
    /\/event\/.+\/stats$/,
  );

  // Filter by Sport: every selection here is MLB; NFL has none.
  const sportFilter = page.getByLabel('Filter by Sport');
  await sportFilter.selectOption({ label: 'MLB' });
  const mlbMoneyline = page
    .getByRole('group', { name: 'Statistics, MLB' })
    .getByRole('list', { name: 'Moneyline statistics' });
  const moneylineTakes = history.filter(
    (row) => row.market_type === 'moneyline' && row.selection_type === 'Take',
  );
  await expect(mlbMoneyline.getByRole('listitem').filter({ hasText: 'Takes' })).toContainText(
    `${moneylineTakes.filter((row) => row.outcome === 'Win').length} of ${moneylineTakes.length} won`,
  );
  await sportFilter.selectOption({ label: 'NFL' });
  await expect(page.getByText('No NFL selections yet.')).toBeVisible();
  await sportFilter.selectOption({ label: 'All Sports' });

  await captureScreens(page, 'profile', async (p) => {
    await expect(p.getByRole('heading', { name: 'Recent Selections' })).toBeVisible();
    await expect(p.getByRole('link', { name: /^View/ }).first()).toBeVisible();
  });
});

test('Profile says "Loading..." and "Loading stats..." until each answer arrives', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'slow');
  await signInWithStoredToken(page, user);
  // Hold the real server's answers back until the loading texts have been seen.
  let releaseProfile = () => {};
  let releaseStats = () => {};
  const profileHeld = new Promise<void>((resolve) => {
    releaseProfile = resolve;
  });
  const statsHeld = new Promise<void>((resolve) => {
    releaseStats = resolve;
  });
  await page.route('**/api/profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.route(`**/api/user/${user.id}/stats`, async (route) => {
    await statsHeld;
    await route.continue();
  });

  await page.goto('/profile');
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  releaseProfile();
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(page.getByText('Loading stats...')).toBeVisible();
  releaseStats();
  await expect(page.getByText('Loading stats...')).toHaveCount(0);
  await expect(page.getByText(/No selections yet/)).toBeVisible();
  expect(await tileValue(page, 'Win %')).toBe('0%');
});

test('three days of logins show the streak banner and the Streak History entry', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'streak');
  const admin = await adminToken(request);
  const login = async () => {
    const response = await request.post('/api/users/login', {
      data: { username: user.username, password: user.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  const nextDay = async () => {
    const response = await request.post('/api/test-tools/clock/advance', {
      headers: { authorization: `Bearer ${admin}` },
      data: { minutes: 24 * 60 },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).now as string;
  };
  expect((await login()).newStreak).toBe(1);
  await nextDay();
  expect((await login()).newStreak).toBe(2);
  const today = (await nextDay()).slice(0, 10);
  const third = await login();
  expect(third).toMatchObject({ newStreak: 3, streakRewardGiven: true });

  // As the login screen leaves it: the token, and this session's reward flags.
  await signInWithStoredToken(page, { ...user, token: third.token });
  await page.addInitScript((rewards) => {
    window.sessionStorage.setItem('loginRewards', rewards);
  }, JSON.stringify(third));
  await page.goto('/profile');
  await expect(page.getByRole('alert')).toHaveText(
    "You're on a 3-day streak! Bonus confidence point(s) awarded.",
  );
  const streaks = page.getByRole('region', { name: 'Streak History' });
  await expect(streaks.getByRole('listitem')).toHaveCount(1);
  // Awards count UTC days: the entry shows that day in the reader's locale, marked UTC.
  const awardDay = await page.evaluate(
    (day) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        year: new Date().getUTCFullYear() === Number(day.slice(0, 4)) ? undefined : 'numeric',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
    today,
  );
  expect(awardDay).toContain(String(Number(today.slice(8, 10))));
  await expect(streaks.getByRole('listitem')).toHaveText(`3 day streak${awardDay}`);
  // 10 to start, +1 for each day's first login, +1 for the streak.
  expect(await tileValue(page, 'Confidence Points')).toBe('14');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the bio and visibility set in Settings show on the public profile, and a private profile shows the private message', async ({
  page,
  browser,
  request,
}) => {
  const user = await registerViaApi(request, 'bio');
  const bio = `Totals are my thing ${Date.now()}`;
  await signInWithStoredToken(page, user);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);

  const bioField = page.getByLabel('Bio');
  await expect(bioField).toHaveAttribute('rows', '4');
  await bioField.fill(bio);
  await page.getByRole('checkbox', { name: 'Make Profile Public' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile updated');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await captureScreens(page, 'profile-settings', async (p) => {
    await expect(p.getByLabel('Bio')).toHaveValue(bio);
  });

  // Someone else, not signed in, sees the public profile ("Loading profile..." first).
  const visitor = await browser.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route(`**/api/profile/${user.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await visitor.goto(`/profile/${user.id}`);
  await expect(visitor.getByText('Loading profile...')).toBeVisible();
  release();
  await expect(visitor.getByRole('heading', { name: `@${user.username}` })).toBeVisible();
  await expect(visitor.getByText(bio)).toBeVisible();
  await expect(visitor.getByText('Rookie')).toBeVisible();
  await expect(visitor.getByText(/^Member since /)).toBeVisible();
  await captureScreens(visitor, 'public-profile', async (p) => {
    await expect(p.getByRole('heading', { name: `@${user.username}` })).toBeVisible();
  });

  // Back to private: the visitor gets the private message.
  await page.getByRole('checkbox', { name: 'Make Profile Public' }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile updated');
  await visitor.reload();
  await expect(visitor.getByText('Profile not found or is private.')).toBeVisible();
  await expect(visitor.getByText(bio)).toHaveCount(0);
  await visitor.close();

  // The owner's own profile shows the bio.
  await page.getByRole('link', { name: 'Back To Profile' }).click();
  await expect(page.getByText(bio)).toBeVisible();
});

test('a refused save shows the cross and the server message', async ({ page, request }) => {
  const user = await registerViaApi(request, 'long');
  await signInWithStoredToken(page, user);
  await page.goto('/profile/settings');
  await page.getByLabel('Bio').fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('❌ Bio must be at most 500 characters.');
});

test('the protected screen shows the server message for a signed-in user', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'prot');
  await signInWithStoredToken(page, user);
  await page.goto('/protected');
  await expect(page.getByRole('heading', { name: 'Protected Data' })).toBeVisible();
  await expect(page.getByText(`Hello, ${user.username}!`, { exact: false })).toBeVisible();
  await captureScreens(page, 'protected', async (p) => {
    await expect(p.getByRole('heading', { name: 'Protected Data' })).toBeVisible();
  });
});

test('the protected screen shows the error text when the token is refused', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'bad');
  await signInWithStoredToken(page, { ...user, token: `${user.token}x` });
  await page.goto('/protected');
  await expect(page.getByText('Unable to fetch protected data')).toBeVisible();
});
