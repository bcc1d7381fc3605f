import { registerViaApi } from './support/api';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

test('the shell shows the logo, the footer and the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Takeline home' })).toBeVisible();
  await expect(page.getByText('© 2025 Takeline')).toBeVisible();
});

test('an unknown route shows "Page Not Found!"', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
});

test('a protected route without a stored token goes to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('every screen names itself in the page title', async ({ page, request }) => {
  const user = await registerViaApi(request, 'title');
  await signInWithStoredToken(page, user);
  const screens: [string, string][] = [
    ['/login', 'Login · Takeline'],
    ['/register', 'Register · Takeline'],
    ['/profile', 'My Profile · Takeline'],
    ['/profile/settings', 'Profile Settings · Takeline'],
    // Your own profile is shown to you even while private.
    [`/profile/${user.id}`, `@${user.username} · Takeline`],
    ['/event/no-such-event/stats', 'Event Statistics · Takeline'],
    [`/leaderboard/history/${user.id}`, `Ranking Trend of @${user.username} · Takeline`],
    ['/protected', 'Protected Data · Takeline'],
    ['/testdata', 'Test Data Setup · Takeline'],
    ['/create-test-events', 'Create Test Event · Takeline'],
    ['/enter-test-scores', 'Enter Test Scores · Takeline'],
    ['/test-events', 'Test Events · Takeline'],
    ['/test-events/no-such-event', 'Test Event · Takeline'],
    ['/no/such/place', 'Page Not Found · Takeline'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});
