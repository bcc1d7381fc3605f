import { registerViaApi } from './support/api';
import { expect, test } from './support/test';

test('a token the server refuses signs the user out and says why on Login', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('jwtToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.not-a-valid-signature');
    localStorage.setItem('user_id', '1');
    localStorage.setItem('userName', 'ghost');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Invalid token. Log in again.');
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});

test('logging in from a protected page returns to it', async ({ page, request }) => {
  const user = await registerViaApi(request, 'back');
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
});
