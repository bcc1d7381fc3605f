import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerViaApi } from './support/api';
import { signInWithStoredToken } from './support/signed-in-page';
import { expect, test } from './support/test';

test('a test event from the create screen to the profile: spread pass with a custom value wins', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'tester');
  await signInWithStoredToken(page, user);

  // Create: Seattle Mariners (home, -110, -1.5) against Tampa Bay Rays.
  await page.goto('/create-test-events');
  const form = page.getByRole('form', { name: 'Create test event' });
  await form.getByLabel('Sport').selectOption({ label: 'Baseball' });
  await form.getByLabel('Home team').selectOption('Seattle Mariners');
  await expect(
    form.getByLabel('Away team').locator('option', { hasText: 'Seattle Mariners' }),
  ).toHaveCount(0);
  await form.getByLabel('Away team').selectOption('Tampa Bay Rays');
  await expect(form.getByLabel('Home spread point')).toHaveValue('-1.5');
  await form.getByRole('button', { name: 'Create Test Event' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Test event created: Tampa Bay Rays at Seattle Mariners.',
  );
  const enterScores = page
    .getByRole('table', { name: 'Created test events' })
    .getByRole('link', { name: 'Enter Scores: Tampa Bay Rays @ Seattle Mariners' })
    .first();
  const enterScoresHref = (await enterScores.getAttribute('href')) ?? '';
  const eventId = decodeURIComponent(enterScoresHref.split('event=')[1] ?? '');
  expect(eventId).toMatch(/^[0-9a-f-]{36}$/);

  // Process it on the test events list, and pass on the spread at -0.7 (a 0.1 step).
  await page.goto('/test-events');
  await page
    .getByRole('link', { name: 'Process: Tampa Bay Rays @ Seattle Mariners' })
    .first()
    .click();
  await expect(page).toHaveURL(`/test-events/${eventId}`);
  await expect(page.getByText(eventId)).toBeVisible();
  const sentiment = page.getByRole('form', { name: 'Submit test sentiment' });
  await sentiment.getByRole('radio', { name: 'Pass' }).check();
  await sentiment.getByLabel('Enter a custom value').check();
  const customSpread = sentiment.getByLabel(/Custom spread/);
  await expect(customSpread).toHaveAttribute('min', '-1.5');
  await expect(customSpread).toHaveAttribute('max', '8.5');
  await expect(customSpread).toHaveAttribute('step', '0.1');
  await customSpread.fill('-0.7');
  await sentiment.getByLabel('Confidence').selectOption('2');
  await sentiment.getByRole('button', { name: 'Submit Spread' }).click();
  await expect(sentiment.getByText('✅ Spread sentiment submitted.')).toBeVisible();

  // Start it: sentiment closes.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Test event started: sentiment is closed.')).toBeVisible();
  await expect(page.getByText('In progress')).toBeVisible();

  // Enter scores through the create screen's Enter Scores button: Rays 5, Mariners 3.
  await page.goto('/create-test-events');
  await page
    .getByRole('link', { name: 'Enter Scores: Tampa Bay Rays @ Seattle Mariners' })
    .first()
    .click();
  await expect(page).toHaveURL(`/enter-test-scores?event=${eventId}`);
  await page.getByLabel('Seattle Mariners (home) score').fill('3');
  await page.getByLabel('Tampa Bay Rays (away) score').fill('5');
  await page.getByRole('button', { name: 'Submit Scores' }).click();
  await expect(page.getByRole('alert')).toHaveText('Scores submitted to events_in_progress.');
  await page.getByRole('button', { name: 'Complete Game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Game moved to completed.');
  await expect(page.getByTestId('notice-detail')).toContainText('settled 1 sentiment');

  // The profile's Recent Selections show the spread pass as a win.
  await page.goto('/profile');
  const selections = page.getByRole('table', { name: 'Recent selections' });
  const row = selections
    .getByRole('row')
    .filter({ hasText: 'Tampa Bay Rays @ Seattle Mariners' })
    .filter({ hasText: /spread/i });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: 'Win' })).toBeVisible();
});

