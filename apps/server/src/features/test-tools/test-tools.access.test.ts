import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ManualClock } from '../../clock';
import { loadConfig } from '../../config';
import { queryOne } from '../../db/database';
import { adminToken } from '../../test/admin-jobs';
import { bearer, registerUser } from '../../test/factories';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { resetDatabase, testDatabase } from '../../test/test-database';
import { testFolder } from '../../test/test-folder';
import { testEventBody } from '../../test/test-tool-bodies';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

const EVENT_ID = '7f1d2a8e-3c4b-4d5e-8f90-123456789abc';
const OTHER_ID = '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

/** Every test-tool route, in an order that walks two events through their lives. */
const CALLS: Call[] = [
  { method: 'GET', url: '/api/test-data/list?sport=baseball' },
  {
    method: 'POST',
    url: '/api/test-data/create-upcoming',
    payload: { sport: 'baseball', numGames: 1 },
  },
  { method: 'POST', url: '/api/test-data/update-live-scores', payload: { sport: 'baseball' } },
  { method: 'POST', url: '/api/test-data/complete-games', payload: { sport: 'baseball' } },
  { method: 'POST', url: '/api/test-events/', payload: testEventBody({ id: EVENT_ID }) },
  { method: 'POST', url: '/api/test-events', payload: testEventBody({ id: OTHER_ID }) },
  { method: 'GET', url: '/api/test-events/' },
  { method: 'GET', url: '/api/test-events' },
  { method: 'GET', url: `/api/test-events/${EVENT_ID}` },
  { method: 'POST', url: `/api/test-events/test-event/start/${EVENT_ID}` },
  { method: 'POST', url: `/api/test-events/test-event/scores/${EVENT_ID}` },
  {
    method: 'POST',
    url: `/api/test-events/score/${EVENT_ID}`,
    payload: { home_team_score: 2, away_team_score: 1 },
  },
  { method: 'POST', url: `/api/test-events/complete/${EVENT_ID}` },
  { method: 'POST', url: `/api/test-events/test-event/complete/${OTHER_ID}` },
];

async function eventCount(t: ReturnType<typeof useTestApp>): Promise<number> {
  const row = await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from events`);
  return row?.n ?? 0;
}

describe('test tools, off (TEST_TOOLS=0 or production)', () => {
  const t = useTestApp({ config: { testTools: false } });

  it('mounts no test-tool route', async () => {
    for (const call of CALLS) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(404);
    }
    expect(await eventCount(t)).toBe(0);
  });
});

describe('test tools, on in production (admins only)', () => {
  const t = useTestApp({ config: { testTools: true, testToolsRequireAdmin: true } });

  it('answers 401 without a token and 403 to a non-admin on every route, changing nothing', async () => {
    const { token } = await registerUser(t.app);
    for (const call of CALLS) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      const user = await t.app.inject({ ...call, headers: bearer(token) });
      expect(user.statusCode, call.url).toBe(403);
      expect(user.json().message).toBe('Admin access required.');
    }
    expect(await eventCount(t)).toBe(0);
  });

  it('lets an admin use every route', async () => {
    const token = await adminToken(t.app, t.db);
    for (const call of CALLS) {
      const response = await t.app.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode, `${call.url}: ${response.body}`).toBeLessThan(300);
    }
    expect(await eventCount(t)).toBe(3);
  });
});

describe('test tools, on outside production', () => {
  const t = useTestApp({ config: { testTools: true, testToolsRequireAdmin: false } });

  it('documents every route once in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    const testPaths = paths.filter((path) => /test-(data|events)/.test(path)).sort();
    expect(testPaths).toEqual([
      '/api/test-data/complete-games',
      '/api/test-data/create-upcoming',
      '/api/test-data/list',
      '/api/test-data/update-live-scores',
      '/api/test-events',
      '/api/test-events/complete/{id}',
      '/api/test-events/score/{id}',
      '/api/test-events/test-event/complete/{id}',
      '/api/test-events/test-event/scores/{id}',
      '/api/test-events/test-event/start/{id}',
      '/api/test-events/{id}',
    ]);
  });

  it('needs no token (the test screens have no guard)', async () => {
    for (const call of CALLS) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.url}: ${response.body}`).toBeLessThan(300);
    }
  });
});

describe('the TEST_TOOLS setting', () => {
  const env = (extra: Record<string, string>) =>
    loadConfig({
      JWT_SECRET: 'test-secret-that-is-long-enough',
      DATA_DIR: testFolder('takeline-test'),
      WEB_DIST: path.join(tmpdir(), 'takeline-no-web-build'),
      JOBS_ENABLED: '0',
      LOG_LEVEL: 'silent',
      ...extra,
    });

  it('is on by default, off in production, and admin-only in production when turned on', () => {
    expect(env({})).toMatchObject({ testTools: true, testToolsRequireAdmin: false });
    expect(env({ TEST_TOOLS: '0' })).toMatchObject({ testTools: false });
    expect(env({ NODE_ENV: 'production' })).toMatchObject({
      testTools: false,
      testToolsRequireAdmin: true,
    });
    expect(env({ NODE_ENV: 'production', TEST_TOOLS: '1' })).toMatchObject({
      testTools: true,
      testToolsRequireAdmin: true,
    });
  });

  it('in production with TEST_TOOLS=1, the built app asks for an admin', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const app = await buildApp({
      database,
      clock: new ManualClock(TEST_NOW),
      config: env({ NODE_ENV: 'production', TEST_TOOLS: '1' }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-events/',
      payload: testEventBody(),
    });
    expect(response.statusCode).toBe(401);
    await app.close();
  });
});
