import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_STARTED_MESSAGE,
  type LineMarket,
  type LineSelectionType,
  type LineSentimentBody,
  type Market,
  type MoneylineSentimentBody,
  type MySentiment,
  NOT_ENOUGH_CONFIDENCE_MESSAGE,
  NOT_ENOUGH_INFLUENCE_MESSAGE,
  NOT_SUBMITTED,
  type QuickSentimentBody,
  type ResolvedSelection,
  resolveSelection,
  SENTIMENT_ALREADY_SUBMITTED_MESSAGE,
  SENTIMENT_FOR_OTHER_USER_MESSAGE,
  SENTIMENT_OF_OTHER_USER_MESSAGE,
  type SentimentCheckResponse,
  type SentimentSubmission,
  type SentimentSubmitResponse,
  type StoredSentiment,
} from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db, Executor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { Batches } from '../../lib/batches';
import { CrowdRefresher } from '../crowd/crowd-refresh';
import { isTestOrigin } from '../events/sport-keys';
import { OpenEvents } from './open-events';
import {
  type RecordedSubmission,
  recordSubmissions,
  type SubmissionToRecord,
} from './record-submissions';
import {
  eventExists,
  findBalances,
  findSentiment,
  findSentimentsOnEvents,
  findSubmissionTarget,
  type StoredSentimentRow,
  type SubmissionEvent,
} from './sentiment.repository';

/** Tries without a transaction before the one that holds the event's lock throughout. */
const UNLOCKED_ATTEMPTS = 3;

const SUBMITTED_MESSAGES: Record<Market, string> = {
  moneyline: 'Moneyline sentiment submitted.',
  spread: 'Spread sentiment submitted.',
  totals: 'Total sentiment submitted.',
};

/**
 * Submitting (docs/game-rules.md#3-submitting, checks in docs/game-rules.md#order-of-checks). The
 * line-dependent rules come from the contract's `resolveSelection`; this service adds what needs
 * the clock and the database: the event, the one-per-market rule, and the stake, all in one
 * transaction with the sentiment.
 */
