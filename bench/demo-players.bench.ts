/**
 * The living demo (docs/game-rules.md#demo-players): how long the 150 demo players take to
 * create, how many picks land in the first real minute of a fresh start, and the steady
 * pick rate afterwards. PGlite in memory, the real app (`buildApp`, simulated sportsbook).
 *
 *   npm run bench:demo
 *
 * 1. Creation: a fresh database, `ensurePlayers()` timed alone.
 * 2. First minute (real time): fetch the games, then the demo job every
 *    JOB_DEMO_PICKS_SECONDS (5) for 60 s, as `npm start` does; picks made, games with a crowd.
 * 3. Steady state (simulated time): after the warm-up has filled every game, one hour of the
 *    lifecycle on a manual clock (fetch every 60 s, start scan every 15 s, demo every 5 s);
 *    picks per hour and the largest single run.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Clock, ManualClock, MINUTE_MS, systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { queryOne } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open-database';
import { DemoPlayers } from '../apps/server/src/features/demo/demo-players.service';
import { SentimentService } from '../apps/server/src/features/sentiment/sentiment.service';

const PLAYERS = Number(process.env.SIM_PLAYERS ?? 150);

async function fresh(clock: Clock) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = {
    ...loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-long-enough-1234' }),
    simPlayers: PLAYERS,
    dataDir: 'memory://',
  };
  const app = await buildApp({ database, clock, config });
  await app.ready();
  return { database, app, config };
}

async function counts(db: Awaited<ReturnType<typeof fresh>>['database']['db'], now: Date) {
  return queryOne<{ picks: number; open: number; crowded: number }>(
    db,
    sql`select (select count(*)::int from sentiments) as picks,
          (select count(*)::int from events where status = 'upcoming'
             and commence_time > ${now.toISOString()}::timestamptz) as open,
          (select count(distinct s.event_id)::int from sentiments s join events e on e.id = s.event_id
             where e.status = 'upcoming' and e.commence_time > ${now.toISOString()}::timestamptz) as crowded`,
  );
}

async function main() {
  console.log(
    `demo bench: ${PLAYERS} players, ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`,
  );

  // 1. Creation alone.
  {
    const clock = new ManualClock(new Date().toISOString());
    const { database, app, config } = await fresh(clock);
    const demo = new DemoPlayers({
      db: database.db,
      clock,
      sentiments: new SentimentService({ db: database.db, clock, testTools: false }),
      logger: app.log,
      players: PLAYERS,
      seed: config.simSeed,
      leadMs: 12 * 60 * MINUTE_MS,
      everyMs: 5000,
    });
    const started = performance.now();
    const created = await demo.ensurePlayers();
    console.log(`create: ${created} players in ${Math.round(performance.now() - started)} ms`);
    await app.close();
    await database.close();
  }

  // 2. The first real minute, as the scheduler runs it: each run 5 s after the last ended.
  {
    const { database, app } = await fresh(systemClock);
    const began = Date.now();
    await app.lifecycle.run('fetch-events');
    const runs: number[] = [];
    while (Date.now() - began < 60_000) {
      const started = performance.now();
      await app.lifecycle.run('demo-picks');
      runs.push(Math.round(performance.now() - started));
      const left = 60_000 - (Date.now() - began);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(5000, left)));
    }
    const at = await counts(database.db, new Date());
    console.log(
      `first minute: ${at?.picks} picks in ${runs.length} runs (run ms ${runs.join(', ')}); ` +
        `${at?.crowded} of ${at?.open} open games have a crowd`,
    );
    await app.close();
    await database.close();
  }

  // 3. Steady state on a manual clock.
  {
    const clock = new ManualClock(new Date().toISOString());
    const { database, app } = await fresh(clock);
    await app.lifecycle.run('fetch-events');
    let warm = 0;
    for (;;) {
      const run = await app.lifecycle.run('demo-picks');
      warm += run.picks ?? 0;
      clock.advance(5000);
      if ((run.picks ?? 0) === 0) break;
    }
    const before = (await counts(database.db, clock.now()))?.picks ?? 0;
    let largest = 0;
    const started = performance.now();
    for (let second = 0; second < 3600; second += 5) {
      if (second % 60 === 0) await app.lifecycle.run('fetch-events');
      if (second % 15 === 0) await app.lifecycle.run('scan-upcoming-for-start');
      const run = await app.lifecycle.run('demo-picks');
      largest = Math.max(largest, run.picks ?? 0);
      clock.advance(5000);
    }
    const after = await counts(database.db, clock.now());
    console.log(
      `warm-up: ${warm} picks until every game met its target; steady state: ` +
        `${(after?.picks ?? 0) - before} picks per simulated hour, largest run ${largest} ` +
        `(bench took ${Math.round((performance.now() - started) / 1000)} s); ` +
        `${after?.crowded} of ${after?.open} open games have a crowd`,
    );
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
