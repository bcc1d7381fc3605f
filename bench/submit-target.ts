/**
 * The server for bench/submit.bench.ts, in its own process (a PGlite folder has one owner): the
 * app built as main.ts builds it (production settings, the access log written to a file), its
 * schedule filled once by the simulated sportsbook, and BENCH_USERS users made in SQL with
 * enough points for every stake, each with a token. Talks to the driver over IPC: sends
 * `ready`, answers `check` with what the database holds afterwards.
 */
import { openSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { queryOne, queryRows } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open-database';
import { createSession } from '../apps/server/src/features/auth/sessions.repository';
import { resolveJwtSecret, TokenService } from '../apps/server/src/features/auth/tokens';
import {
  findBalanceMismatches,
  findOrphanLogRows,
} from '../apps/server/src/features/ledger/ledger.repository';
import { postEntriesFrom } from '../apps/server/src/features/ledger/ledger.service';
import { logDestination } from '../apps/server/src/plugins/access-log';
import { backendCpuSeconds } from './process-cpu';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
// The driver makes this folder and removes it after the run (bench/scratch-folder.ts).
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR must name the folder for this run (submit.bench.ts)');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JOBS_ENABLED: '0',
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  // Registration is limited per address (the bench makes its users in SQL, but says so anyway).
  REGISTRATIONS_PER_HOUR: '1000000',
});
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const logFile = path.join(dataDir, 'server.log');
const app = await buildApp({
  database,
  clock: systemClock,
  config,
  logger: { level: config.logLevel, stream: logDestination(openSync(logFile, 'a')) },
});
await app.lifecycle.fetchEvents();
await app.lifecycle.scanUpcomingForStart();
const { db } = database;

const now = new Date();
await db.execute(sql`
  insert into users (username, email, name, password_hash, created_at)
  select 'submit' || n, 'submit' || n || '@example.com', 'Submit ' || n, 'x', ${now.toISOString()}::timestamptz
  from generate_series(1, ${USERS}) as n`);
await db.transaction(async (tx) => {
  await postEntriesFrom(
    tx,
    sql`select id as user_id, v.currency, 1000 as amount, v.reason, null::bigint as sentiment_id,
          null::date as login_day, null::text as note
        from users cross join lateral (values ('confidence', 'signup_grant'), ('ip', 'signup_grant'))
          as v(currency, reason)`,
    now,
  );
});
const tokens = new TokenService(
  resolveJwtSecret(config.jwtSecret, config.dataDir),
  systemClock,
  3600,
);
const users = await queryRows<{ id: number; username: string }>(
  db,
  sql`select id, username from users order by id`,
);
const userTokens = await Promise.all(
  users.map(async (user) => ({
    id: user.id,
    // A token is honoured only with an open session behind it (docs/security.md).
    token: await tokens.sign({
      userId: user.id,
      username: user.username,
      sessionId: await createSession(db, user.id, systemClock.now(), tokens.expiresAt()),
    }),
  })),
);
// Events open for at least the next hour, with all three lines.
const events = await queryRows<{ id: string }>(
  db,
  sql`select id from events
      where status = 'upcoming' and commence_time > now() + interval '1 hour'
        and h2h_home_team_value is not null and spreads_home_team_point is not null
        and totals_over_point is not null
      order by id`,
);
await app.listen({ port: 0, host: '127.0.0.1' });
const cpuAtStart = { server: process.cpuUsage(), backends: await backendCpuSeconds(database) };

// The load's CPU profile, when asked (BENCH_CPU_PROF): from here to the check.
const profileFile = process.env.BENCH_CPU_PROF;
const profiler = profileFile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({
  kind: 'ready',
  port,
  driver: database.driver,
  users: userTokens,
  events: events.map((event) => event.id),
  logFile,
});

process.on('message', async (message: { kind: string }) => {
  if (message.kind !== 'check') return;
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  const counts = await queryOne<Record<string, number>>(
    db,
    sql`select
      (select count(*) from sentiments)::int as sentiments,
      (select coalesce(sum(confidence_points_staked + staked_ip), 0) from sentiments)::int as staked,
      (select coalesce(-sum(amount), 0) from ledger_entries where reason = 'stake')::int as ledger_stakes,
      (select count(*) from (
        select sentiment_id, currency from ledger_entries where reason = 'stake'
        group by sentiment_id, currency having count(*) > 1) d)::int as doubled,
      (select count(*) from sentiments s where confidence_points_staked + staked_ip <>
        coalesce((select -sum(amount) from ledger_entries l
                  where l.sentiment_id = s.id and l.reason = 'stake'), 0))::int as unmatched`,
  );
  const server = process.cpuUsage(cpuAtStart.server);
  let databaseCpu = 0;
  for (const [pid, seconds] of await backendCpuSeconds(database)) {
    databaseCpu += seconds - (cpuAtStart.backends.get(pid) ?? 0);
  }
  const cpuSeconds = { server: (server.user + server.system) / 1e6, database: databaseCpu };
  const mismatches = await findBalanceMismatches(db);
  const orphans = await findOrphanLogRows(db);
  process.send?.({
    kind: 'checked',
    counts,
    cpuSeconds,
    mismatches: mismatches.length,
    orphans: orphans.length,
  });
  await app.close();
  await database.close();
  process.exit(0);
});
