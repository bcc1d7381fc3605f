/**
 * npm run bench:standings [DATABASE_URL=postgres://…]
 *
 * A full group's standings (GROUP_MAX_MEMBERS members, about 71 KB of JSON) through HTTP, the
 * read decision 0215 made lighter: the app as main.ts builds it (bench/standings-target.ts, its
 * own process), `GET /api/groups/:id/standings?window=all` as the group's owner at CONNECTIONS
 * connections for DURATION seconds after a warm-up. On PostgreSQL when DATABASE_URL is set (a
 * throwaway database), then on PGlite (BENCH_PGLITE=0 skips it). Prints answers a second,
 * latency and the CPU per answer of the server and of the database. No target (issue 13 sets
 * none for this read): exits 1 when any answer fails or the standings do not hold every member.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { onEachDatabase, withTarget } from './target-process';

const CONNECTIONS = 10;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  kind: 'ready';
  port: number;
  driver: string;
  path: string;
  token: string;
  members: number;
}
interface Checked {
  kind: 'checked';
  cpuSeconds: { server: number; database: number };
}

/** One run against a fresh server; answers whether every answer was whole. */
async function run(postgresUrl: string | undefined): Promise<boolean> {
  return withTarget(
    path.join(here, 'standings-target.ts'),
    'standings',
    postgresUrl,
    async (target) => {
      const ready = await target.nextMessage<Ready>();
      const url = `http://127.0.0.1:${ready.port}${ready.path}`;
      const headers = { authorization: `Bearer ${ready.token}` };
      const sample = await fetch(url, { headers });
      const rows = sample.ok ? ((await sample.json()) as unknown[]) : [];
      const whole = rows.length === ready.members;
      const load = (seconds: number) =>
        autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
      await load(WARMUP_SECONDS);
      target.send({ kind: 'mark' });
      await target.nextMessage<{ kind: 'marked' }>();
      const result = await load(DURATION_SECONDS);
      target.send({ kind: 'check' });
      const { cpuSeconds } = await target.nextMessage<Checked>();
      const failed = result.non2xx + result.errors;
      const answers = Math.max(1, result.requests.total);
      const perAnswer = (seconds: number) => ((1000 * seconds) / answers).toFixed(2);
      console.log(
        `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}; ${ready.driver}, a group of ${ready.members}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s after ${WARMUP_SECONDS}s warm-up\n`,
      );
      console.log(
        '| database | answers/s | p50 ms | p99 ms | max ms | bytes/answer | failed | CPU per answer: server, database |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---|');
      const databaseCpu =
        ready.driver === 'postgres'
          ? `${perAnswer(cpuSeconds.database)} ms`
          : 'in the server (PGlite)';
      console.log(
        `| ${ready.driver} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${Math.round(result.throughput.total / answers)} | ${failed} | ${perAnswer(cpuSeconds.server)} ms, ${databaseCpu} |`,
      );
      const passed = whole && failed === 0;
      console.log(
        `${rows.length} of ${ready.members} members in the answer; ${passed ? 'PASS' : 'FAIL'}`,
      );
      return passed;
    },
  );
}

await onEachDatabase(run);