test('test data setup: create hockey games, put them live, complete them', async ({ page }) => {
  await page.goto('/testdata');
  await page.getByLabel('Sport').selectOption({ label: 'Hockey' });
  await page.getByLabel('Number of games').fill('2');
  await page.getByRole('button', { name: 'Create Upcoming Games' }).click();
  await expect(page.getByRole('alert')).toContainText('Created 2 upcoming NHL games.');
  const table = page.getByRole('table', { name: 'Test games' });
  await expect(table.getByText('Upcoming')).toHaveCount(2);

  await page.getByRole('button', { name: 'Update Live Scores' }).click();
  await expect(page.getByRole('alert')).toContainText(/Updated live scores of \d+ NHL games?\./);
  await expect(table.getByText('In progress')).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Complete Games' }).click();
  await expect(page.getByRole('alert')).toContainText(/Completed \d+ NHL games? and settled/);
  await expect(table.getByText('Settled')).not.toHaveCount(0);
  await expect(table.getByText('In progress')).toHaveCount(0);
});

test('the test event detail asks a visitor without a token to log in', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'maker');
  const created = await request.post('/api/test-events/', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      sport_key: 'icehockey_nhl',
      home_team: 'Boston Bruins',
      away_team: 'Toronto Maple Leafs',
      h2h_home_team_value: -110,
      h2h_away_team_value: 110,
      h2h_draw_value: 240,
      spreads_home_team_point: -1.5,
      spreads_away_team_point: 1.5,
      spreads_home_team_value: -110,
      spreads_away_team_value: 110,
      totals_over_point: 5.5,
      totals_under_point: 5.5,
      totals_over_value: -110,
      totals_under_value: -110,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = await created.json();

  await page.goto(`/test-events/${event.id}`);
  await expect(
    page.getByRole('heading', { name: 'Toronto Maple Leafs @ Boston Bruins' }),
  ).toBeVisible();
  await expect(page.getByText('Log in to submit test sentiments')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/test-events/no-such-event');
  await expect(page.getByRole('alert')).toHaveText('Test event not found.');
  await finish(request, event.id);
});

/** A baseball test event made through the API, as the given user. */
async function createTestEvent(request: APIRequestContext, token: string): Promise<{ id: string }> {
  const created = await request.post('/api/test-events/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sport_key: 'baseball_mlb',
      home_team: 'Seattle Mariners',
      away_team: 'Tampa Bay Rays',
      h2h_home_team_value: -110,
      h2h_away_team_value: 110,
      spreads_home_team_point: -1.5,
      spreads_away_team_point: 1.5,
      spreads_home_team_value: -110,
      spreads_away_team_value: 110,
      totals_over_point: 8,
      totals_under_point: 8,
      totals_over_value: -110,
      totals_under_value: -110,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).event;
}

