import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (docs/decisions/0074-metrics-behind-a-token.md): one registry
 * per process, written through the named functions below so callers never touch prom-client.
 * Labels are bounded sets (route patterns, job names, feed calls), never raw URLs or ids.
 */
export const metricsRegistry = new Registry();

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});

const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const jobRuns = new Counter({
  name: 'takeline_job_runs_total',
  help: 'Lifecycle job runs, by job, what started them (schedule or admin) and outcome.',
  labelNames: ['job', 'trigger', 'outcome'] as const,
  registers: [metricsRegistry],
});

const jobSeconds = new Histogram({
  name: 'takeline_job_duration_seconds',
  help: 'How long one lifecycle job run took, failed runs included.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

const settlements = new Counter({
  name: 'takeline_settlements_total',
  help: 'Calls to settle an event: settled here, already settled (elsewhere or before), failed.',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const sentimentsSettled = new Counter({
  name: 'takeline_sentiments_settled_total',
  help: 'Sentiments graded and paid (or refunded) by settlements on this server.',
  registers: [metricsRegistry],
});

const feedFetches = new Counter({
  name: 'takeline_feed_fetches_total',
  help: 'Calls to a feed (odds events, odds scores, news), by feed, call and source.',
  labelNames: ['feed', 'call', 'source'] as const,
  registers: [metricsRegistry],
});

const feedErrors = new Counter({
  name: 'takeline_feed_errors_total',
  help: 'Feed calls that could not answer, by feed, call, source and kind of error.',
  labelNames: ['feed', 'call', 'source', 'kind'] as const,
  registers: [metricsRegistry],
});

/** Set by the stream hub (countOpenStreamsWith); read at each scrape so it can't drift. */
let readOpenStreams: (() => number) | null = null;

const openStreams = new Gauge({
  name: 'takeline_open_streams',
  help: 'Server-Sent Event streams open on this server.',
  registers: [metricsRegistry],
  collect() {
    if (readOpenStreams) this.set(readOpenStreams());
  },
});

/** The pg pool's own counters (node-postgres), read at each scrape. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolCounts>();

new Gauge({
  name: 'takeline_db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (pools.size === 0) return;
    const sum = (pick: (pool: PoolCounts) => number) =>
      [...pools].reduce((total, pool) => total + pick(pool), 0);
    this.set(
      { state: 'total' },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((pool) => pool.waitingCount),
    );
  },
});

// Process metrics, event-loop lag among them (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: metricsRegistry });

/** Counts one answered request; `route` is the matched pattern (or a fixed name when none). */
export function recordRequest(
  method: string,
  route: string,
  statusCode: number,
  seconds: number,
): void {
  requests.inc({ method, route, status_code: String(statusCode) });
  requestSeconds.observe({ method, route }, seconds);
}

export function recordJobRun(
  job: string,
  trigger: 'schedule' | 'admin',
  seconds: number,
  ok: boolean,
): void {
  jobRuns.inc({ job, trigger, outcome: ok ? 'ok' : 'failed' });
  jobSeconds.observe({ job }, seconds);
}

/** Runs one job and records it, whether it answers or throws. */
export async function timedJobRun<T>(
  job: string,
  trigger: 'schedule' | 'admin',
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let ok = false;
  try {
    const result = await run();
    ok = true;
    return result;
  } finally {
    recordJobRun(job, trigger, (performance.now() - started) / 1000, ok);
  }
}

export function recordSettlement(
  result: { settledSentiments: number; alreadySettled: boolean } | 'failed',
): void {
  if (result === 'failed') {
    settlements.inc({ result: 'failed' });
    return;
  }
  settlements.inc({ result: result.alreadySettled ? 'already_settled' : 'settled' });
  sentimentsSettled.inc(result.settledSentiments);
}

export function recordFeedFetch(feed: 'odds' | 'news', call: string, source: string): void {
  feedFetches.inc({ feed, call, source });
}

export function recordFeedError(
  feed: 'odds' | 'news',
  call: string,
  source: string,
  kind: string,
): void {
  feedErrors.inc({ feed, call, source, kind });
}

/** For the event stream: one call when a stream opens, one when it closes. */
export function streamOpened(): void {
  openStreams.inc();
}

export function streamClosed(): void {
  openStreams.dec();
}

/** For a stream hub that knows its count: sets the gauge outright. */
export function setOpenStreams(count: number): void {
  openStreams.set(count);
}

/** The stream hub hands over its live count; the gauge reads it at each scrape. */
export function countOpenStreamsWith(read: (() => number) | null): void {
  readOpenStreams = read;
}

/** Reports a PostgreSQL pool's use at each scrape; call the answer when the pool closes. */
export function trackPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
