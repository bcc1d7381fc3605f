import { isRetryableTransactionError } from '../db/pg-errors';

/** How a `Batches` groups its items. */
export interface BatchOptions<In> {
  /** Statements in flight at once; items arriving meanwhile wait and go together. */
  inFlight: number;
  /** The most items one statement takes. */
  maxBatch: number;
  /** Items with the same key never share a batch (the later one waits for the next). */
  key?: (item: In) => unknown;
}

/** Tries of a statement that PostgreSQL chose as a deadlock victim (it did nothing). */
const TRIES = 3;

interface Pending<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs many callers' single-row work as one statement per batch (decision 0160): `run(items)`
 * answers one result per item, in order. A batch leaves as soon as a statement slot is free, so
 * a lone item waits for nothing (only for the requests already read off the sockets, one
 * `setImmediate`); under load, the items that arrive while the slots are busy go together. A
 * statement PostgreSQL aborted as a deadlock or serialization victim is tried again; any other
 * failure of a batch runs its items one by one, so one item's error fails only its caller.
 */
export class Batches<In, Out> {
  #pending: Pending<In, Out>[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(
    private readonly run: (items: In[]) => Promise<Out[]>,
    private readonly options: BatchOptions<In>,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled || this.#inFlight >= this.options.inFlight) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush() {
    while (this.#inFlight < this.options.inFlight && this.#pending.length > 0) {
      const batch = this.#takeBatch();
      this.#inFlight += 1;
      void this.#runBatch(batch).finally(() => {
        this.#inFlight -= 1;
        if (this.#pending.length > 0) this.#schedule();
      });
    }
  }

  /** The oldest pending items, at most one per key; the others keep their places. */
  #takeBatch(): Pending<In, Out>[] {
    const { key, maxBatch } = this.options;
    const batch: Pending<In, Out>[] = [];
    const keys = new Set<unknown>();
    const rest: Pending<In, Out>[] = [];
    for (const pending of this.#pending) {
      const itemKey = key?.(pending.item);
      if (batch.length < maxBatch && (!key || !keys.has(itemKey))) {
        keys.add(itemKey);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.#pending = rest;
    return batch;
  }

  async #runBatch(batch: Pending<In, Out>[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const results = await this.run(batch.map((pending) => pending.item));
        if (results.length !== batch.length) {
          throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
        }
        batch.forEach((pending, index) => {
          pending.resolve(results[index] as Out);
        });
        return;
      } catch (error) {
        if (attempt < TRIES && isRetryableTransactionError(error)) continue;
        if (batch.length === 1) {
          batch[0]?.reject(error);
          return;
        }
        await Promise.all(batch.map((pending) => this.#runBatch([pending])));
        return;
      }
    }
  }
}
