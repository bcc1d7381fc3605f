/**
 * The server for bench/submit.bench.ts, in its own process (a PGlite folder has one owner): the
 * app built as main.ts builds it (production settings, the access log written to a file), its
 * schedule filled once by the simulated sportsbook, and BENCH_USERS users made in SQL with
 * enough points for every stake, each with a token. Talks to the driver over IPC: sends
 * `ready`, answers `check` with what the database holds afterwards.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '../apps/server/src/db/database';
import {
  findBalanceMismatches,
  findOrphanLogRows,
} from '../apps/server/src/features/ledger/ledger.repository';
import { seedBenchUsers } from './bench-database';
import { cpuMeter, listenLocally, openServedApp } from './served-app';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const { app, database, logFile, signToken } = await openServedApp();
await app.lifecycle.fetchEvents();
await app.lifecycle.scanUpcomingForStart();
const { db } = database;

const now = new Date();
await seedBenchUsers(db, {
  prefix: 'submit',
  count: USERS,
  at: now,
  grants: sql`('confidence', 1000, 'signup_grant'), ('ip', 1000, 'signup_grant')`,
});
const users = await queryRows<{ id: number; username: string }>(
  db,
  sql`select id, username from users order by id`,
);
const userTokens = await Promise.all(
  users.map(async (user) => ({ id: user.id, token: await signToken(user) })),
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
const port = await listenLocally(app);
const cpuUsed = await cpuMeter(database);

// The load's CPU profile, when asked (BENCH_CPU_PROF): from here to the check.
const profileFile = process.env.BENCH_CPU_PROF;
const profiler = profileFile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
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
  const cpuSeconds = await cpuUsed();
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
