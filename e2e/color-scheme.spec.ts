import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The scheme MUI applied: the class on <html>, and the page's computed background. */
async function shownScheme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    light: document.documentElement.classList.contains('light'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

const DARK_BACKGROUND = 'rgb(15, 21, 19)';
const LIGHT_BACKGROUND = 'rgb(246, 248, 247)';

test.describe('with a dark system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('the app follows it until the header switch is pressed, then remembers the choice', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await shownScheme(page)).toEqual({
      dark: true,
      light: false,
      background: DARK_BACKGROUND,
    });

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(await shownScheme(page)).toEqual({
      dark: false,
      light: true,
      background: LIGHT_BACKGROUND,
    });
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');

    // A reload paints light from the start: the class is set before any app script runs.
    const firstPaint: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('scheme:')) firstPaint.push(message.text());
    });
    await page.addInitScript(() => {
      // Only the scheme classes: the first screen's own boot class (first-screen.js) may sit beside them.
      document.addEventListener('DOMContentLoaded', () => {
        const classes = document.documentElement.classList;
        console.log(
          `scheme:${['light', 'dark'].filter((name) => classes.contains(name)).join(' ')}`,
        );
      });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(firstPaint).toEqual(['scheme:light']);

    // Switching back to the system's own scheme follows the system again.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
  });
});

test.describe('with a light system setting', () => {
  test.use({ colorScheme: 'light' });

  test('the app starts light and the switch turns it dark', async ({ page }) => {
    await page.goto('/login');
    expect((await shownScheme(page)).background).toBe(LIGHT_BACKGROUND);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(async () => (await shownScheme(page)).background).toBe(DARK_BACKGROUND);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect((await shownScheme(page)).dark).toBe(true);
  });
});
