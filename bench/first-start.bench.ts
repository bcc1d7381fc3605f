/**
 * npm run bench:first-start
 *
 * How long a new user's first `npm start` takes, web build included, from the command to the
 * first health answer (decisions 0219 and 0220). No target: it compares commits. Each start is
 * made in a new git worktree of the commit with a new data folder, the packages this checkout
 * installed linked in (`npm install` is not timed). The commit is HEAD; with
 * `BENCH_COMPARE=<commit>`, that commit is started as many times, alternately, so both see the
 * machine as it is at that minute. `BENCH_STARTS` starts each (default 3). Only committed code
 * is measured.
 *
 * The start's bundles are cached per checkout path (scripts/bundle-cache.mjs), so each worktree
 * compiles its own, as a fresh clone does; the cache keeps one server bundle, so this checkout's
 * next start compiles its own again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median';
import { removeQuietly, scratchFolder } from './scratch-folder';
import { type TimedStart, timeStart } from './timed-start';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** Where npm installed packages: the root and each workspace that has its own. */
const PACKAGE_FOLDERS = ['', 'apps/web', 'apps/server', 'packages/contract'].filter((folder) =>
  existsSync(path.join(ROOT, folder, 'node_modules')),
);

/** Quiet unless it fails: git's progress lines would interleave with the figures. */
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

interface FirstStart extends TimedStart {
  /** When the build printed its last line (the compression's), from the spawn. */
  builtMs: number;
  /** When the server said it had opened its database and waited for the build, if it did. */
  databaseWaitedMs: number | undefined;
}

/** One first start of `commit` in a new worktree; the worktree is removed afterwards. */
async function firstStart(commit: string): Promise<FirstStart> {
  const folder = scratchFolder('takeline-first-start');
  const checkout = path.join(folder, 'checkout');
  git('worktree', 'add', '--detach', checkout, commit);
  try {
    for (const packages of PACKAGE_FOLDERS) {
      symlinkSync(
        path.join(ROOT, packages, 'node_modules'),
        path.join(checkout, packages, 'node_modules'),
      );
    }
    const start = await timeStart(checkout, path.join(folder, 'data'));
    const seen = (pattern: RegExp) => start.printed.find((piece) => pattern.test(piece.text))?.ms;
    const builtMs = seen(/compressed \d+ assets/);
    if (builtMs === undefined) throw new Error(`the start built nothing:\n${start.output}`);
    return { ...start, builtMs, databaseWaitedMs: seen(/waiting for the web app's build/) };
  } finally {
    git('worktree', 'remove', '--force', checkout);
    removeQuietly(folder);
  }
}

const ms = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)));

const head = git('rev-parse', '--short', 'HEAD');
const compare = process.env.BENCH_COMPARE
  ? git('rev-parse', '--short', process.env.BENCH_COMPARE)
  : undefined;
const commits = compare ? [head, compare] : [head];
const results = new Map<string, FirstStart[]>(commits.map((commit) => [commit, []]));
const loadBefore = os.loadavg()[0]?.toFixed(1);
for (let run = 1; run <= STARTS; run += 1) {
  // Alternated: on a shared machine, minutes differ more than commits.
  for (const commit of run % 2 ? commits : [...commits].reverse()) {
    const result = await firstStart(commit);
    results.get(commit)?.push(result);
    console.log(
      `${commit} start ${run}/${STARTS}: healthy after ${ms(result.ms)} ms (built at ${ms(result.builtMs)}, database waited from ${ms(result.databaseWaitedMs)}), CPU ${ms(result.cpuMs)} ms`,
    );
  }
}
console.log(
  `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after\n`,
);
console.log(`| commit | first start, median of ${STARTS} (ms) | each | build done at | CPU |`);
console.log('|---|---:|---|---:|---:|');
for (const [commit, runs] of results) {
  console.log(
    `| ${commit}${commit === head ? ' (HEAD)' : ''} | **${ms(median(runs.map((run) => run.ms)))}** | ${runs.map((run) => ms(run.ms)).join(', ')} | ${ms(median(runs.map((run) => run.builtMs)))} | ${ms(median(runs.map((run) => run.cpuMs)))} |`,
  );
}
git('worktree', 'prune');
