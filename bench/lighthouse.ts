/**
 * Lighthouse performance of the home page in the system's headless Chromium.
 *
 *   npm run bench:lighthouse                 # builds, starts a server, mobile + desktop
 *   tsx bench/lighthouse.ts --url http://localhost:3000/   # an already running server
 *   tsx bench/lighthouse.ts --form-factor desktop           # one of mobile, desktop
 *
 * Without --url it starts the real server (built web app, fresh PGlite folder,
 * background jobs on, so the simulated sportsbook fills the schedule) on a
 * free port, waits for games and for its start-up work to settle (decision 0168), and
 * measures `/`. Mobile uses Lighthouse's
 * default simulated slow-4G and 4x CPU throttling; desktop its desktop preset.
 * Mobile runs LIGHTHOUSE_RUNS times (default 5) and is judged on the medians:
 * score at least 95 and LCP under 2.5 s (docs/architecture.md#10-benchmarks);
 * desktop runs once and must score 90. Results go to
 * bench/results/lighthouse-*.json. Exits with 1 when a target is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../apps/server/src/test/spawn-server';
import { median } from './median';
import { processCpuSeconds, processIds } from './process-cpu';
import { removeQuietly, scratchFolder } from './scratch-folder';

export const PERFORMANCE_TARGET = 90;
/** Mobile is held to more, on the median of several runs (one run swings by several points). */
const MOBILE_TARGET = 95;
const MOBILE_LCP_TARGET_MS = 2500;
const MOBILE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Stops a child process and waits for it to exit (SIGKILL after 10 s). */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Waits (at most 60 s) until the fresh server uses under half a core over two seconds. Its
 * first seconds with games (the demo players' accounts and first picks, the crowd recomputes)
 * take both of the machine's cores, and a page measured then is timed on whatever CPU is left:
 * the phone's score must not include the server's start-up (decision 0168).
 */
async function waitForQuietServer(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let before = processCpuSeconds(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = processCpuSeconds(pid);
    if (now === null || (now - before) / 2 < 0.5) return;
    before = now;
  }
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = scratchFolder('takeline-lighthouse');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.ODDS_API_KEY;
  // Node itself runs the server (tsx as a loader), so the signal reaches it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    removeQuietly(dataDir);
  };
  const up = await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 60_000);
  if (!up) {
    await stop();
    throw new Error('The server did not start within 60 s.');
  }
  // Measure a realistic page: wait (briefly) for the jobs to publish the default sport's games.
  const games = await waitFor(async () => {
    const response = await fetch(`${url}/api/current-schedule/baseball_mlb`);
    return response.ok && ((await response.json()) as unknown[]).length > 0;
  }, 20_000);
  if (!games) console.warn('No games on the schedule yet; measuring the page without them.');
  if (child.pid !== undefined) await waitForQuietServer(child.pid);
  return { url: `${url}/`, stop };
}

/** Processes of this machine whose command line names `text` (from /proc; none elsewhere). */
function processesNaming(text: string): number[] {
  return processIds()
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    });
}

/**
 * Chromium's helpers (network service, storage, crash handlers) can outlive the browser process
 * for a moment and keep writing into the profile, which then cannot be removed. They all name the
 * profile folder on their command line: wait for them (5 s), then stop any left.
 */
async function stopHelpersOf(profile: string): Promise<void> {
  const gone = await waitFor(async () => processesNaming(profile).length === 0, 5_000);
  if (gone) return;
  for (const pid of processesNaming(profile)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = scratchFolder('takeline-chromium');
  const child = spawn(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    await stopProcess(child);
    await stopHelpersOf(profile);
    removeQuietly(profile);
  };
  const up = await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok,
    20_000,
  );
  if (!up) {
    await stop();
    throw new Error(`Chromium at ${chromePath} did not open its debugging port.`);
  }
  return { port, stop };
}

interface Measurement {
  form_factor: 'mobile' | 'desktop';
  performance: number;
  lcp_ms: number;
  metrics: Record<string, string | undefined>;
}

/**
 * The server keeps its default overload guard (the app as users run it), so on a loaded machine
 * it may shed a request with 503. A page whose document or schedule was shed is no measurement
 * of the page (an empty schedule scores high): the run fails instead of counting (decision 0168).
 */
function refuseShedPage(lhr: { audits: Record<string, { details?: unknown }> }): void {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { url?: string; statusCode?: number }[] }
    | undefined;
  const shed = (details?.items ?? []).filter(
    (item) =>
      (item.statusCode ?? 0) >= 500 &&
      (item.url?.includes('/api/current-schedule/') || new URL(item.url ?? 'x:/').pathname === '/'),
  );
  if (shed.length > 0) {
    throw new Error(
      `The server shed ${shed.map((item) => `${item.url} (${item.statusCode})`).join(', ')}: not a page measurement.`,
    );
  }
}

