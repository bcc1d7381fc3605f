import { HttpError } from '../../errors';

export const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

/**
 * Bounds argon2 work (about 30 ms and 19 MiB each) so a flood of logins or
 * registrations cannot starve everything else: at most `concurrency` hashes
 * run at once and `maxQueued` wait; past that the request is answered 503
 * with Retry-After at once (docs/security.md#registration-flood).
 */
export class HashGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxQueued) {
        throw new HttpError(
          503,
          BUSY_MESSAGE,
          { retryAfterSeconds: this.retryAfterSeconds },
          { 'retry-after': String(this.retryAfterSeconds) },
        );
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
