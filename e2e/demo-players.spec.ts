import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { LeaderboardRow, Participant } from '@takeline/contract';
import { freePort } from '../apps/server/src/test/spawn-server';
import { registerViaApi } from './support/api';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

/**
 * The living demo (docs/game-rules.md#demo-players) as a newcomer's `npm start` has it: its
 * own server (the shared e2e server has no demo crowd), the simulated sportsbook, the
 * lifecycle jobs on, and a small demo community. Within seconds the board and the games
 * are full of demo players, each with a "demo" mark.
 */
const PLAYERS = 12;
let server: ChildProcess | undefined;
let baseUrl = '';
/** The demo server's PGlite folder, removed once it has stopped. */
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'takeline-e2e-demo-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JOBS_ENABLED: '1',
    TEST_TOOLS: '0',
    SIM_PLAYERS: String(PLAYERS),
    JOB_DEMO_PICKS_SECONDS: '2',
    LOG_LEVEL: 'warn',
    // As on the shared e2e server: a busy machine's stalls are not overload (no 503 shedding).
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  delete env.DATABASE_URL;
  delete env.ODDS_API_KEY;
  delete env.ADMIN_USERNAME;
  // Node with tsx's loader, as `runScript` (apps/server/src/test/spawn-server.ts) and for its
  // reason, so the SIGTERM below drains the server. Not `runScript` itself: its output is piped
  // for a test to collect, and nothing here would read it.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          const rows = (await (
            await fetch(`${baseUrl}/api/users/leaderboard`)
          ).json()) as LeaderboardRow[];
          return rows.filter((row) => row.is_demo).length;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(PLAYERS);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('demo players carry a "demo" mark on the leaderboard, participants and profiles', async ({
  page,
}) => {
  const board = (await (
    await fetch(`${baseUrl}/api/users/leaderboard`)
  ).json()) as LeaderboardRow[];
  const demo = board.find((row) => row.is_demo) as LeaderboardRow;

  await page.goto(`${baseUrl}/?tab=leaderboard`);
  const table = page.getByRole('table', { name: 'Leaderboard' });
  await expect(table.getByRole('row')).toHaveCount(PLAYERS + 1);
  const row = table.getByRole('row').filter({ hasText: demo.username });
  // Seen as "demo", heard as "demo, simulated player".
  const mark = row.getByTitle('A simulated demo player');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText('demo, simulated player');
  // ", simulated player" is for screen readers only: a 1 px box.
  expect((await mark.locator('span').boundingBox())?.width).toBeLessThanOrEqual(1);
  const axe = await new AxeBuilder({ page })
    .include('table')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Every listed game gets a demo crowd: the first upcoming one's participants are demo
  // players, each marked so.
  let participants: Participant[] = [];
  let eventId = '';
  await expect
    .poll(
      async () => {
        const games = (await (
          await fetch(`${baseUrl}/api/current-schedule/baseball_mlb`)
        ).json()) as Array<{ id: string }>;
        eventId = games[0]?.id ?? '';
        if (!eventId) return 0;
        participants = (await (
          await fetch(`${baseUrl}/api/event/${encodeURIComponent(eventId)}/participants`)
        ).json()) as Participant[];
        return participants.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  expect(participants.every((participant) => participant.is_demo)).toBe(true);
  await page.goto(`${baseUrl}/event/${encodeURIComponent(eventId)}/stats`);
  await page.getByRole('tab', { name: 'Participants' }).click();
  const list = page.getByRole('list', { name: 'Participants' });
  // The demo keeps picking (every 2 s here), so the list may have grown since the API answered:
  // it holds at least those participants, and every one it shows carries the mark.
  await expect(async () => {
    const shown = await list.getByRole('listitem').count();
    expect(shown).toBeGreaterThanOrEqual(participants.length);
    expect(await list.getByTitle('A simulated demo player').count()).toBe(shown);
  }).toPass({ timeout: 10_000 });

  // A demo player's public profile.
  await page.goto(`${baseUrl}/profile/${demo.user_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `@${demo.username}demo, simulated player`,
  );
});

test('a newcomer finds the demo groups on My Groups, opens one and joins it', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl });
  const newcomer = await registerViaApi(api, 'newb');
  await api.dispose();
  await signInWithStoredToken(page, newcomer);
  await page.goto(`${baseUrl}/groups`);
  const demoGroups = page.getByRole('list', { name: 'Demo groups' });
  await expect(demoGroups.getByRole('listitem')).toHaveCount(5);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const first = demoGroups.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: `Join ${name}` }).click();
  const standings = page.getByRole('table', { name: 'Group standings' });
  await expect(standings.getByText(`${newcomer.username} (you)`)).toBeVisible();
  // Every other member is a demo player, marked so.
  await expect(standings.getByTitle('A simulated demo player').first()).toBeVisible();
});
