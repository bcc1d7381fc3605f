import { expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: '390', width: 390, height: 844 },
] as const;

/**
 * Saves a full-page screenshot at desktop width and at 390 px, after
 * checking the page does not scroll sideways. `ready` runs after each resize
 * (layouts switch between table and cards) and waits for what must show.
 */
export async function captureScreens(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  // Charts draw at once (Recharts honours reduced motion), so shots are complete.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready(page);
    // No hover or ripple in the picture, and let MUI's transitions (tab
    // indicator, 300 ms) and debounced resize handlers finish.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${viewport.label}.png`,
      fullPage: true,
    });
  }
}
