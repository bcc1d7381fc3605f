/**
 * npm run bench:boards [DATABASE_URL=postgres://…]
 *
 * The boards' reads through HTTP, each an answer the database writes as JSON (decisions 0215,
 * 0216): a full group's standings (GROUP_MAX_MEMBERS members, about 71 KB), the leaderboard's
 * top 100 and this season's board's top 100. The app as main.ts builds it
 * (bench/boards-target.ts, its own process); each read as the group's owner at CONNECTIONS
 * connections for DURATION seconds after a warm-up, one read after the other. On PostgreSQL when
 * DATABASE_URL is set (a throwaway database), then on PGlite (BENCH_PGLITE=0 skips it). Prints
 * answers a second, latency and the CPU per answer of the server and of the database. No target
 * (issue 13 sets none for these reads): exits 1 when any answer fails or holds the wrong number
 * of rows.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { onEachDatabase, type Target, withTarget } from './target-process';

const CONNECTIONS = 10;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Read {
  name: string;
  path: string;
  /** The rows a whole answer holds. */
  rows: number;
}
interface Ready {
  kind: 'ready';
  port: number;
  driver: string;
  token: string;
  reads: Read[];
}
interface Cpu {
  kind: 'cpu';
  cpuSeconds: { server: number; database: number };
}

/** Times one read; answers its table row and whether every answer was whole. */
async function timeRead(target: Target, ready: Ready, read: Read) {
  const url = `http://127.0.0.1:${ready.port}${read.path}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  const sample = await fetch(url, { headers });
  const rows = sample.ok ? ((await sample.json()) as unknown[]).length : 0;
  const load = (seconds: number) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  await load(WARMUP_SECONDS);
  target.send({ kind: 'mark' });
  await target.nextMessage<{ kind: 'marked' }>();
  const result = await load(DURATION_SECONDS);
  target.send({ kind: 'cpu' });
  const { cpuSeconds } = await target.nextMessage<Cpu>();
  const failed = result.non2xx + result.errors;
  const answers = Math.max(1, result.requests.total);
  const perAnswer = (seconds: number) => ((1000 * seconds) / answers).toFixed(2);
  const databaseCpu =
    ready.driver === 'postgres' ? `${perAnswer(cpuSeconds.database)} ms` : 'in the server (PGlite)';
  const row = `| ${ready.driver} | ${read.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${Math.round(result.throughput.total / answers)} | ${rows} of ${read.rows} | ${failed} | ${perAnswer(cpuSeconds.server)} ms, ${databaseCpu} |`;
  return { row, passed: rows === read.rows && failed === 0 };
}

/** One run against a fresh server; answers whether every read passed. */
async function run(postgresUrl: string | undefined): Promise<boolean> {
  return withTarget(path.join(here, 'boards-target.ts'), 'boards', postgresUrl, async (target) => {
    const ready = await target.nextMessage<Ready>();
    const timed = [];
    for (const read of ready.reads) timed.push(await timeRead(target, ready, read));
    target.send({ kind: 'close' });
    console.log(
      `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}; ${ready.driver}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s per read after ${WARMUP_SECONDS}s warm-up\n`,
    );
    console.log(
      '| database | read | answers/s | p50 ms | p99 ms | max ms | bytes/answer | rows | failed | CPU per answer: server, database |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const { row } of timed) console.log(row);
    const passed = timed.every((read) => read.passed);
    console.log(passed ? 'every answer whole: PASS' : 'an answer failed or was not whole: FAIL');
    return passed;
  });
}

await onEachDatabase(run);
