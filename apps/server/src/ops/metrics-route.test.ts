import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { adminToken, runAdminJob } from '../test/admin-jobs';
import { LOG_LEVEL, type LogRecord } from '../test/capture-logger';
import { completeEvent, insertEvent, seedSentiment, seedUser } from '../test/event-factory';
import { testConfig, useTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-tests';
const auth = { authorization: `Bearer ${TOKEN}` };

let logs: LogRecord[] = [];
const t = useTestApp({
  config: { metricsToken: TOKEN },
  // The app's own JSON log lines, as pino writes them.
  deps: () => {
    const records: LogRecord[] = [];
    logs = records;
    const stream = { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) };
    return { logger: { level: 'debug', stream } };
  },
});

async function scrape(app: App): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one series in Prometheus text format; 0 when the series is not there yet. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    const matches = Object.entries(labels).every(([key, value]) =>
      labelText.includes(`${key}="${value}"`),
    );
    if (matches) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  it('refuses a scraper without the token, or with a wrong one, and changes nothing', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: TOKEN },
    ]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.json().message).toContain('METRICS_TOKEN');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, never by raw URL, with latency histograms', async () => {
    const before = await scrape(t.app);
    const route = { method: 'GET', route: '/api/profile/:userId', status_code: '404' };
    const countBefore = seriesValue(before, 'http_requests_total', route);
    for (const id of [918_273, 918_274, 918_275]) {
      expect((await t.app.inject({ url: `/api/profile/${id}` })).statusCode).toBe(404);
    }
    await t.app.inject({ url: '/api/no-such-thing-9182' });
    const after = await scrape(t.app);
    expect(seriesValue(after, 'http_requests_total', route)).toBe(countBefore + 3);
    expect(after).not.toContain('918273');
    expect(after).not.toContain('no-such-thing');
    expect(seriesValue(after, 'http_requests_total', { route: '(unmatched)' })).toBeGreaterThan(0);
    expect(
      seriesValue(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/profile/:userId',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(after).toContain('http_request_duration_seconds_bucket{le="0.005"');
  });

  it('reports event-loop lag, open streams, and the pool on PostgreSQL', async () => {
    // Two streams attach to the app's own hub and one leaves: the gauge reads the hub's count.
    const client = () => ({ userId: null, write: () => true, bufferedBytes: () => 0, end() {} });
    const detachFirst = await t.app.streamHub.attach(client(), null);
    const detachSecond = await t.app.streamHub.attach(client(), null);
    detachFirst();
    let text = await scrape(t.app);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(seriesValue(text, 'takeline_open_streams')).toBe(1);
    detachSecond();
    text = await scrape(t.app);
    expect(seriesValue(text, 'takeline_open_streams')).toBe(0);
    if (t.database.driver === 'postgres') {
      expect(seriesValue(text, 'takeline_db_pool_connections', { state: 'total' })).toBeGreaterThan(
        0,
      );
      expect(text).toContain('takeline_db_pool_connections{state="waiting"}');
    }
  });

  it('counts a settlement, its sentiments, the job run and the feed calls, and logs one line', async () => {
    const before = await scrape(t.app);
    const event = await insertEvent(t.db, { status: 'in_progress' });
    for (const selectionValue of ['home', 'away'] as const) {
      const user = await seedUser(t.db);
      await seedSentiment(t.db, {
        userId: user.id,
        eventId: event.id,
        market: 'moneyline',
        selectionType: 'Take',
        selectionValue,
        confidenceStake: 2,
        price: -110,
      });
    }
    await completeEvent(t.db, event.id, 5, 3);
    const token = await adminToken(t.app, t.db);
    const result = await runAdminJob(t.app, token, 'scan-completed');
    expect(result.counts).toMatchObject({ settled_events: 1, settled_sentiments: 2 });
    await runAdminJob(t.app, token, 'fetch-events');

    const after = await scrape(t.app);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect(delta('takeline_settlements_total', { result: 'settled' })).toBe(1);
    expect(delta('takeline_sentiments_settled_total')).toBe(2);
    expect(
      delta('takeline_job_runs_total', { job: 'scan-completed', trigger: 'admin', outcome: 'ok' }),
    ).toBe(1);
    expect(delta('takeline_job_duration_seconds_count', { job: 'scan-completed' })).toBe(1);
    // Three sports, one listing call each. The registry is the process's, so earlier test files'
    // feeds (other sources) have series of their own: pick this app's.
    const source = t.app.oddsFeed.source;
    expect(delta('takeline_feed_fetches_total', { feed: 'odds', call: 'events', source })).toBe(3);

    const settled = logs.filter((record) => record.msg === 'event settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({
      level: LOG_LEVEL.info,
      eventId: event.id,
      settledSentiments: 2,
      alreadySettled: false,
    });
    expect(settled[0]?.ms).toEqual(expect.any(Number));
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const bare = await buildApp({
      database: t.database,
      clock: t.clock,
      config: testConfig({ metricsToken: undefined }),
    });
    try {
      const response = await bare.inject({ url: '/metrics', headers: auth });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await bare.close();
    }
  });
});

describe('METRICS_TOKEN and SHUTDOWN_GRACE_SECONDS settings', () => {
  it('treats an empty token as unset, refuses a short one, and reads the grace period', () => {
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(loadConfig({}).shutdownGraceMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
