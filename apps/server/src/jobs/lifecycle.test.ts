import { moneylineFavourite, type ScheduledGame } from '@takeline/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../clock';
import { events, sentiments } from '../db/schema';
import { SimulatedSportsbook } from '../feeds/simulated/simulated-sportsbook';
import { adminToken, eventRow, lifecycleSnapshot, runAdminJob } from '../test/admin-jobs';
import { captureLogger } from '../test/capture-logger';
import { insertEvent, seedSentiment, seedUser } from '../test/event-factory';
import { balancesOf, bearer, expectLedgerInvariant, registerUser } from '../test/factories';
import { useLiveTestApp } from '../test/live-test-app';
import { TEST_NOW } from '../test/test-app';
import { JobScheduler, lifecycleSchedule } from './job-scheduler';
import { LIFECYCLE_JOB_NAMES } from './lifecycle-jobs';

let book: SimulatedSportsbook;
const t = useLiveTestApp({
  deps: (clock) => {
    book = new SimulatedSportsbook({ seed: 99, speed: 1, clock, publicUrl: 'http://localhost' });
    return { oddsFeed: book, newsFeed: book };
  },
});

async function firstUpcomingGame(): Promise<ScheduledGame> {
  const games = (await t.app.inject({ url: '/api/current-schedule/baseball_mlb' })).json();
  const game = games[0] as ScheduledGame | undefined;
  if (!game) throw new Error('the schedule is empty');
  return game;
}

/** A user backing the home side on the moneyline with 2 confidence points. */
async function backHome(game: ScheduledGame) {
  const user = await seedUser(t.db);
  await seedSentiment(t.db, {
    userId: user.id,
    eventId: game.id,
    market: 'moneyline',
    selectionType: 'Take',
    selectionValue: 'home',
    confidenceStake: 2,
    price: game.h2h_home_team_value,
  });
  return user;
}

function simGame(id: string) {
  const found = book.schedule
    .gamesStartingBetween('baseball_mlb', Date.parse(TEST_NOW), Date.parse(TEST_NOW) + DAY_MS)
    .find((game) => game.id === id);
  if (!found) throw new Error(`${id} is not a simulated game`);
  return found;
}

async function sentimentOutcome(eventId: string) {
  const [row] = await t.db
    .select({ outcome: sentiments.outcome })
    .from(sentiments)
    .where(eq(sentiments.eventId, eventId));
  return row?.outcome;
}

describe('the event lifecycle, through the admin routes', () => {
  it('takes a game from upcoming to in progress, live scores, completed and settled', async () => {
    const token = await adminToken(t.app, t.db);
    const fetched = await runAdminJob(t.app, token, 'fetch-events');
    expect(fetched.message).toBe('Events fetched successfully.');
    expect(fetched.counts.inserted).toBeGreaterThan(0);
    expect(fetched.feed).toMatchObject({ source: 'simulated', disabled: false });

    const game = await firstUpcomingGame();
    const sim = simGame(game.id);
    // A user takes the favourite on the moneyline, through the real submission route.
    const user = await registerUser(t.app);
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sentiment/moneyline',
        headers: bearer(user.token),
        payload: { event_id: game.id, selection_type: 'Take', confidence_points: 2 },
      });
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(201);
    const favourite = moneylineFavourite(game);

    // Upcoming -> in progress, once its commence time has passed.
    await runAdminJob(t.app, token, 'scan-upcoming-for-start');
    expect((await eventRow(t.db, game.id))?.status).toBe('upcoming');
    t.clock.set(sim.commence.getTime() + MINUTE_MS);
    const started = await runAdminJob(t.app, token, 'scan-upcoming-for-start');
    expect(started.counts.started).toBeGreaterThanOrEqual(1);
    expect((await eventRow(t.db, game.id))?.status).toBe('in_progress');
    const schedule = (await t.app.inject({ url: '/api/current-schedule/baseball_mlb' })).json();
    expect(schedule.map((g: ScheduledGame) => g.id)).not.toContain(game.id);
    expect((await submit()).statusCode).toBe(409);

    // Live scores follow the feed while the game is on.
    t.clock.set(sim.commence.getTime() + 100 * MINUTE_MS);
    const live = await runAdminJob(t.app, token, 'scan-live-scores');
    expect(live.counts.scores_updated).toBeGreaterThanOrEqual(1);
    const expected = book.schedule.scoreAt(sim, t.clock.now().getTime());
    const liveScores = (await t.app.inject({ url: '/api/live-scores/baseball_mlb' })).json();
    expect(liveScores.find((s: { id: string }) => s.id === game.id)).toMatchObject({
      home_team_score: expected?.home,
      away_team_score: expected?.away,
    });

    // Completed with the final score once the feed reports it.
    t.clock.set(sim.end.getTime() + MINUTE_MS);
    const completed = await runAdminJob(t.app, token, 'scan-for-completed');
    expect(completed.counts.completed).toBeGreaterThanOrEqual(1);
    const final = book.schedule.scoreAt(sim, sim.end.getTime());
    expect(await eventRow(t.db, game.id)).toEqual({
      status: 'completed',
      home_team_score: final?.home,
      away_team_score: final?.away,
    });
    expect(await sentimentOutcome(game.id)).toBe('Pending');

    // Settled by Finish Completed, through the settlement service.
    const settled = await runAdminJob(t.app, token, 'scan-completed');
    expect(settled.message).toBe('Completed events successfully.');
    expect(settled.counts.settled_sentiments).toBe(1);
    expect((await eventRow(t.db, game.id))?.status).toBe('settled');
    const homeWon = (final?.home ?? 0) > (final?.away ?? 0);
    const favouriteWon = homeWon === (favourite === 'home');
    expect(await sentimentOutcome(game.id)).toBe(favouriteWon ? 'Win' : 'Loss');
    expect((await balancesOf(t.db, user.user.id))?.confidence).toBe(favouriteWon ? 10 : 8);
    await expectLedgerInvariant(t.db);

    const past = (await t.app.inject({ url: '/api/past-scores?sport_key=baseball_mlb' })).json();
    expect(past.find((p: { id: string }) => p.id === game.id)).toMatchObject({
      winner: homeWon ? game.home_team : game.away_team,
      points_diff: Math.abs((final?.home ?? 0) - (final?.away ?? 0)),
    });
  });
});

