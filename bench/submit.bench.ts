/**
 * npm run bench:submit
 *
 * The write path users hit most (docs/architecture.md#10-benchmarks): many users submitting
 * moneyline, spread and totals sentiments on many events over HTTP, 50 connections, every
 * request a different (user, event, market). The server (bench/submit-target.ts) runs in its own
 * process on PGlite, or on a throwaway PostgreSQL database when DATABASE_URL is set; its users
 * and their tokens are made before the timed part. Afterwards the database must hold every
 * accepted submission once, with its stake in the ledger exactly once and every balance equal
 * to its ledger sum.
 *
 *   npm run bench:submit                                                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:submit   # PostgreSQL
 *
 * Target on PostgreSQL: at least 2,000 submissions/s with p99 under 50 ms. Exits 1 when missed
 * or inconsistent. With DATABASE_URL it then runs the same on PGlite for comparison (figures and
 * correctness only; BENCH_PGLITE=0 skips it).
 *
 * BENCH_CPU_PROF=<file.cpuprofile> writes the server's CPU profile of the load (warm-up and
 * measured part, not the setup) to that file.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { onEachDatabase, withTarget } from './target-process';

const CONNECTIONS = 50;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const TARGET_PER_SECOND = 2000;
const TARGET_P99_MS = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  kind: 'ready';
  port: number;
  driver: string;
  users: Array<{ id: number; token: string }>;
  events: string[];
  logFile: string;
}
interface Checked {
  kind: 'checked';
  /** What submit-target.ts counts after the load (its check query's columns). */
  counts: {
    sentiments: number;
    staked: number;
    ledger_stakes: number;
    doubled: number;
    unmatched: number;
  };
  /** CPU the server process and the database's backends used during the load (warm-up included). */
  cpuSeconds: { server: number; database: number };
  mismatches: number;
  orphans: number;
}

/** Every (user, event, market) once; consecutive requests go to different users. */
function* submissions(ready: Ready) {
  const { users, events } = ready;
  const markets = ['moneyline', 'spread', 'totals'] as const;
  for (let i = 0; i < users.length * events.length * markets.length; i += 1) {
    const user = users[i % users.length];
    const eventId = events[Math.floor(i / users.length) % events.length];
    const market = markets[Math.floor(i / (users.length * events.length))];
    if (!user || !eventId || !market) return;
    const side = i % 2 === 0;
    const body =
      market === 'moneyline'
        ? {
            event_id: eventId,
            selection_type: side ? 'Take' : 'Pass',
            selection_value: side ? 'home' : 'away',
            confidence_points: 1 + (i % 5),
          }
        : {
            event_id: eventId,
            selection_type: 'Take',
            selection_value:
              market === 'spread' ? (side ? 'home' : 'away') : side ? 'over' : 'under',
            is_custom: false,
            confidence_points_staked: 1 + (i % 3),
          };
    yield { market, token: user.token, body: JSON.stringify(body) };
  }
}

/**
 * What the server itself took per submission answered in [from, to] (epoch ms), from its access
 * log: from the request's arrival in Fastify to the answer sent. autocannon's latency also counts
 * time before the server reads the request and the load generator's own delays, so a gap
 * between the two says where a slow answer waited.
 */
