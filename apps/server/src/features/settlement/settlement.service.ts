import { hasDrawOption } from '@takeline/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { isRetryableTransactionError } from '../../db/pg-errors';
import { conflict, notFound } from '../../errors';
import { postEntriesFrom } from '../ledger/ledger.service';
import { writeSettlementEvents } from '../stream/stream-outbox.repository';
import type { EventSettler, SettleEventResult } from './event-settler';
import {
  type EventResult,
  lockEvent,
  markEventSettled,
  settlementStatement,
  takeSettlementLock,
} from './settlement.repository';

export const EVENT_NOT_FINISHED_MESSAGE =
  'This event is not finished: it settles once it is completed or cancelled.';
const MAX_ATTEMPTS = 3;

/**
 * Settlement (docs/game-rules.md#exactly-once, decision 0021): settles one event's sentiments
 * exactly once, in one transaction of a few set-based statements whatever the event's size: grade,
 * record and pay, carrying streaks and tiers in the same user update and writing the
 * ranking-trend points from it (one ledger statement, decisions 0115 and 0135), then the stream's
 * one outbox row (decision 0134).
 *
 * Exactly once rests on three layers: the event row is locked and moved
 * completed -> settled in the same transaction (a second caller waits, then
 * sees `settled`); only `Pending` sentiments are graded and updated; and the
 * ledger's unique (sentiment, reason, currency) index fails any second payout.
 * Settlements also take one advisory lock, so two servers settling different
 * events never lock shared users in opposite orders.
 */
export class SettlementService implements EventSettler {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async settleEvent(eventId: string): Promise<SettleEventResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#settleOnce(eventId);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      }
    }
  }

  async #settleOnce(eventId: string): Promise<SettleEventResult> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await takeSettlementLock(tx);
      const at = clock.now();
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound('Event not found.');
      if (event.status === 'settled') {
        return { eventId, settledSentiments: 0, alreadySettled: true };
      }

      let result: EventResult;
      if (event.status === 'cancelled') {
        result = { kind: 'cancelled' };
      } else if (
        event.status === 'completed' &&
        event.home_team_score !== null &&
        event.away_team_score !== null
      ) {
        result = {
          kind: 'final',
          home: event.home_team_score,
          away: event.away_team_score,
          drawSport: hasDrawOption(event),
        };
      } else {
        throw conflict(EVENT_NOT_FINISHED_MESSAGE);
      }

      const { source, ...statement } = settlementStatement(eventId, result, at);
      const staged = await postEntriesFrom(tx, source, at, statement);
      if (staged > 0) await writeSettlementEvents(tx, eventId, at);
      if (result.kind === 'final') await markEventSettled(tx, eventId, at);
      // A cancelled event stays cancelled; with nothing left pending it is settled already.
      const alreadySettled = result.kind === 'cancelled' && staged === 0;
      return { eventId, settledSentiments: staged, alreadySettled };
    });
  }
}
