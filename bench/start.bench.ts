/**
 * npm run bench:start
 *
 * How long `npm start` takes to answer /api/health on a checkout that is already built (issue 13
 * section 6, decision 0110). Builds first when the web app is out of date (untimed), then starts
 * the app `BENCH_STARTS` times (default 5) on one PGlite folder, as a user's later starts do,
 * and once on a fresh folder. For comparison ("before", decision 0117) it also starts
 * `npm run serve` as many times: the same server run from its sources through tsx, as `npm start`
 * did before it ran a cached bundle. Also times the parts: node alone, the TypeScript runtime,
 * loading the server's modules (through tsx, and as the bundle) and opening the database.
 * Target: median start on a built checkout under 3 s. Exits 1 when missed. The load average is
 * printed before and after: on a shared machine it moves the figures by seconds.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median';
import { removeQuietly, scratchFolder } from './scratch-folder';
import { timeStart } from './timed-start';

const TARGET_MS = 3000;
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function timeCommand(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return performance.now() - started;
}

/**
 * Opening the existing PGlite folder through tsx: the whole command's wall time (runtime start and
 * imports included), and the `openDatabase` call alone as start-parts.ts times it inside.
 */
function timeOpenDatabase(dataDir: string): { wallMs: number; openMs: number } {
  const started = performance.now();
  const result = spawnSync(TSX, ['bench/start-parts.ts', 'database', dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  const printed = /openDatabase (\d+(?:\.\d+)?) ms/.exec(result.stdout ?? '');
  if (result.status !== 0 || !printed) throw new Error(`start-parts.ts failed: ${result.stderr}`);
  return { wallMs, openMs: Number(printed[1]) };
}

/**
 * Loads app.ts's module graph as npm start does: hash the inputs, run the cached bundle with its
 * code cache (written by the first of these runs, decision 0210).
 */
const BUNDLED_MODULES = [
  '--input-type=module',
  '-e',
  `const { cachedBundle, SERVER_INPUTS } = await import('./scripts/bundle-cache.mjs');
   const { runBundle } = await import('./scripts/run-bundle.mjs');
   runBundle(await cachedBundle({ name: 'bench-app', entry: 'apps/server/src/app.ts',
     inputs: SERVER_INPUTS }));`,
];

const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';
const loadBefore = loadAverage();
const dataDir = scratchFolder('takeline-start');
try {
  // The first start builds when the web app is out of date; it is not the figure we want.
  const first = await timeStart(ROOT, dataDir);
  const built = /skipping the build/.test(first.output) ? 'was already built' : 'built first';
  console.log(`first start (${built}, fresh data folder): ${Math.round(first.ms)} ms`);

  const times: number[] = [];
  const cpu: number[] = [];
  const afterListen: number[] = [];
  for (let run = 1; run <= STARTS; run += 1) {
    const { ms, cpuMs, output, afterListenMs } = await timeStart(ROOT, dataDir);
    if (!/skipping the build/.test(output)) throw new Error('npm start rebuilt a built checkout');
    times.push(ms);
    cpu.push(cpuMs);
    afterListen.push(afterListenMs);
    console.log(
      `start ${run}/${STARTS} (built checkout, existing data folder): ${Math.round(ms)} ms, CPU ${Math.round(cpuMs)} ms, first answer ${Math.round(afterListenMs)} ms after listening`,
    );
  }
  const before: number[] = [];
  const beforeCpu: number[] = [];
  for (let run = 1; run <= STARTS; run += 1) {
    const { ms, cpuMs } = await timeStart(ROOT, dataDir, 'serve');
    before.push(ms);
    beforeCpu.push(cpuMs);
    console.log(
      `before: npm run serve (tsx) ${run}/${STARTS}: ${Math.round(ms)} ms, CPU ${Math.round(cpuMs)} ms`,
    );
  }
  const freshDir = scratchFolder('takeline-start-fresh');
  const fresh = await timeStart(ROOT, freshDir);
  removeQuietly(freshDir);

  timeCommand(process.execPath, BUNDLED_MODULES); // compiles the bundle, untimed
  const parts = {
    node: timeCommand(process.execPath, ['-e', '0']),
    tsx: timeCommand(TSX, ['-e', '0']),
    serverModules: timeCommand(TSX, ['bench/start-parts.ts', 'modules']),
    bundle: timeCommand(process.execPath, BUNDLED_MODULES),
    openDatabase: timeOpenDatabase(dataDir),
  };
  const result = median(times);
  const passed = result < TARGET_MS;
  console.log(
    `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadBefore} before, ${loadAverage()} after\n`,
  );
  console.log('| start | ms |');
  console.log('|---|---:|');
  console.log(
    `| **npm start, built checkout, existing data (median of ${STARTS})** | **${Math.round(result)}** |`,
  );
  console.log(`| same, slowest | ${Math.round(Math.max(...times))} |`);
  console.log(`| same, CPU time until healthy (median) | ${Math.round(median(cpu))} |`);
  console.log(
    `| same, from "Takeline is up" to the first health answer (median; the first jobs run meanwhile, decision 0204) | ${Math.round(median(afterListen))} |`,
  );
  console.log(
    `| before: npm run serve, sources through tsx (median of ${STARTS}) | ${Math.round(median(before))} |`,
  );
  console.log(`| before, CPU time until healthy (median) | ${Math.round(median(beforeCpu))} |`);
  console.log(`| npm start, built checkout, fresh data folder | ${Math.round(fresh.ms)} |`);
  console.log(`| part: node -e 0 | ${Math.round(parts.node)} |`);
  console.log(`| part: tsx -e 0 | ${Math.round(parts.tsx)} |`);
  console.log(`| part: tsx, load the server's modules | ${Math.round(parts.serverModules)} |`);
  console.log(`| part: node, load the cached server bundle | ${Math.round(parts.bundle)} |`);
  console.log(
    `| part: tsx, open the existing PGlite folder | ${Math.round(parts.openDatabase.wallMs)} |`,
  );
  console.log(
    `| part: of which openDatabase itself (timed inside the process) | ${Math.round(parts.openDatabase.openMs)} |`,
  );
  console.log(
    `\nmedian start ${Math.round(result)} ms (target < ${TARGET_MS} ms): ${passed ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  removeQuietly(dataDir);
}
