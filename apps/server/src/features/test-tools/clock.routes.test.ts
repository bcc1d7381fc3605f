import { MAX_CLOCK_ADVANCE_MINUTES } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MINUTE_MS, OffsetClock } from '../../clock';
import { JobScheduler, lifecycleSchedule } from '../../jobs/job-scheduler';
import { adminToken } from '../../test/admin-jobs';
import { captureLogger } from '../../test/capture-logger';
import { bearer, registerUser } from '../../test/factories';
import { useLiveTestApp } from '../../test/live-test-app';
import { TEST_NOW, testConfig } from '../../test/test-app';
import { resetDatabase, testDatabase } from '../../test/test-database';

const advance = (minutes: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/test-tools/clock/advance',
  payload: { minutes },
  headers,
});

describe('test-tools clock, test tools on', () => {
  const t = useLiveTestApp({ config: { testTools: true, testToolsRequireAdmin: false } });
  const asAdmin = async (minutes: unknown) =>
    t.app.inject(advance(minutes, bearer(await adminToken(t.app, t.db))));

  it('shows the server clock to anyone and lets an admin move it forward', async () => {
    const read = await t.app.inject({ url: '/api/test-tools/clock' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ now: TEST_NOW, offset_ms: expect.any(Number) });

    const moved = await asAdmin(90);
    expect(moved.statusCode).toBe(200);
    const expected = new Date(Date.parse(TEST_NOW) + 90 * MINUTE_MS).toISOString();
    expect(moved.json().now).toBe(expected);
    expect(moved.json().offset_ms - read.json().offset_ms).toBeGreaterThanOrEqual(
      90 * MINUTE_MS - 5000,
    );
    expect(t.clock.now().toISOString()).toBe(expected);
  });

  it.each([
    [0, 'minutes must be at least 1; the clock only moves forward.'],
    [-30, 'minutes must be at least 1; the clock only moves forward.'],
    [1.5, 'minutes must be a whole number.'],
    ['ten', 'minutes must be a number.'],
    [undefined, 'minutes must be a number.'],
    [MAX_CLOCK_ADVANCE_MINUTES + 1, `minutes must be at most ${MAX_CLOCK_ADVANCE_MINUTES}.`],
  ])('rejects minutes=%j with 400 and leaves the clock alone', async (minutes, message) => {
    const response = await asAdmin(minutes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(t.clock.now().toISOString()).toBe(TEST_NOW);
  });

  it('makes the lifecycle jobs due at once', async () => {
    const scheduler = new JobScheduler({
      jobs: t.app.lifecycle,
      schedule: lifecycleSchedule(t.config.jobIntervals),
      clock: t.clock,
      logger: captureLogger().logger,
    });
    await scheduler.runDue();
    expect(await scheduler.runDue()).toEqual({});
    await asAdmin(1);
    expect(Object.keys(await scheduler.runDue())).toContain('scan-upcoming-for-start');
  });

  it('never moves for a visitor or a non-admin, even in the open demo', async () => {
    expect((await t.app.inject(advance(5))).statusCode).toBe(401);
    const { token } = await registerUser(t.app);
    const refused = await t.app.inject(advance(5, bearer(token)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required.');
    expect(t.clock.now().toISOString()).toBe(TEST_NOW);
  });
});

describe('test-tools clock, access', () => {
  it('is not mounted with test tools off', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const app = await buildApp({
      database,
      clock: new OffsetClock(),
      config: testConfig({ testTools: false }),
    });
    expect((await app.inject({ url: '/api/test-tools/clock' })).statusCode).toBe(404);
    expect((await app.inject(advance(5))).statusCode).toBe(404);
    await app.close();
  });

  it('reports the offset of the demo clock (OffsetClock)', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const clock = new OffsetClock();
    const app = await buildApp({
      database,
      clock,
      config: testConfig({ testTools: true, testToolsRequireAdmin: false }),
    });
    const moved = await app.inject(advance(60, bearer(await adminToken(app, database.db))));
    expect(moved.json().offset_ms).toBe(60 * MINUTE_MS);
    expect(clock.offsetMs).toBe(60 * MINUTE_MS);
    await app.close();
  });

  describe('when the config requires an admin', () => {
    const t = useLiveTestApp({ config: { testTools: true, testToolsRequireAdmin: true } });

    it('answers 401 without a token and 403 to a non-admin, moving nothing', async () => {
      expect((await t.app.inject({ url: '/api/test-tools/clock' })).statusCode).toBe(401);
      expect((await t.app.inject(advance(5))).statusCode).toBe(401);
      const { token } = await registerUser(t.app);
      expect((await t.app.inject(advance(5, bearer(token)))).statusCode).toBe(403);
      expect(t.clock.now().toISOString()).toBe(TEST_NOW);
    });

    it('lets an admin travel', async () => {
      const token = await adminToken(t.app, t.db);
      const response = await t.app.inject(advance(5, bearer(token)));
      expect(response.statusCode).toBe(200);
      expect(t.clock.now().getTime()).toBe(Date.parse(TEST_NOW) + 5 * MINUTE_MS);
    });
  });
});
