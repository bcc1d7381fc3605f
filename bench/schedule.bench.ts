/**
 * npm run bench:schedule
 *
 * GET /api/current-schedule/baseball_mlb on the app as `npm start` starts it (default settings,
 * request logging on, NODE_ENV=production; decision 0227) against a bare Fastify hello-world, on
 * this machine, in the same run: each target runs alone in its own process while autocannon (50
 * connections) loads it from this one. The served app runs through every round, measured once
 * past its start-up work (see SETTLE_SECONDS); hello-world starts fresh each round. Target
 * (docs/architecture.md#10-benchmarks, decisions 0013 and 0111): schedule throughput at least
 * 70% of hello-world, and p99 latency under 25 ms. Exits 1 when missed.
 * Each round also replays the served schedule's own answer (headers and body) from a bare
 * Fastify route that does no work: the ceiling the answer's size sets on this machine, against
 * which the app's own cost is read (decision 0201).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/test/spawn-server';
import { median } from './median';
import { removeQuietly, scratchFolder } from './scratch-folder';
import { spawnApp, stopApp } from './timed-start';

const CONNECTIONS = 50;
const TARGET_RATIO = 0.7;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
/**
 * A fresh server spends its first minutes on start-up work a running server no longer does:
 * settling the simulated past, creating the demo players, and their catch-up burst of picks
 * (at most 60 every 5 s until every listed game has its crowd; docs/game-rules.md#demo-players),
 * all on the event loop with PGlite. Users meet a server that has been up for a while, so the
 * served app starts once and is measured when a demo run picks fewer than its maximum (caught
 * up), after at most SETTLE_SECONDS.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 420);
const DEMO_MAX_PICKS_PER_RUN = 60;
const SCHEDULE = '/api/current-schedule/baseball_mlb';
/**
 * The npm script that starts the served app: `start`, as users run it (the cached server bundle,
 * decision 0227), or with BENCH_SCHEDULE_SCRIPT=serve the sources through tsx, as the runs before
 * that decision measured it.
 */
const SERVED_SCRIPT = process.env.BENCH_SCHEDULE_SCRIPT ?? 'start';
if (SERVED_SCRIPT !== 'start' && SERVED_SCRIPT !== 'serve') {
  console.error('BENCH_SCHEDULE_SCRIPT is start (the default) or serve');
  process.exit(2);
}
const SERVED_COMMAND = SERVED_SCRIPT === 'start' ? 'npm start' : 'npm run serve';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Measured {
  name: string;
  detail: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Answers 304 Not Modified: the ETag row's share shows whether the crowd moved meanwhile. */
  notModified: number;
  bytesPerRequest: number;
}

interface Target {
  child: ChildProcess;
  port: number;
  etag: string;
  detail: string;
  /** The served app's log file. */
  logPath?: string;
}

let served: Promise<Target> | undefined;

/** The served app, started once for every round and past its start-up minute. */
function servedTarget(): Promise<Target> {
  served ??= startServed().then(async (target) => {
    const started = Date.now();
    await demoCaughtUp(target.logPath, started + SETTLE_SECONDS * 1000);
    console.error(`served app settled after ${Math.round((Date.now() - started) / 1000)}s`);
    return target;
  });
  return served;
}

/** Waits until a demo-picks run in the server's log picked fewer than its maximum. */
async function demoCaughtUp(logPath: string | undefined, deadline: number): Promise<void> {
  if (!logPath) return;
  while (Date.now() < deadline) {
    const runs =
      readFileSync(logPath, 'utf8').match(/"job":"demo-picks","counts":\{[^}]*\}/g) ?? [];
    const picks = runs.map((run) => Number(/"picks":(\d+)/.exec(run)?.[1] ?? 0));
    if (picks.some((count, index) => index > 0 && count < DEMO_MAX_PICKS_PER_RUN)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.error(`the demo was still catching up after ${SETTLE_SECONDS}s; measuring anyway`);
}

async function stopTarget(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Headers Node's HTTP server writes itself on every answer; the replay leaves them to it too. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/**
 * The served app's current schedule answer, headers and body, written to a file for the replay
 * target: the same bytes on the wire with none of the app's work (decision 0201).
 */
async function recordServedAnswer(): Promise<string> {
  const { port } = await servedTarget();
  const response = await fetch(`http://127.0.0.1:${port}${SCHEDULE}`);
  const body = await response.text();
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
  );
  const file = path.join(scratchFolder('takeline-bench-replay'), 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body }));
  return file;
}

