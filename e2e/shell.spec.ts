import { expect, test } from '@playwright/test';

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
