import { randomUUID } from 'node:crypto';
import {
  PAST_START_RESET_NOTE,
  pickGameLine,
  SPORT_TITLES,
  TEST_EVENT_ALREADY_STARTED_MESSAGE,
  TEST_EVENT_CANCELLED_MESSAGE,
  TEST_EVENT_EXISTS_MESSAGE,
  TEST_EVENT_FINISHED_MESSAGE,
  TEST_EVENT_NEEDS_SCORES_MESSAGE,
  TEST_EVENT_NOT_FOUND_MESSAGE,
  type TestEvent,
  type TestEventActionResponse,
  type TestEventCompleteResponse,
  type TestEventCreateBody,
  type TestEventCreateResponse,
  type TestEventScoreBody,
  type TestSport,
  testSportOf,
} from '@takeline/contract';
import { conflict, notFound } from '../../errors';
import { Random } from '../../feeds/simulated/random';
import { resolveStartTime, startedBy } from './start-time';
import { finalScore, nextScore, type Score } from './test-play';
import { plural, toTestEvent } from './test-rows';
import {
  type EventRow,
  findTestEvent,
  findTestEvents,
  insertTestEvents,
  lockTestEvent,
  type TestEventChange,
  updateOpenTestEvent,
} from './test-tools.repository';
import { settleAll, type TestToolsDeps } from './test-tools-deps';

const ORIGIN = 'test_event';

/**
 * Test events (docs/screens.md#create-test-event, decision 0051): one event with hand-picked lines,
 * driven through its life one step at a time (start, scores, completion).
 * Each step locks the row, so steps and sentiment submissions take turns.
 */
export class TestEventsService {
  constructor(private readonly deps: TestToolsDeps) {}

  async list(): Promise<TestEvent[]> {
    return (await findTestEvents(this.deps.db, { origin: ORIGIN })).map(toTestEvent);
  }

  async get(id: string): Promise<TestEvent> {
    const row = await findTestEvent(this.deps.db, ORIGIN, id);
    if (!row) throw notFound(TEST_EVENT_NOT_FOUND_MESSAGE);
    return toTestEvent(row);
  }

  async create(body: TestEventCreateBody): Promise<TestEventCreateResponse> {
    const now = this.deps.clock.now();
    const { start, reset } = resolveStartTime(body.commence_time, now);
    const id = body.id ?? randomUUID();
    const [stored] = await insertTestEvents(this.deps.db, [
      {
        id,
        sportKey: body.sport_key,
        sportTitle: SPORT_TITLES[body.sport_key],
        homeTeam: body.home_team,
        awayTeam: body.away_team,
        commenceTime: start,
        status: 'upcoming',
        origin: ORIGIN,
        ...pickGameLine({ ...body, h2h_draw_value: body.h2h_draw_value ?? null }),
        linesUpdatedAt: now,
        createdAt: now,
      },
    ]);
    if (!stored) throw conflict(TEST_EVENT_EXISTS_MESSAGE);
    this.deps.scheduleCache.invalidate(body.sport_key);
    const made = `Test event created: ${body.away_team} at ${body.home_team}.`;
    return {
      message: reset ? `${made} ${PAST_START_RESET_NOTE}` : made,
      event: await this.get(id),
      start_time_reset: reset,
    };
  }