function serverTimes(logFile: string, from: number, to: number) {
  const times: number[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"url":"/api/sentiment/')) continue;
    const at = Number(/"time":(\d+)/.exec(line)?.[1]);
    const took = Number(/"responseTime":([\d.]+)/.exec(line)?.[1]);
    if (at >= from && at <= to && Number.isFinite(took)) times.push(took);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { count: times.length, p50: at(0.5) ?? 0, p99: at(0.99) ?? 0, max: times.at(-1) ?? 0 };
}

/** One run against a fresh server on PostgreSQL (a throwaway database) or PGlite; answers PASS. */
async function run(postgresUrl: string | undefined): Promise<boolean> {
  return withTarget(path.join(here, 'submit-target.ts'), 'submit', postgresUrl, async (target) => {
    const ready = await target.nextMessage<Ready>();
    const queue = submissions(ready);
    let exhausted = false;
    const load = (seconds: number) =>
      autocannon({
        url: `http://127.0.0.1:${ready.port}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const next = queue.next();
              if (next.done) {
                exhausted = true;
                return { ...request, path: '/api/health', method: 'GET' };
              }
              const { market, token, body } = next.value;
              return {
                ...request,
                path: `/api/sentiment/${market}`,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body,
              };
            },
          },
        ],
      });
    const warmup = await load(WARMUP_SECONDS);
    const measuredFrom = Date.now();
    const result = await load(DURATION_SECONDS);
    const measuredTo = Date.now();
    if (exhausted) throw new Error('ran out of submissions: raise BENCH_USERS');
    const accepted = warmup['2xx'] + result['2xx'];
    const failed = warmup.non2xx + result.non2xx + warmup.errors + result.errors;
    const shed = [warmup, result].reduce((n, r) => n + (r.statusCodeStats?.['503']?.count ?? 0), 0);
    const statuses = [warmup, result].flatMap((r) =>
      Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`),
    );

    target.send({ kind: 'check' });
    const checked = await target.nextMessage<Checked>();
    const { counts } = checked;
    const consistent =
      // Requests still in flight when autocannon stops are answered but not counted by it.
      counts.sentiments >= accepted &&
      counts.sentiments <= accepted + 2 * CONNECTIONS &&
      counts.staked === counts.ledger_stakes &&
      counts.doubled === 0 &&
      counts.unmatched === 0 &&
      checked.mismatches === 0 &&
      checked.orphans === 0 &&
      // PGlite runs on the server's event loop: its overload guard's 503s are reported, not
      // counted as lost submissions (nothing was written for them); any other failure is.
      failed - (ready.driver === 'pglite' ? shed : 0) === 0;
    const perSecond = Math.round(result.requests.average);
    const fast = perSecond >= TARGET_PER_SECOND && result.latency.p99 < TARGET_P99_MS;
    const passed = consistent && (ready.driver !== 'postgres' || fast);

    console.log(
      `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}; ${ready.driver}, ${ready.users.length} users, ${ready.events.length} events, ${CONNECTIONS} connections, ${DURATION_SECONDS}s after ${WARMUP_SECONDS}s warm-up\n`,
    );
    console.log('| database | submissions/s | p50 ms | p99 ms | max ms | accepted | failed |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${ready.driver} | ${perSecond} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${accepted} | ${failed} |`,
    );
    if (failed > 0) console.log(`\nanswers (warm-up, then measured): ${statuses.join(', ')}`);
    const own = serverTimes(ready.logFile, measuredFrom, measuredTo);
    console.log(
      `the server's own time per submission (its access log, ${own.count} answers of the measured part): p50 ${own.p50} ms, p99 ${own.p99} ms, max ${own.max} ms`,
    );
    console.log(
      `\nafterwards: ${counts.sentiments} sentiments for ${accepted} accepted answers (+ up to ${2 * CONNECTIONS} in flight at the stops); stakes ${counts.staked} on the sentiments, ${counts.ledger_stakes} in the ledger; ${counts.doubled} doubled, ${counts.unmatched} unmatched; ${checked.mismatches} balance mismatches, ${checked.orphans} orphan rows: ${consistent ? 'consistent' : 'INCONSISTENT'}`,
    );
    const perPick = (seconds: number) =>
      ((1000 * seconds) / Math.max(1, counts.sentiments)).toFixed(2);
    console.log(
      `CPU per submission (warm-up included): server ${perPick(checked.cpuSeconds.server)} ms, PostgreSQL backends ${ready.driver === 'postgres' ? `${perPick(checked.cpuSeconds.database)} ms` : 'n/a (PGlite runs in the server)'}`,
    );
    console.log(
      ready.driver === 'postgres'
        ? `target (PostgreSQL) >= ${TARGET_PER_SECOND}/s and p99 < ${TARGET_P99_MS} ms: ${fast ? 'met' : 'missed'}; ${passed ? 'PASS' : 'FAIL'}`
        : `PGlite (figures for comparison, no target; ${shed} shed with 503): ${passed ? 'consistent, PASS' : 'FAIL'}`,
    );
    return passed;
  });
}

// On PostgreSQL the target is judged; PGlite's figures follow for comparison.
await onEachDatabase(run);
