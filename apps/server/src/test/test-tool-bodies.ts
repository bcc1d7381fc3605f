import { randomUUID } from 'node:crypto';
import type { TestEventCreateBody } from '@takeline/contract';
import type { App } from '../app';

/**
 * A valid POST /test-events/ body: an MLB game with the home side a -110
 * favourite (spread -1.5 at -110, total 8 at -110), starting an hour after
 * the test clock. Overrides replace single fields.
 */
export function testEventBody(overrides: Partial<TestEventCreateBody> = {}): TestEventCreateBody {
  return {
    id: randomUUID(),
    sport_key: 'baseball_mlb',
    sport_title: 'MLB',
    commence_time: '2026-06-01T13:00:00.000Z',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    h2h_home_team_value: -110,
    h2h_away_team_value: 110,
    h2h_draw_value: null,
    spreads_home_team_point: -1.5,
    spreads_away_team_point: 1.5,
    spreads_home_team_value: -110,
    spreads_away_team_value: 110,
    totals_over_point: 8,
    totals_under_point: 8,
    totals_over_value: -110,
    totals_under_value: -110,
    ...overrides,
  };
}

/** A hockey test event: a draw sport in the test tools, with the draw at 240. */
export function hockeyTestEventBody(
  overrides: Partial<TestEventCreateBody> = {},
): TestEventCreateBody {
  return testEventBody({
    sport_key: 'icehockey_nhl',
    sport_title: 'NHL',
    home_team: 'Boston Bruins',
    away_team: 'Toronto Maple Leafs',
    h2h_draw_value: 240,
    spreads_home_team_point: -1.5,
    spreads_away_team_point: 1.5,
    totals_over_point: 5.5,
    totals_under_point: 5.5,
    ...overrides,
  });
}

/** Creates a test event through the API; answers the stored event's id. */
export async function createTestEvent(
  app: App,
  body: TestEventCreateBody = testEventBody(),
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/test-events/',
    payload: body,
    headers,
  });
  if (response.statusCode !== 201) {
    throw new Error(`createTestEvent: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { event: { id: string } }).event.id;
}