async function startTarget(kind: string): Promise<Target> {
  if (kind === 'served') return servedTarget();
  const recorded = kind === 'replay' ? await recordServedAnswer() : undefined;
  const args = recorded ? [kind, recorded] : [kind];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'schedule-target.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const match = /^READY (\d+) (\S+) (.*)$/.exec(line);
    if (match) {
      // The replay has read its recorded answer by now.
      if (recorded) removeQuietly(path.dirname(recorded));
      return { child, port: Number(match[1]), etag: match[2] ?? '', detail: match[3] ?? '' };
    }
  }
  throw new Error(`${kind} target exited before it was ready`);
}

/**
 * The app as SERVED_COMMAND starts it: default settings (request logging at info, the jobs
 * on), NODE_ENV=production, a fresh PGlite folder, its log written to a file as a deployment
 * would keep it. Ready once the jobs have filled the MLB schedule (`npm start` builds the web app
 * first if its inputs changed since the last build).
 */
async function startServed(): Promise<Target> {
  const dataDir = scratchFolder('takeline-bench-serve');
  const port = await freePort();
  const logPath = path.join(dataDir, 'server.log');
  const log = openSync(logPath, 'a');
  const child = spawnApp({
    checkout: path.join(here, '..'),
    port,
    dataDir,
    script: SERVED_SCRIPT,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${SCHEDULE}`);
      const body = await response.text();
      const games = response.ok ? (JSON.parse(body) as unknown[]) : [];
      if (games.length > 0) {
        // The answer's size grows as the demo's crowd fills in; bytes/req is what was measured.
        const detail = `${SERVED_COMMAND}, ${games.length} games, pglite, logging on`;
        return { child, port, etag: String(response.headers.get('etag')), detail, logPath };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopApp(child);
  throw new Error(`${SERVED_COMMAND} did not serve a schedule; see ${dataDir}/server.log`);
}

function load(url: string, seconds: number, headers: Record<string, string>) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

async function measure(
  name: string,
  kind: string,
  urlPath: string,
  headersFor: (target: Target) => Record<string, string> = () => ({}),
): Promise<Measured> {
  const target = await startTarget(kind);
  const { child, port, detail } = target;
  if (kind === 'served') {
    // The demo's picks move the crowd on the schedule, so its ETag is read again each time.
    const current = await fetch(`http://127.0.0.1:${port}${SCHEDULE}`);
    target.etag = String(current.headers.get('etag'));
    await current.arrayBuffer();
  }
  const headers = headersFor(target);
  try {
    const url = `http://127.0.0.1:${port}${urlPath}`;
    await load(url, WARMUP_SECONDS, headers);
    // Measured after the warm-up, so JIT and caches are in their steady state.
    const result = await load(url, DURATION_SECONDS, headers);
    return {
      name,
      detail,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      // autocannon counts a 304 as non-2xx; only other statuses are failures here.
      non2xx: result.non2xx - (result['3xx'] ?? 0),
      notModified: result.statusCodeStats?.['304']?.count ?? 0,
      bytesPerRequest: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    };
  } finally {
    if (kind !== 'served') await stopTarget(child);
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const plans: Array<[string, string, string, (target: Target) => Record<string, string>]> = [
  ['hello-world', 'hello', '/', () => ({})],
  // The schedule's own answer from a route that does nothing: the ceiling for its size.
  ['same answer, no work', 'replay', '/', () => ({})],
  ['schedule', 'served', SCHEDULE, () => ({})],
  // What a browser asks for.
  ['schedule, br/gzip', 'served', SCHEDULE, () => ({ 'accept-encoding': 'gzip, deflate, br' })],
  // A browser that already holds the current schedule.
  ['schedule, If-None-Match (304)', 'served', SCHEDULE, (t) => ({ 'if-none-match': t.etag })],
];

// Other work on a shared machine comes and goes; alternating the targets and
// taking medians over rounds keeps the comparison fair.
const runs = new Map<string, Measured[]>();
const ratios: number[] = [];
/** Per round: the replay against hello-world, and the app against the replay. */
const ceilings: number[] = [];
const shares: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [name, kind, urlPath, headersFor] of plans) {
    const measured = await measure(name, kind, urlPath, headersFor);
    runs.set(name, [...(runs.get(name) ?? []), measured]);
  }
  const last = (name: string) => runs.get(name)?.at(-1)?.requestsPerSecond ?? 0;
  ratios.push(last('schedule') / last('hello-world'));
  ceilings.push(last('same answer, no work') / last('hello-world'));
  shares.push(last('schedule') / last('same answer, no work'));
  console.error(
    `round ${round}/${ROUNDS}: schedule/hello ${(ratios.at(-1) ?? 0).toFixed(2)}, ` +
      `same answer/hello ${(ceilings.at(-1) ?? 0).toFixed(2)}, schedule/same answer ${(shares.at(-1) ?? 0).toFixed(2)}`,
  );
}

const summary = (name: string): Measured => {
  const all = runs.get(name) ?? [];
  return {
    name,
    detail: all[0]?.detail ?? '',
    requestsPerSecond: Math.round(median(all.map((m) => m.requestsPerSecond))),
    p50: median(all.map((m) => m.p50)),
    p99: median(all.map((m) => m.p99)),
    max: Math.max(...all.map((m) => m.max)),
    errors: all.reduce((sum, m) => sum + m.errors, 0),
    non2xx: all.reduce((sum, m) => sum + m.non2xx, 0),
    notModified: all.reduce((sum, m) => sum + m.notModified, 0),
    bytesPerRequest: Math.round(median(all.map((m) => m.bytesPerRequest))),
  };
};
if (served) {
  const { child, logPath } = await served;
  // The whole process group: npm and the server (and tsx, under `serve`).
  await stopApp(child);
  // The served app's PGlite folder and log (its log is in the folder).
  if (logPath) removeQuietly(path.dirname(logPath));
}
const rows = plans.map(([name]) => summary(name));
const schedule = summary('schedule');

const ratio = median(ratios);
const passed =
  ratio >= TARGET_RATIO && schedule.p99 < 25 && schedule.errors === 0 && schedule.non2xx === 0;
console.log(
  `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${DURATION_SECONDS}s after ${WARMUP_SECONDS}s warm-up, median of ${ROUNDS} rounds\n`,
);
console.log('| target | req/s | p50 ms | p99 ms | max ms | bytes/req | errors | non-2xx | 304s |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} (${row.detail}) | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.max} | ${row.bytesPerRequest} | ${row.errors} | ${row.non2xx} | ${row.notModified} |`,
  );
}
const listed = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
console.log(
  `\nthe same answer with no work / hello-world: ${(median(ceilings) * 100).toFixed(1)}% (rounds ${listed(ceilings)}): ` +
    `the most any server sending this answer reaches here; schedule / the same answer: ${(median(shares) * 100).toFixed(1)}% (rounds ${listed(shares)})`,
);
console.log(
  `\nschedule / hello-world throughput: ${(ratio * 100).toFixed(1)}% (median of the per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; target >= ${TARGET_RATIO * 100}%); schedule p99 ${schedule.p99} ms (target < 25 ms): ${passed ? 'PASS' : 'FAIL'}`,
);

const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `schedule-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, loadavg: os.loadavg(), rows, ratios, ceilings, shares, runs: Object.fromEntries(runs), passed }, null, 2)}\n`,
);
process.exit(passed ? 0 : 1);
