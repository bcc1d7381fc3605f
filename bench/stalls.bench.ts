/**
 * npm run bench:stalls
 *
 * How long the app keeps a request waiting in its first minute, when the lifecycle jobs and the
 * demo players' catch-up picks run on PGlite (decision 0204). Starts `npm start` on a fresh data
 * folder (`NODE_ENV=production`, everything else at its default). From the first healthy answer
 * it asks for the web app's `index.html`, which needs no database, one request after another for
 * `BENCH_SECONDS` (default 60), and times each answer. So a slow answer here is the event loop
 * being held, not a query waiting. Prints the distribution and the answers slower than 50 and
 * 200 ms, and the answers other than 200 (the overload guard's 503 when the loop was held), and
 * which of the server's jobs was running (from its log) when each answer over 50 ms waited. No
 * target: it compares versions, run from each one's checkout.
 */
import { openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/spawn-server';
import { countByJobRunning, jobRunsIn } from './job-runs';
import { removeQuietly, scratchFolder } from './scratch-folder';
import { spawnApp, stopApp } from './timed-start';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROOT = fileURLToPath(new URL('../', import.meta.url));

const dataDir = scratchFolder('takeline-stalls');
const logFolder = scratchFolder('takeline-stalls-log');
const logFile = path.join(logFolder, 'server.log');
const port = await freePort();
const child = spawnApp({
  checkout: ROOT,
  port,
  dataDir,
  // stdout carries the server's JSON log, read afterwards: its job runs say when each job held the
  // loop. A file, as a deployment's log would be, so nothing reads it during the measurement.
  stdio: ['ignore', openSync(logFile, 'w'), 'ignore'],
});
const base = `http://127.0.0.1:${port}`;
// When each answer over 50 ms was asked for and answered (epoch ms), set against the jobs' runs
// once the server has stopped and its log is whole; undefined until the minute is over.
let slow: Array<{ from: number; to: number }> | undefined;

/** One answer's milliseconds and status, or null while nothing answers. */
async function timed(url: string): Promise<{ ms: number; status: number } | null> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return null;
  }
}

try {
  const deadline = Date.now() + 120_000;
  while ((await timed(`${base}/api/health`))?.status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('npm start failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const times: number[] = [];
  // Answers other than 200: the overload guard's 503 when the loop was held too long.
  let refused = 0;
  const waited: Array<{ from: number; to: number }> = [];
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const answer = await timed(`${base}/`);
    if (answer === null) throw new Error('the server stopped answering');
    times.push(answer.ms);
    if (answer.ms > 50) waited.push({ from: Date.now() - answer.ms, to: Date.now() });
    if (answer.status !== 200) refused += 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const over = (ms: number) => times.filter((time) => time > ms).length;
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]?.toFixed(1)}; ` +
      `index.html, one request at a time, for the first ${SECONDS} s after the first health answer`,
  );
  console.log(
    '| answers | p50 ms | p99 ms | p99.9 ms | max ms | over 50 ms | over 200 ms | waiting over 50 ms, in all | not 200 |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const heldMs = times.filter((time) => time > 50).reduce((sum, time) => sum + time, 0);
  console.log(
    `| ${times.length} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${at(0.999).toFixed(1)} | ` +
      `${(sorted.at(-1) ?? 0).toFixed(0)} | ${over(50)} | ${over(200)} | ${(heldMs / 1000).toFixed(1)} s | ${refused} |`,
  );
  slow = waited;
} finally {
  await stopApp(child);
  // The server drains after npm has gone; give it time to let the folder go.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (slow) {
    const byJob = [...countByJobRunning(slow, jobRunsIn(readFileSync(logFile, 'utf8').split('\n')))]
      .sort((a, b) => b[1] - a[1])
      .map(([job, count]) => `${job} ${count}`);
    console.log(
      `answers over 50 ms by the job running meanwhile (one during two jobs counts for both): ${byJob.join(', ') || 'none over 50 ms'}`,
    );
  }
  removeQuietly(dataDir);
  removeQuietly(logFolder);
}
