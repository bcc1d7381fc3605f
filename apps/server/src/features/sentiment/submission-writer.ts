import type { Executor } from '../../db/database';
import { isRetryableTransactionError } from '../../db/pg-errors';
import {
  type RecordedSubmission,
  recordSubmissions,
  type SubmissionToRecord,
} from './record-submissions';

/** Statements in flight at once; submissions arriving meanwhile wait and go together. */
const STATEMENTS_IN_FLIGHT = 2;
/** The most submissions one statement records. */
const MAX_BATCH = 100;
/** Tries of a statement that PostgreSQL chose as a deadlock victim (it wrote nothing). */
const TRIES = 3;

interface Pending {
  submission: SubmissionToRecord;
  resolve: (recorded: RecordedSubmission) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of submissions (decision 0160): the unlocked submissions of this server are
 * written by one `recordSubmissions` statement per batch instead of one statement and one commit
 * each. A batch leaves as soon as a statement slot is free, so a lone submission waits for
 * nothing; under load, those that arrive while the slots are busy go together in the next
 * statement. Each submission still gets its own outcome, exactly as a statement of its own would
 * give it: the database's locks and unique index decide, nothing here does, so two servers
 * writing at once stay exactly-once. A user's second submission waits for the next batch.
 */
export class SubmissionWriter {
  #pending: Pending[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(private readonly db: Executor) {}

  record(submission: SubmissionToRecord): Promise<RecordedSubmission> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ submission, resolve, reject });
      this.#schedule();
    });
  }

  /** Flushes once the requests already read off the sockets have joined the batch. */
  #schedule() {
    if (this.#scheduled || this.#inFlight >= STATEMENTS_IN_FLIGHT) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush() {
    while (this.#inFlight < STATEMENTS_IN_FLIGHT && this.#pending.length > 0) {
      const batch = this.#takeBatch();
      this.#inFlight += 1;
      void this.#write(batch).finally(() => {
        this.#inFlight -= 1;
        if (this.#pending.length > 0) this.#schedule();
      });
    }
  }

  /** The oldest pending submissions, at most one per user; the others keep their places. */
  #takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const users = new Set<number>();
    const rest: Pending[] = [];
    for (const pending of this.#pending) {
      const { userId } = pending.submission;
      if (batch.length < MAX_BATCH && !users.has(userId)) {
        users.add(userId);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.#pending = rest;
    return batch;
  }

  async #write(batch: Pending[]): Promise<void> {
    const submissions = batch.map((pending) => pending.submission);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const recorded = await recordSubmissions(this.db, submissions);
        batch.forEach((pending, index) => {
          const outcome = recorded[index];
          if (outcome) pending.resolve(outcome);
          else pending.reject(new Error('recordSubmissions answered fewer rows than it was given'));
        });
        return;
      } catch (error) {
        if (attempt < TRIES && isRetryableTransactionError(error)) continue;
        if (batch.length === 1) {
          batch[0]?.reject(error);
          return;
        }
        // One submission's failure must not fail the others: each goes alone.
        await Promise.all(batch.map((pending) => this.#write([pending])));
        return;
      }
    }
  }
}
