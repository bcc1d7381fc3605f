/**
 * npm run bench:stream
 *
 * The live stream's fan-out (docs/architecture.md#live-push): one real server process (PGlite,
 * jobs off, test tools on) holds STREAMS concurrent `GET /api/stream` connections opened from
 * this process. Then ROUNDS times one change is made (a test event's score, through the test
 * tools) and every stream's delivery time is taken, from the request that made the change to
 * the event's arrival. Reports delivery p50/p99/max over every stream and round, and the server's
 * memory per open stream (resident set of its process tree, before and after the streams
 * opened). Target: p99 under 500 ms, every stream served every event. Exits 1 when missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { HttpApi } from '../apps/server/src/test/http-api';
import { startServerProcess } from '../apps/server/src/test/server-process';
import { openSse, type SseStream } from '../apps/server/src/test/sse-client';
import { testEventBody } from '../apps/server/src/test/test-tool-bodies';
import { removeQuietly, scratchFolder } from './scratch-folder';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const P99_TARGET_MS = 500;
const OPEN_BATCH = 100;

/** Resident memory of a process, in bytes (Linux /proc). */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The process and its descendants (tsx runs the server in a child node process). */
function tree(pid: number): number[] {
  const pids = [pid];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/) : []) pids.push(...tree(Number(child)));
  }
  return pids;
}

/** The server's node process: the largest of the tree. */
function serverRss(pid: number): number {
  return Math.max(...tree(pid).map(rss));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const dataDir = scratchFolder('takeline-bench-stream');
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const streams: SseStream[] = [];
  try {
    const api = new HttpApi(server.url);
    const admin = await api.adminToken();
    const start = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const { event } = await api.call<{ event: { id: string } }>(
      'POST',
      '/api/test-events/',
      testEventBody({ commence_time: start }),
      admin,
    );
    await api.call('POST', `/api/test-events/test-event/start/${event.id}`, undefined, admin);
    // Warm the change path up and let start-up garbage go before the baseline.
    for (let round = 0; round < 3; round += 1) {
      await api.call(
        'POST',
        `/api/test-events/score/${event.id}`,
        { home_team_score: 0, away_team_score: round },
        admin,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssBefore = serverRss(server.pid);

    const opening = performance.now();
    for (let opened = 0; opened < STREAMS; opened += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, STREAMS - opened);
      const next = await Promise.all(
        Array.from({ length: batch }, () => openSse(`${server.url}/api/stream`)),
      );
      await Promise.all(next.map((stream) => stream.next((e) => e.type === 'ready', 30_000)));
      streams.push(...next);
    }
    const openSeconds = (performance.now() - opening) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = serverRss(server.pid);
    const perStreamKb = (rssAfter - rssBefore) / STREAMS / 1024;

    const delays: number[] = [];
    const requestMs: number[] = [];
    let missed = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const matches = (e: { type: string; data: unknown }) =>
        e.type === 'score' && (e.data as { home_team_score: number }).home_team_score === round;
      const sentAt = performance.now();
      const arrivals = streams.map((stream) => stream.next(matches, 10_000).catch(() => null));
      await api.call(
        'POST',
        `/api/test-events/score/${event.id}`,
        { home_team_score: round, away_team_score: 0 },
        admin,
      );
      requestMs.push(performance.now() - sentAt);
      for (const arrival of await Promise.all(arrivals)) {
        if (arrival) delays.push(arrival.at - sentAt);
        else missed += 1;
      }
    }
    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const max = delays.at(-1) ?? Number.NaN;

    console.log(`streams: ${STREAMS} open in ${openSeconds.toFixed(1)} s; rounds: ${ROUNDS}`);
    console.log(
      `delivery (change request sent -> event received), ms: p50 ${p50.toFixed(1)}, p99 ${p99.toFixed(1)}, max ${max.toFixed(1)}; missed ${missed}`,
    );
    requestMs.sort((a, b) => a - b);
    console.log(
      `the change's own request (included above), ms: p50 ${percentile(requestMs, 50).toFixed(1)}, max ${(requestMs.at(-1) ?? 0).toFixed(1)}`,
    );
    console.log(
      `server memory (RSS of its node process): ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssAfter / 2 ** 20).toFixed(0)} MB with the streams: ${perStreamKb > 0 ? `${perStreamKb.toFixed(1)} KB per stream` : 'not measurable this run (garbage collection moved more than the streams added)'}`,
    );
    const ok = missed === 0 && p99 < P99_TARGET_MS;
    console.log(
      ok ? `PASS: p99 < ${P99_TARGET_MS} ms, every event delivered` : 'FAIL: target missed',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    removeQuietly(dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
