import type { APIRequestContext } from '@playwright/test';
import { registerViaApi } from './support/api';
import { logInThroughTheForm } from './support/home';
import { expect, test } from './support/test';

const protectedStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/protected', { headers: { authorization: `Bearer ${token}` } })).status();

test('changing the password ends the other sessions and keeps this one', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'pwchange');
  await logInThroughTheForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile/settings');
  await page.getByRole('link', { name: 'Password and Sessions' }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByRole('heading', { name: 'Password and Sessions' })).toBeVisible();

  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('a-fresh-passphrase');
  await page.getByLabel(/^Confirm new password/).fill('a-fresh-passphrase');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');

  await page.getByLabel(/^Current password/).fill(user.password);
  await page.getByLabel(/^New password/).fill('password123');
  await page.getByLabel(/^Confirm new password/).fill('password123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/too common/);

  await page.getByLabel(/^New password/).fill('a-fresh-passphrase');
  await page.getByLabel(/^Confirm new password/).fill('a-fresh-passphrase');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status')).toHaveText(/password has been changed/);
  // The registration's token (another session) is over; this browser still works.
  expect(await protectedStatus(request, user.token)).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  const stored = await page.evaluate(() => localStorage.getItem('jwtToken'));
  expect(await protectedStatus(request, stored ?? '')).toBe(200);
});

test('log out everywhere signs this browser out and ends other sessions', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'everywhere');
  await logInThroughTheForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Log Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  expect(await protectedStatus(request, user.token)).toBe(401);
});

test('logout ends the session on the server, not only in the browser', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'logout');
  await logInThroughTheForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  const token = (await page.evaluate(() => localStorage.getItem('jwtToken'))) ?? '';
  expect(await protectedStatus(request, token)).toBe(200);
  await page
    .getByRole('button', { name: /^Log ?out$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => protectedStatus(request, token)).toBe(401);
  // The registration's own session was not this one: it goes on.
  expect(await protectedStatus(request, user.token)).toBe(200);
});