export class SentimentService {
  readonly #crowd: CrowdRefresher;
  /** Group commit of the unlocked writes (decision 0160); a user's writes go one per batch. */
  readonly #writer: Batches<SubmissionToRecord, RecordedSubmission>;
  readonly #openEvents = new OpenEvents();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      testTools: boolean;
      logger?: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {
    this.#crowd = new CrowdRefresher(deps.db, deps.logger);
    this.#writer = new Batches((batch) => recordSubmissions(deps.db, batch), {
      inFlight: 2,
      maxBatch: 100,
      key: (submission) => submission.userId,
    });
  }

  submitMoneyline(userId: number, body: MoneylineSentimentBody) {
    return this.#submit(userId, body.user_id, body.event_id, {
      market: 'moneyline',
      selectionType: body.selection_type,
      selectionValue: body.selection_value ?? null,
      defaultValue: body.default_value ?? null,
      confidencePoints: body.confidence_points ?? null,
      confidencePointsStaked: body.confidence_points_staked ?? null,
    });
  }

  submitLine(userId: number, market: LineMarket, body: LineSentimentBody) {
    return this.#submit(userId, body.user_id, body.event_id, {
      market,
      selectionType: body.selection_type,
      selectionValue: body.selection_value ?? null,
      defaultValue: body.default_value ?? null,
      customValue: body.custom_value ?? null,
      isCustom: body.is_custom ?? null,
      stakedIp: body.staked_ip ?? null,
      confidencePointsStaked: body.confidence_points_staked ?? null,
    });
  }

  /** Quick take/pass: a moneyline Take or Pass staking 1 confidence point. */
  submitQuick(userId: number, selectionType: LineSelectionType, body: QuickSentimentBody) {
    return this.#submit(userId, body.user_id, body.event_id, {
      market: 'moneyline',
      selectionType,
      confidencePoints: 1,
    });
  }

  async #submit(
    userId: number,
    bodyUserId: number | undefined,
    eventId: string,
    submission: SentimentSubmission,
  ): Promise<SentimentSubmitResponse> {
    if (bodyUserId !== undefined && bodyUserId !== userId) {
      throw forbidden(SENTIMENT_FOR_OTHER_USER_MESSAGE);
    }
    const { db, clock } = this.deps;
    const at = clock.now();
    let submitted = await this.#attemptOnOpenEvent(userId, eventId, submission, at);
    // Two statements without a transaction; should the event change between them twice running,
    // the last try holds the event's share lock throughout (decision 0142).
    for (let attempt = 1; !submitted && attempt < UNLOCKED_ATTEMPTS; attempt += 1) {
      submitted = await this.#attempt(db, userId, eventId, submission, at, false);
    }
    submitted ??= await db.transaction((tx) =>
      this.#attempt(tx, userId, eventId, submission, at, true),
    );
    // Under the lock the event cannot change between the two statements.
    if (!submitted) throw new Error(`event ${eventId} changed under its share lock`);
    await this.#crowd.refresh(eventId, submission.market, at);
    return submitted;
  }

  /**
   * The first try when this server read the event open in the last second (decision 0161): the
   * selection is resolved against that line and written at once; the writing statement checks
   * the event again. Answers undefined, to decide on a fresh read, when the remembered event
   * would refuse the submission or the event changed since.
   */
  async #attemptOnOpenEvent(
    userId: number,
    eventId: string,
    submission: SentimentSubmission,
    at: Date,
  ): Promise<SentimentSubmitResponse | undefined> {
    const event = this.#openEvents.get(eventId);
    if (!event || this.#eventRefusal(event, at)) return undefined;
    const resolved = resolveSelection(submission, event, {
      isTestEvent: isTestOrigin(event.origin),
    });
    if (!resolved.ok) return undefined;
    const selection = resolved.selection;
    const recorded = await this.#writer.add({ userId, event, selection, at });
    if (recorded.kind === 'event_changed') this.#openEvents.forget(eventId);
    return this.#answer(this.deps.db, userId, eventId, submission, selection, recorded);
  }

  /** Why the event takes no submission at `at`, in the order of checks; undefined when open. */
  #eventRefusal(event: SubmissionEvent | undefined, at: Date) {
    // Test events exist only while the test tools are on.
    if (!event || (isTestOrigin(event.origin) && !this.deps.testTools)) {
      return notFound(EVENT_NOT_FOUND_MESSAGE);
    }
    if (event.status === 'cancelled') return conflict(EVENT_CANCELLED_MESSAGE);
    if (event.status !== 'upcoming' || at.getTime() >= event.commence_time.getTime()) {
      return conflict(EVENT_STARTED_MESSAGE);
    }
    return undefined;
  }

  /**
   * One try at a submission, checks in docs/game-rules.md#order-of-checks. Answers undefined when
   * the event changed after it was read (only possible without `lock`): the caller tries again.
   * Without `lock` the write joins this server's group commit (decision 0160).
   */
  async #attempt(
    db: Executor,
    userId: number,
    eventId: string,
    submission: SentimentSubmission,
    at: Date,
    lock: boolean,
  ): Promise<SentimentSubmitResponse | undefined> {
    const target = await findSubmissionTarget(db, {
      userId,
      eventId,
      market: submission.market,
      lock,
    });
    const refusal = this.#eventRefusal(target, at);
    if (refusal || !target) throw refusal;
    const { submitted, ...event } = target;
    if (submitted) throw conflict(SENTIMENT_ALREADY_SUBMITTED_MESSAGE);

    const resolved = resolveSelection(submission, event, {
      isTestEvent: isTestOrigin(event.origin),
    });
    if (!resolved.ok) {
      const { problem } = resolved;
      if (problem.kind === 'line_moved') {
        throw conflict(problem.message, {
          current_default_value: problem.currentDefaultValue,
          current_price: problem.currentPrice,
        });
      }
      throw badRequest(problem.message);
    }
    const selection = resolved.selection;
    this.#openEvents.remember(event);

    const toRecord = { userId, event, selection, at };
    const recorded = lock
      ? (await recordSubmissions(db, [toRecord]))[0]
      : await this.#writer.add(toRecord);
    if (!recorded) throw new Error('recordSubmissions answered no row');
    return this.#answer(db, userId, eventId, submission, selection, recorded);
  }

  /** The answer to a written submission; undefined when the event changed after it was read. */
  async #answer(
    db: Executor,
    userId: number,
    eventId: string,
    submission: SentimentSubmission,
    selection: ResolvedSelection,
    recorded: RecordedSubmission,
  ): Promise<SentimentSubmitResponse | undefined> {
    switch (recorded.kind) {
      case 'event_changed':
        return undefined;
      case 'duplicate':
        throw conflict(SENTIMENT_ALREADY_SUBMITTED_MESSAGE);
      case 'not_covered':
        // A concurrent submission on the same market comes first in the order of checks.
        if (await findSentiment(db, userId, eventId, submission.market)) {
          throw conflict(SENTIMENT_ALREADY_SUBMITTED_MESSAGE);
        }
        throw await this.#notCovered(db, userId, selection);
      case 'recorded':
        return {
          message: SUBMITTED_MESSAGES[submission.market],
          sentiment: toStoredSentiment(recorded.stored),
          balances: recorded.balances,
        };
    }
  }

  /** Why the stakes were not taken: which balance falls short, or the account is gone. */
  async #notCovered(tx: Executor, userId: number, selection: ResolvedSelection) {
    const balances = await findBalances(tx, userId);
    if (!balances) return notFound('Your account no longer exists. Log in again.');
    if (balances.confidence_points < selection.confidenceStake) {
      return badRequest(NOT_ENOUGH_CONFIDENCE_MESSAGE);
    }
    return badRequest(NOT_ENOUGH_INFLUENCE_MESSAGE);
  }

  /** The `sentimentCheck` endpoint: your own sentiment only. */
  async check(
    viewerId: number,
    market: Market,
    userId: number,
    eventId: string,
  ): Promise<SentimentCheckResponse> {
    if (viewerId !== userId) throw forbidden(SENTIMENT_OF_OTHER_USER_MESSAGE);
    const { db } = this.deps;
    const row = await findSentiment(db, userId, eventId, market);
    if (!row) {
      if (!(await eventExists(db, eventId))) throw notFound(EVENT_NOT_FOUND_MESSAGE);
      return NOT_SUBMITTED;
    }
    return toCheckResponse(row);
  }

  /** The `mySentiments` endpoint: the viewer's own sentiments on these events (unknown ids have none). */
  async mine(viewerId: number, eventIds: readonly string[]): Promise<MySentiment[]> {
    const rows = await findSentimentsOnEvents(this.deps.db, viewerId, eventIds);
    return rows.map((row) => ({
      event_id: row.event_id,
      market: row.market,
      ...toCheckResponse(row),
    }));
  }
}

function toCheckResponse(row: StoredSentimentRow): SentimentCheckResponse {
  return {
    submitted: true,
    selection_type: row.selection_type,
    selection_value: row.selection_value,
    custom_value: row.custom_value,
    confidence_points_staked: row.confidence_points_staked,
    staked_ip: row.staked_ip,
    outcome: row.outcome,
  };
}

function toStoredSentiment({ outcome: _outcome, ...stored }: StoredSentimentRow): StoredSentiment {
  return stored;
}
