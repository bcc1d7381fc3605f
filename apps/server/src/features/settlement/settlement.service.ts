import { hasDrawOption } from '@takeline/contract';
import type { Clock } from '../../clock';
import { type AppConfig, chunksThePoolAllows } from '../../config';
import type { DatabaseDriver, Db } from '../../db/database';
import { isRetryableTransactionError } from '../../db/pg-errors';
import { conflict, notFound } from '../../errors';
import { postEntriesFrom } from '../ledger/ledger.service';
import { writeSettlementEvents } from '../stream/stream-outbox.repository';
import type { EventSettler, SettleEventResult } from './event-settler';
import {
  type EventResult,
  lockEvent,
  markEventSettled,
  type SettlingEvent,
  settlementStatement,
  takeSettlementLock,
  type UserChunk,
  WHOLE,
} from './settlement.repository';

export const EVENT_NOT_FINISHED_MESSAGE =
  'This event is not finished: it settles once it is completed or cancelled.';
const MAX_ATTEMPTS = 3;

/**
 * Settlement (docs/game-rules.md#exactly-once, decision 0021): settles one event's sentiments
 * exactly once, in a few set-based statements whatever the event's size: grade, record and pay,
 * carrying streaks and tiers in the same user update and writing the ranking-trend points from
 * it (one ledger statement, decisions 0115 and 0135), then the stream's outbox row (decision 0134).
 *
 * With `chunks` above 1 (PostgreSQL, decision 0192) the event's holders are split by user id
 * into that many chunks, each settled in a transaction of its own on its own connection, side by
 * side; the event is marked settled once every chunk has committed. Win streaks and balances are
 * per user, so two chunks never write the same row. Until then readers may see part of the event
 * settled; a chunk that fails leaves its holders pending for the next call, which settles only
 * what is still pending.
 *
 * Exactly once rests on three layers: the event row is locked (shared by the chunks of one
 * call) and moved completed -> settled only after every chunk; only `Pending` sentiments are
 * graded and updated; and the ledger's unique (sentiment, reason, currency) index fails any
 * second payout. Settlements also take an advisory lock per chunk of users (one for a whole
 * settlement), so two servers settling different events never lock shared users in opposite
 * orders.
 */
export class SettlementService implements EventSettler {
  readonly #chunks: number;

  constructor(private readonly deps: { db: Db; clock: Clock; chunks?: number }) {
    this.#chunks = Math.max(1, Math.trunc(deps.chunks ?? 1));
  }

  async settleEvent(eventId: string): Promise<SettleEventResult> {
    // Sentiments settled by chunks that committed in an attempt that then failed: the retry
    // finds them settled, but this call settled them, and the fold after it must know (0192).
    const committed = { sentiments: 0 };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.#settleOnce(eventId, committed);
        const settledSentiments = result.settledSentiments + committed.sentiments;
        return {
          ...result,
          settledSentiments,
          alreadySettled: result.alreadySettled && settledSentiments === 0,
        };
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      }
    }
  }

  async #settleOnce(
    eventId: string,
    committed: { sentiments: number },
  ): Promise<SettleEventResult> {
    const at = this.deps.clock.now();
    if (this.#chunks === 1) return this.#settleChunk(eventId, at, WHOLE);
    const of = this.#chunks;
    // Every chunk runs to its end, committed or rolled back, before this call answers or retries.
    const outcomes = await Promise.allSettled(
      Array.from({ length: of }, (_, part) => this.#settleChunk(eventId, at, { part, of })),
    );
    const results = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const settledSentiments = results.reduce((sum, result) => sum + result.settledSentiments, 0);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      committed.sentiments += settledSentiments;
      throw failed.reason;
    }
    // Only now, with every chunk committed, does the event leave `completed` (decision 0192).
    const marked = await markEventSettled(this.deps.db, eventId, at);
    return {
      eventId,
      settledSentiments,
      // A cancelled event's chunks say so themselves; a final one was settled already when this
      // call neither settled a pick nor moved the event (another call's chunks did both).
      alreadySettled:
        results.every((result) => result.alreadySettled) || (settledSentiments === 0 && !marked),
    };
  }

  /** One transaction: the chunk's pending sentiments graded and paid, and its outbox row. */
  #settleChunk(eventId: string, at: Date, chunk: UserChunk): Promise<SettleEventResult> {
    const whole = chunk.of === 1;
    return this.deps.db.transaction(async (tx) => {
      await takeSettlementLock(tx, chunk);
      const event = await lockEvent(tx, eventId, whole ? 'update' : 'share');
      if (!event) throw notFound('Event not found.');
      if (event.status === 'settled') {
        return { eventId, settledSentiments: 0, alreadySettled: true };
      }
      const result = eventResult(event);
      const { source, ...statement } = settlementStatement(eventId, result, at, chunk);
      const staged = await postEntriesFrom(tx, source, at, statement);
      if (staged > 0) await writeSettlementEvents(tx, eventId, at, chunk);
      if (whole && result.kind === 'final') await markEventSettled(tx, eventId, at);
      // A cancelled event stays cancelled; with nothing left pending it is settled already.
      const alreadySettled = result.kind === 'cancelled' && staged === 0;
      return { eventId, settledSentiments: staged, alreadySettled };
    });
  }
}

/** What the event's state says to grade by; a conflict when it is not finished. */
function eventResult(event: SettlingEvent): EventResult {
  if (event.status === 'cancelled') return { kind: 'cancelled' };
  if (
    event.status === 'completed' &&
    event.home_team_score !== null &&
    event.away_team_score !== null
  ) {
    return {
      kind: 'final',
      home: event.home_team_score,
      away: event.away_team_score,
      drawSport: hasDrawOption(event),
    };
  }
  throw conflict(EVENT_NOT_FINISHED_MESSAGE);
}

/**
 * Chunks per settlement (decision 0192): as configured (`SETTLEMENT_CHUNKS`, the same on every
 * server), else 2 on PostgreSQL, one per core of a small database host, and 1 on PGlite, whose
 * one connection would only run them in turn. The default leaves one pool connection free for
 * requests, as the configuration check does for a configured count.
 */
export function settlementChunks(
  config: Pick<AppConfig, 'settlementChunks' | 'databasePoolSize'>,
  driver: DatabaseDriver,
): number {
  if (config.settlementChunks !== undefined) return config.settlementChunks;
  return driver === 'postgres' ? Math.min(2, chunksThePoolAllows(config.databasePoolSize)) : 1;
}