/**
 * Lighthouse's own "something went wrong with recording the trace, please run Lighthouse again"
 * errors: the trace, not the page, failed (seen once in 2026-11-27's run: NO_NAVSTART). Such a
 * run is repeated, at most `TRACE_RETRIES` times, and said so; any other runtime error and a shed
 * page still end the benchmark.
 */
const BAD_TRACE_CODES = new Set([
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_FMP',
]);
const TRACE_RETRIES = 2;

class BadTraceError extends Error {}

async function measureAgainOnBadTrace(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  run: number,
): Promise<Measurement> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await measure(url, port, formFactor, run);
    } catch (error) {
      if (!(error instanceof BadTraceError) || attempt >= TRACE_RETRIES) throw error;
      console.log(`${formFactor} run ${run + 1}: ${error.message}; measuring that run again`);
    }
  }
}

async function measure(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  run = 0,
): Promise<Measurement> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  if (lhr.runtimeError) {
    const message = `Lighthouse: ${lhr.runtimeError.message}`;
    throw BAD_TRACE_CODES.has(lhr.runtimeError.code)
      ? new BadTraceError(message)
      : new Error(message);
  }
  refuseShedPage(lhr);
  const audit = (id: string) => lhr.audits[id]?.displayValue;
  if (process.env.LIGHTHOUSE_DUMP) {
    writeFileSync(
      path.join(root, `bench/results/lighthouse-${formFactor}-full-${run}.json`),
      JSON.stringify(lhr, null, 2),
    );
  }
  // The entry chunk's own main-thread time (React's start-up and every render it schedules),
  // from Lighthouse's bootup-time audit: steadier than the score on a shared machine.
  const bootup = lhr.audits['bootup-time']?.details as
    | { items?: { url?: string; scripting?: number }[] }
    | undefined;
  const entry = (bootup?.items ?? []).find((item) =>
    /\/assets\/index-[^/]*\.js$/.test(item.url ?? ''),
  );
  const measurement: Measurement = {
    form_factor: formFactor,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    metrics: {
      first_contentful_paint: audit('first-contentful-paint'),
      largest_contentful_paint: audit('largest-contentful-paint'),
      total_blocking_time: audit('total-blocking-time'),
      cumulative_layout_shift: audit('cumulative-layout-shift'),
      speed_index: audit('speed-index'),
      entry_scripting:
        entry?.scripting === undefined ? undefined : `${Math.round(entry.scripting)} ms`,
    },
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/lighthouse-${formFactor}.json`),
    `${JSON.stringify({ measured_at: lhr.fetchTime, url, ...measurement }, null, 2)}\n`,
  );
  return measurement;
}

async function main(): Promise<void> {
  const givenUrl = argument('--url');
  const server = givenUrl ? null : await startServer();
  const url = givenUrl ?? server?.url ?? '';
  try {
    const chromium = await startChromium();
    try {
      const results: Measurement[] = [];
      const only = argument('--form-factor');
      const formFactors = (['mobile', 'desktop'] as const).filter((f) => !only || only === f);
      for (const formFactor of formFactors) {
        const runs = formFactor === 'mobile' ? MOBILE_RUNS : 1;
        for (let run = 0; run < runs; run += 1) {
          results.push(await measureAgainOnBadTrace(url, chromium.port, formFactor, run));
        }
      }
      console.log(`Lighthouse performance of ${url} (Chromium ${chromePath})\n`);
      for (const { form_factor, performance, metrics } of results) {
        console.log(
          `${form_factor.padEnd(8)} ${String(performance).padStart(3)}  ${JSON.stringify(metrics)}`,
        );
      }
      const mobile = results.filter((result) => result.form_factor === 'mobile');
      const desktop = results.filter((result) => result.form_factor === 'desktop');
      let missed = false;
      if (mobile.length > 0) {
        const score = median(mobile.map((result) => result.performance));
        const lcp = median(mobile.map((result) => result.lcp_ms));
        const met = score >= MOBILE_TARGET && lcp < MOBILE_LCP_TARGET_MS;
        console.log(
          `\nmobile, median of ${mobile.length}: score ${score} (target ${MOBILE_TARGET}), LCP ${lcp} ms (target < ${MOBILE_LCP_TARGET_MS}): ${met ? 'PASS' : 'FAIL'}`,
        );
        missed ||= !met;
      }
      if (desktop.some((result) => result.performance < PERFORMANCE_TARGET)) {
        console.log(`desktop below the target of ${PERFORMANCE_TARGET}.`);
        missed = true;
      }
      if (missed) process.exitCode = 1;
    } finally {
      await chromium.stop();
    }
  } finally {
    await server?.stop();
  }
}

await main();
