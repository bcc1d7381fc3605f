import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { AdminJobName, AdminJobResponse, ScheduledGame } from '@takeline/contract';
import { adminToken } from './api';

/** Logs in through the form, as a user would, and waits for Home. */
export async function logInThroughTheForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Runs an admin job route (the seven lifecycle triggers, or /refresh-news). */
export async function runJob(
  request: APIRequestContext,
  path: `/${AdminJobName}`,
): Promise<AdminJobResponse> {
  const token = await adminToken(request);
  const response = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Moves the server clock (test tools) forward, as the admin. */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<void> {
  const token = await adminToken(request);
  const response = await request.post('/api/test-tools/clock/advance', {
    headers: { authorization: `Bearer ${token}` },
    data: { minutes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/test-tools/clock');
  expect(response.status()).toBe(200);
  return Date.parse((await response.json()).now);
}

export async function schedule(
  request: APIRequestContext,
  sportKey = 'baseball_mlb',
): Promise<ScheduledGame[]> {
  const response = await request.get(`/api/current-schedule/${sportKey}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * Fetches events (as the admin) and returns the sport's upcoming games that
 * start at least `leadMinutes` after the server's now, soonest first.
 */
export async function upcomingGames(
  request: APIRequestContext,
  sportKey = 'baseball_mlb',
  leadMinutes = 30,
): Promise<ScheduledGame[]> {
  await runJob(request, '/fetch-events');
  const now = await serverNow(request);
  const games = (await schedule(request, sportKey))
    .filter((game) => Date.parse(game.commence_time) > now + leadMinutes * 60_000)
    .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
  expect(games.length, `no upcoming ${sportKey} games`).toBeGreaterThan(0);
  return games;
}

/** One market's widget in a game's row (or card). */
export function widget(page: Page, gameId: string, market: 'Moneyline' | 'Spread' | 'Totals') {
  return page.getByTestId(`game-${gameId}`).getByRole('group', { name: new RegExp(`^${market}`) });
}

/**
 * Clicks "Show more games" until the game's row (or card) is on the page. The schedule lists a
 * page at a click but draws its rows one per task (decision 0167), and the button goes as soon as
 * the last page is listed, so neither the button nor the row count says when a page is done: this
 * retries until the row is there, clicking whenever the button shows. (Waiting for one more row
 * after each click failed in CI on 2026-11-26 and could still fail for a row further down.)
 */
export async function revealGame(page: Page, gameId: string): Promise<void> {
  const row = page.getByTestId(`game-${gameId}`);
  const more = page.getByRole('button', { name: /^Show more games/ });
  await expect(row.or(more)).not.toHaveCount(0);
  await expect(async () => {
    if ((await row.count()) > 0) return;
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    expect(await row.count(), `game ${gameId} is not on the schedule`).toBeGreaterThan(0);
  }).toPass({ intervals: [100, 250, 500], timeout: 30_000 });
}
