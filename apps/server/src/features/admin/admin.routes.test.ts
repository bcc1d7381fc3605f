import { ADMIN_JOBS, adminJobResponseSchema } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryOne } from '../../db/database';
import { adminToken } from '../../test/admin-jobs';
import { bearer, registerUser } from '../../test/factories';
import { useLiveTestApp } from '../../test/live-test-app';

const t = useLiveTestApp();
const PATHS = ADMIN_JOBS.map((job) => `/${job.job}`);

const eventCount = async () =>
  (await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from events`))?.n;

describe('admin job routes', () => {
  it.each(PATHS)('GET %s needs a token (401)', async (path) => {
    const response = await t.app.inject({ url: `/api${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authentication required. Log in and try again.');
    const forged = await t.app.inject({ url: `/api${path}`, headers: bearer('not.a.token') });
    expect(forged.statusCode).toBe(401);
  });

  it.each(PATHS)('GET %s is for admins only (403), and changes nothing', async (path) => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({ url: `/api${path}`, headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Admin access required.');
    expect(await eventCount()).toBe(0);
  });

  it.each(PATHS)('GET %s runs the job for an admin and answers with counts', async (path) => {
    const token = await adminToken(t.app, t.db);
    const response = await t.app.inject({ url: `/api${path}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = adminJobResponseSchema.parse(response.json());
    expect(body.job).toBe(path.slice(1));
    const alert = ADMIN_JOBS.find((job) => `/${job.job}` === path)?.alert;
    expect(body.message).toBe(alert ?? 'News refreshed successfully.');
    expect(Object.keys(body.counts).length).toBeGreaterThan(0);
    expect(body.feed).toEqual({
      source: 'simulated',
      disabled: false,
      disabled_reason: null,
      requests_remaining: null,
      requests_used: null,
      requests_last: null,
      last_error: null,
    });
  });

  it('answers the counts of what changed: a fetch inserts, a second one does not', async () => {
    const token = await adminToken(t.app, t.db);
    const first = (await t.app.inject({ url: '/api/fetch-events', headers: bearer(token) })).json();
    expect(first.counts).toEqual({
      inserted: await eventCount(),
      lines_updated: 0,
      skipped_events: 0,
      failed_sports: 0,
    });
    const second = (
      await t.app.inject({ url: '/api/fetch-events', headers: bearer(token) })
    ).json();
    expect(second.counts).toEqual({
      inserted: 0,
      lines_updated: 0,
      skipped_events: 0,
      failed_sports: 0,
    });
  });
});