  /** Start: sentiment closes; the event is in progress from now. */
  start(id: string): Promise<TestEventActionResponse> {
    return this.#step(id, (row, now) => {
      if (row.status === 'in_progress') throw conflict(TEST_EVENT_ALREADY_STARTED_MESSAGE);
      return {
        change: inProgress(row, now, { home: row.homeScore, away: row.awayScore }),
        message: 'Test event started: sentiment is closed.',
      };
    });
  }

  /** Scores entered by hand; an event not started yet starts with them. */
  enterScores(id: string, body: TestEventScoreBody): Promise<TestEventActionResponse> {
    return this.#step(id, (row, now) => {
      const score = { home: body.home_team_score, away: body.away_team_score };
      return {
        change: inProgress(row, now, score),
        message: `Scores saved: ${scoreLine(row, score)}. The event is in progress.`,
      };
    });
  }

  /** "Fetch scores": a test event has no feed, so the tools play the next stretch of the game. */
  fetchScores(id: string): Promise<TestEventActionResponse> {
    return this.#step(id, (row, now) => {
      const current = { home: row.homeScore, away: row.awayScore };
      const random = Random.of(row.id, current.home ?? -1, current.away ?? -1);
      const score = nextScore(sportOf(row), current, random);
      return {
        change: inProgress(row, now, score),
        message: `Scores fetched: ${scoreLine(row, score)}.`,
      };
    });
  }

  /**
   * Completes the event with its current scores and settles it. `playIfUnscored`
   * (the detail screen's Complete) plays a whole game when no scores were
   * entered or fetched; the enter-scores screen asks for scores instead.
   */
  async complete(
    id: string,
    options: { playIfUnscored: boolean },
  ): Promise<TestEventCompleteResponse> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const locked = await lockTestEvent(tx, ORIGIN, id);
      if (!locked) throw notFound(TEST_EVENT_NOT_FOUND_MESSAGE);
      // Completed but not settled (a settlement that failed): settling again finishes the job.
      if (locked.status === 'completed') return locked;
      assertOpen(locked);
      const current = { home: locked.homeScore, away: locked.awayScore };
      if (!options.playIfUnscored && (current.home === null || current.away === null)) {
        throw conflict(TEST_EVENT_NEEDS_SCORES_MESSAGE);
      }
      const score = finalScore(sportOf(locked), current, Random.of(locked.id, 'final'));
      await updateOpenTestEvent(tx, id, {
        status: 'completed',
        homeScore: score.home,
        awayScore: score.away,
        commenceTime: startedBy(locked.commenceTime, now),
        scoresUpdatedAt: now,
        completedAt: now,
      });
      return locked;
    });
    this.deps.scheduleCache.invalidate(row.sportKey);
    const settled = await settleAll(this.deps.settler, [id]);
    const event = await this.get(id);
    const final = { home: event.home_team_score ?? 0, away: event.away_team_score ?? 0 };
    return {
      message: `Completed at ${scoreLine(row, final)}; settled ${plural(settled, 'sentiment')}.`,
      event,
      settled_sentiments: settled,
    };
  }

  async #step(
    id: string,
    decide: (row: EventRow, now: Date) => { change: TestEventChange; message: string },
  ): Promise<TestEventActionResponse> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const { row, message } = await db.transaction(async (tx) => {
      const locked = await lockTestEvent(tx, ORIGIN, id);
      if (!locked) throw notFound(TEST_EVENT_NOT_FOUND_MESSAGE);
      assertOpen(locked);
      const step = decide(locked, now);
      await updateOpenTestEvent(tx, id, step.change);
      return { row: locked, message: step.message };
    });
    // Leaving upcoming takes the event off the schedule.
    this.deps.scheduleCache.invalidate(row.sportKey);
    return { message, event: await this.get(id) };
  }
}

function assertOpen(row: EventRow): void {
  if (row.status === 'cancelled') throw conflict(TEST_EVENT_CANCELLED_MESSAGE);
  if (row.status === 'completed' || row.status === 'settled') {
    throw conflict(TEST_EVENT_FINISHED_MESSAGE);
  }
}

function inProgress(
  row: EventRow,
  now: Date,
  score: { home: number | null; away: number | null },
): TestEventChange {
  const scored = score.home !== null && score.away !== null;
  return {
    status: 'in_progress',
    homeScore: score.home,
    awayScore: score.away,
    commenceTime: startedBy(row.commenceTime, now),
    scoresUpdatedAt: scored ? now : row.scoresUpdatedAt,
    completedAt: null,
  };
}

function sportOf(row: EventRow): TestSport {
  // Test events are made only with test sport keys; baseball is a safe reading otherwise.
  return testSportOf(row.sportKey) ?? 'baseball';
}

function scoreLine(row: EventRow, score: Score): string {
  return `${row.homeTeam} ${score.home}, ${row.awayTeam} ${score.away}`;
}
