import { registerViaApi, uniqueName } from './support/api';
import { advanceClock, logInThroughTheForm } from './support/home';
import { expect, test } from './support/test';

const DAILY = 'Daily Login Bonus: +1 Confidence Point!';

test('register, log in, and see the daily banner once per session', async ({ page }) => {
  const username = uniqueName('reg');
  const password = 'e2e-password-123';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await page.getByLabel(/^Name/).fill('E2E Fan');
  await page.getByLabel(/^Email/).fill(`${username}@example.com`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(`${password}x`);
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must accept the terms');
  await page.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${username}! You are logged in.` }),
  ).toBeVisible();
  // Registering is not a login: no daily reward yet.
  await expect(page.getByText(DAILY)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe(username);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();

  // The first login of the day earns the bonus, shown once in this browser session.
  await logInThroughTheForm(page, username, password);
  await expect(page.getByText(DAILY)).toBeVisible();
  await expect(page.getByText('11 confidence')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${username}! You are logged in.` }),
  ).toBeVisible();
  await expect(page.getByText(DAILY)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(DAILY)).toHaveCount(0);
});

test('the daily banner can be dismissed', async ({ page, request }) => {
  const user = await registerViaApi(request, 'dismiss');
  await logInThroughTheForm(page, user.username, user.password);
  const banner = page.getByRole('alert').filter({ hasText: DAILY });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(DAILY)).toHaveCount(0);
});

test('a third day of logins in a row shows the streak banner too', async ({ page, request }) => {
  const user = await registerViaApi(request, 'streak');
  const credentials = { username: user.username, password: user.password };
  for (let day = 1; day <= 2; day += 1) {
    const response = await request.post('/api/users/login', { data: credentials });
    expect((await response.json()).newStreak).toBe(day);
    await advanceClock(request, 24 * 60);
  }
  await logInThroughTheForm(page, user.username, user.password);
  await expect(page.getByText(DAILY)).toBeVisible();
  await expect(
    page.getByText("You're on a 3-day login streak! Bonus confidence point awarded!"),
  ).toBeVisible();
  // 10 to start, a daily point on each of the three days, and the streak point.
  await expect(page.getByText('14 confidence')).toBeVisible();
});

test('login shows the validation and server messages', async ({ page, request }) => {
  const user = await registerViaApi(request, 'badpw');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveTitle('Login · Takeline');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Both username and password are required.');
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/home without a token goes to /login', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