describe('the event lifecycle, through the scheduled runner', () => {
  it('runs every job at start, then each when due by the clock, to settlement', async () => {
    const { logger } = captureLogger();
    const scheduler = new JobScheduler({
      jobs: t.app.lifecycle,
      schedule: lifecycleSchedule(t.config.jobIntervals),
      clock: t.clock,
      logger,
    });
    const first = await scheduler.runDue();
    expect(Object.keys(first)).toEqual([...LIFECYCLE_JOB_NAMES]);
    expect(first['fetch-events']?.inserted).toBeGreaterThan(0);
    // Nothing is due again until the clock moves.
    expect(await scheduler.runDue()).toEqual({});

    const game = await firstUpcomingGame();
    await backHome(game);
    const sim = simGame(game.id);

    t.clock.set(sim.commence.getTime() + 30 * MINUTE_MS);
    const atStart = await scheduler.runDue();
    expect(atStart['scan-upcoming-for-start']?.started).toBeGreaterThanOrEqual(1);
    expect(atStart['scan-live-scores']?.scores_updated).toBeGreaterThanOrEqual(1);
    expect((await eventRow(t.db, game.id))?.status).toBe('in_progress');

    t.clock.set(sim.commence.getTime() + 120 * MINUTE_MS);
    await scheduler.runDue();
    const midGame = book.schedule.scoreAt(sim, t.clock.now().getTime());
    expect(await eventRow(t.db, game.id)).toEqual({
      status: 'in_progress',
      home_team_score: midGame?.home,
      away_team_score: midGame?.away,
    });

    t.clock.set(sim.end.getTime() + MINUTE_MS);
    const atEnd = await scheduler.runDue();
    // One pass, in lifecycle order: completed by one job, settled by the next.
    expect(atEnd['scan-for-completed']?.completed).toBeGreaterThanOrEqual(1);
    expect(atEnd['scan-completed']?.settled_sentiments).toBe(1);
    expect((await eventRow(t.db, game.id))?.status).toBe('settled');
    expect(await sentimentOutcome(game.id)).not.toBe('Pending');
    await expectLedgerInvariant(t.db);
    await scheduler.stop();
  });
});

describe('idempotence', () => {
  it('every job changes nothing when run a second time', async () => {
    // Work for the cleanup jobs: a stale event and a cancelled one, each with a stake on it.
    const user = await seedUser(t.db);
    await insertEvent(t.db, {
      id: 'stale',
      origin: 'simulated',
      commenceTime: new Date(Date.parse(TEST_NOW) - 4 * DAY_MS),
      status: 'in_progress',
    });
    await insertEvent(t.db, { id: 'called-off', status: 'cancelled' });
    for (const eventId of ['stale', 'called-off']) {
      await seedSentiment(t.db, {
        userId: user.id,
        eventId,
        market: 'moneyline',
        selectionType: 'Take',
        selectionValue: 'home',
        confidenceStake: 1,
        price: -142,
      });
    }
    // Demo picks are new work each run, not a transition (features/demo/demo-players.test.ts).
    for (const job of LIFECYCLE_JOB_NAMES.filter((name) => name !== 'demo-picks')) {
      const first = await t.app.lifecycle.run(job);
      expect(
        Object.values(first).some((count) => count > 0),
        `${job} has work the first time: ${JSON.stringify(first)}`,
      ).toBe(true);
      const before = await lifecycleSnapshot(t.db);
      const second = await t.app.lifecycle.run(job);
      expect(second, `${job} run twice`).toEqual(
        Object.fromEntries(Object.keys(second).map((key) => [key, 0])),
      );
      expect(await lifecycleSnapshot(t.db), `${job} changed nothing`).toEqual(before);
    }
    await expectLedgerInvariant(t.db);
  });
});