test("the test-tool alerts read exactly as documented, with the server's detail beneath", async ({
  page,
  context,
  request,
}) => {
  const user = await registerViaApi(request, 'alerts');
  const event = await createTestEvent(request, user.token);
  const alert = (p: Page | Locator) => p.getByRole('alert');
  const detail = (p: Page | Locator) => p.getByTestId('notice-detail');
  // The detail screen's steps report under "Drive the event" (the sentiment form has its own notes).
  const steps = (p: Page) => p.getByRole('region', { name: 'Drive the event' });

  // Enter scores: completing without scores is refused, with the reason beneath.
  await page.goto(`/enter-test-scores?event=${event.id}`);
  await page.getByRole('button', { name: 'Complete Game' }).click();
  await expect(alert(page)).toHaveText('Error completing game.');
  await expect(detail(page)).toHaveText('Enter the scores before completing the game.');
  await page.getByLabel('Seattle Mariners (home) score').fill('2');
  await page.getByLabel('Tampa Bay Rays (away) score').fill('1');
  await page.getByRole('button', { name: 'Submit Scores' }).click();
  await expect(alert(page)).toHaveText('Scores submitted to events_in_progress.');

  // Two more screens opened on the event while it is in progress.
  const scores = await context.newPage();
  await scores.goto(`/enter-test-scores?event=${event.id}`);
  await expect(scores.getByRole('button', { name: 'Submit Scores' })).toBeEnabled();
  const detailPage = await context.newPage();
  await detailPage.goto(`/test-events/${event.id}`);
  await expect(detailPage.getByRole('button', { name: 'Complete', exact: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Complete Game' }).click();
  await expect(alert(page)).toHaveText('Game moved to completed.');
  await expect(detail(page)).toContainText('settled 0 sentiments');

  // The other screens still show it open; the server refuses their steps.
  await scores.getByRole('button', { name: 'Submit Scores' }).click();
  await expect(alert(scores)).toHaveText('Error submitting scores.');
  await expect(detail(scores)).toHaveText('This test event is already completed.');
  await detailPage.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(alert(steps(detailPage))).toHaveText('Error Completing test events.');
  await expect(detail(steps(detailPage))).toHaveText('This test event is already completed.');
  await scores.close();
  await detailPage.close();

  // The detail screen's Complete plays an unscored event to the end.
  const second = await createTestEvent(request, user.token);
  await page.goto(`/test-events/${second.id}`);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(alert(steps(page))).toHaveText('Completed test events successfully.');
  await expect(detail(steps(page))).toContainText('settled 0 sentiments');
});

/** Leaves no test event in a schedule that other specs read. */
async function finish(request: APIRequestContext, eventId: string): Promise<void> {
  const response = await request.post(`/api/test-events/test-event/complete/${eventId}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** A phone narrower than the 390 px screenshots: the reviewer's 375 x 812. */
const PHONE = { width: 375, height: 812 };

/** Inside the phone's width, without scrolling anything sideways. */
async function expectWithinWidth(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box?.x ?? -1, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends on screen`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('the test tools fit a 375 px phone: every Process button in view, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'phone');
  const event = await createTestEvent(request, user.token);
  const games = await request.post('/api/test-data/create-upcoming', {
    data: { sport: 'baseball', numGames: 1, customStartTime: null },
  });
  expect(games.status(), await games.text()).toBe(200);
  const [game] = (await games.json()).games as { id: string }[];
  await page.setViewportSize(PHONE);

  // The main action must be reachable without scrolling inside a table.
  await page.goto('/test-events');
  const process = page.getByRole('link', { name: /^Process: / });
  await expect(process.first()).toBeVisible();
  for (const button of await process.all()) {
    await expectWithinWidth(button, (await button.getAttribute('aria-label')) ?? 'Process');
  }
  expect(await sidewaysOverflow(page), '/test-events scrolls sideways').toBeLessThanOrEqual(0);

  // Test data: the game's whole id shows, with every column's label and value on screen.
  await page.goto('/testdata');
  const card = page.getByRole('listitem').filter({ hasText: game?.id ?? 'no game' });
  await expect(card).toHaveCount(1);
  await expectWithinWidth(card.getByText(game?.id ?? 'no game'), 'the game id');
  for (const label of ['Sport', 'Home Team', 'Home Score', 'Away Team', 'Away Score', 'Status']) {
    await expectWithinWidth(card.getByText(label, { exact: true }), label);
  }
  expect(await sidewaysOverflow(page), '/testdata scrolls sideways').toBeLessThanOrEqual(0);

  await page.goto('/create-test-events');
  await expect(
    page.getByRole('list', { name: 'Created test events' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await sidewaysOverflow(page), '/create-test-events scrolls sideways').toBeLessThanOrEqual(
    0,
  );

  await finish(request, event.id);
  const completed = await request.post('/api/test-data/complete-games', {
    data: { sport: 'baseball' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} ${node.html} ${node.failureSummary}`,
      ),
    }));
}

test('the five test screens have no serious or critical axe violations, on desktop and phone', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'axe');
  await signInWithStoredToken(page, user);
  const created = await request.post('/api/test-events/', {
    data: {
      sport_key: 'soccer_usa_mls',
      home_team: 'LA Galaxy',
      away_team: 'Austin FC',
      h2h_home_team_value: 110,
      h2h_away_team_value: -110,
      h2h_draw_value: 240,
      spreads_home_team_point: 1.5,
      spreads_away_team_point: -1.5,
      spreads_home_team_value: -110,
      spreads_away_team_value: 110,
      totals_over_point: 8,
      totals_under_point: 8,
      totals_over_value: -110,
      totals_under_value: -110,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = await created.json();
  const screens = [
    ['/testdata', 'Test Data Setup'],
    ['/create-test-events', 'Create Test Event'],
    ['/enter-test-scores', 'Enter Test Scores'],
    ['/test-events', 'Test Events'],
    [`/test-events/${event.id}`, 'Austin FC @ LA Galaxy'],
  ] as const;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  await finish(request, event.id);
});