describe('cancelling stale events', () => {
  async function stakeOn(eventId: string) {
    const user = await seedUser(t.db);
    await seedSentiment(t.db, {
      userId: user.id,
      eventId,
      market: 'moneyline',
      selectionType: 'Pass',
      selectionValue: 'away',
      confidenceStake: 3,
      price: 120,
    });
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(7);
    return user;
  }

  /** Every job up to settlement, as the scheduler runs them before the cleanups. */
  async function runFeedJobs() {
    for (const job of LIFECYCLE_JOB_NAMES.slice(0, 5)) await t.app.lifecycle.run(job);
  }

  it('cancels an event gone from the feed for 24 hours before its start, refunding stakes', async () => {
    await runFeedJobs();
    await insertEvent(t.db, {
      id: 'vanished',
      origin: 'simulated',
      commenceTime: new Date(Date.parse(TEST_NOW) + 30 * HOUR_MS),
      lastSeenAt: new Date(TEST_NOW),
    });
    const user = await stakeOn('vanished');
    t.clock.advance(23 * HOUR_MS);
    await runFeedJobs();
    expect(await t.app.lifecycle.cleanupCompletedGames()).toMatchObject({ cancelled_vanished: 0 });
    t.clock.advance(HOUR_MS);
    // Games the feed still lists are seen again (or finished), so only the vanished one goes.
    await runFeedJobs();
    const token = await adminToken(t.app, t.db);
    const cleanup = await runAdminJob(t.app, token, 'cleanup-completed-games');
    expect(cleanup.counts).toEqual({
      cancelled_vanished: 1,
      cancelled_no_final_score: 0,
      refunded_sentiments: 1,
    });
    expect((await eventRow(t.db, 'vanished'))?.status).toBe('cancelled');
    expect(await sentimentOutcome('vanished')).toBe('Draw');
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(10);
    const ids = (await t.app.inject({ url: '/api/current-schedule/baseball_mlb' }))
      .json()
      .map((game: ScheduledGame) => game.id);
    expect(ids).not.toContain('vanished');
    expect(ids.length).toBeGreaterThan(0);
    await expectLedgerInvariant(t.db);
  });

  it('cancels an event with no final score 72 hours after its start, test events included', async () => {
    await insertEvent(t.db, {
      id: 'no-score',
      origin: 'test_event',
      status: 'in_progress',
      commenceTime: new Date(Date.parse(TEST_NOW) - 71 * HOUR_MS),
    });
    const user = await stakeOn('no-score');
    expect(await t.app.lifecycle.cleanupCompletedGames()).toMatchObject({
      cancelled_no_final_score: 0,
    });
    t.clock.advance(HOUR_MS);
    expect(await t.app.lifecycle.cleanupCompletedGames()).toEqual({
      cancelled_vanished: 0,
      cancelled_no_final_score: 1,
      refunded_sentiments: 1,
    });
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(10);
    await expectLedgerInvariant(t.db);
  });

  it('does not cancel a game that was seen after its start, or a completed one', async () => {
    const start = new Date(Date.parse(TEST_NOW) - 30 * HOUR_MS);
    await insertEvent(t.db, {
      id: 'seen-live',
      origin: 'odds_api',
      status: 'in_progress',
      commenceTime: start,
      lastSeenAt: new Date(start.getTime() + HOUR_MS),
    });
    await insertEvent(t.db, {
      id: 'final',
      origin: 'odds_api',
      status: 'completed',
      commenceTime: new Date(Date.parse(TEST_NOW) - 5 * DAY_MS),
      lastSeenAt: new Date(Date.parse(TEST_NOW) - 6 * DAY_MS),
      homeScore: 1,
      awayScore: 0,
    });
    expect(await t.app.lifecycle.cleanupCompletedGames()).toMatchObject({
      cancelled_vanished: 0,
      cancelled_no_final_score: 0,
    });
  });

  it('refunds orphaned open sentiments of cancelled events', async () => {
    await insertEvent(t.db, { id: 'cancelled-elsewhere' });
    const user = await stakeOn('cancelled-elsewhere');
    // Cancelled without its refund (say, a server stopped in between).
    await t.db
      .update(events)
      .set({ status: 'cancelled' })
      .where(eq(events.id, 'cancelled-elsewhere'));
    const token = await adminToken(t.app, t.db);
    const first = await runAdminJob(t.app, token, 'cleanup-orphan-sentiments');
    expect(first.message).toBe('Completed orphan sentiments cleanup successfully.');
    expect(first.counts).toEqual({ events: 1, refunded_sentiments: 1, failed: 0 });
    expect((await balancesOf(t.db, user.id))?.confidence).toBe(10);
    const second = await runAdminJob(t.app, token, 'cleanup-orphan-sentiments');
    expect(second.counts).toEqual({ events: 0, refunded_sentiments: 0, failed: 0 });
    await expectLedgerInvariant(t.db);
  });
});
