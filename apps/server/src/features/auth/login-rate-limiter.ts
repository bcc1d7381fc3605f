import type { Clock } from '../../clock';

/** Past this many tracked keys, expired ones are swept before adding more. */
const SWEEP_AT = 10_000;

/**
 * Counts failed logins in a sliding window, three ways:
 * - per IP and username (the tight limit, `maxFailures`);
 * - per IP across usernames (`maxFailures * spreadMultiplier`): one address
 *   trying many accounts;
 * - per username across IPs (`maxFailures * spreadMultiplier`): many
 *   addresses trying one account. It is looser, so a stranger cannot lock a
 *   user out cheaply, but it bounds guessing even from a botnet.
 * Successful logins are never limited by their own count, and a success
 * clears its (IP, username) count.
 *
 * The IP is Fastify's `request.ip`, which honours X-Forwarded-For only from
 * trusted proxies (TRUST_PROXY), so a client cannot pick a fresh IP per try.
 *
 * In memory, per server process: with several servers each keeps its own
 * count, which still bounds guessing to N times the limit.
 */
export class LoginRateLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly spreadMultiplier = 5,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(ip: string, username: string): number {
    const now = this.clock.now().getTime();
    const spread = this.maxFailures * this.spreadMultiplier;
    return Math.max(
      this.#wait(this.#pairKey(ip, username), this.maxFailures, now),
      this.#wait(this.#ipKey(ip), spread, now),
      this.#wait(this.#userKey(username), spread, now),
    );
  }

  recordFailure(ip: string, username: string): void {
    const now = this.clock.now().getTime();
    if (this.#failures.size >= SWEEP_AT) this.#sweep(now);
    for (const key of [this.#pairKey(ip, username), this.#ipKey(ip), this.#userKey(username)]) {
      const times = this.#recent(key, now);
      times.push(now);
      this.#failures.set(key, times);
    }
  }

  recordSuccess(ip: string, username: string): void {
    this.#failures.delete(this.#pairKey(ip, username));
  }

  /** How many keys are tracked (for tests of the sweep). */
  get trackedKeys(): number {
    return this.#failures.size;
  }

  #pairKey(ip: string, username: string): string {
    return `pair:${ip}:${normalise(username)}`;
  }

  #ipKey(ip: string): string {
    return `ip:${ip}`;
  }

  #userKey(username: string): string {
    return `user:${normalise(username)}`;
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.#failures.delete(key);
    return times;
  }

  #sweep(now: number): void {
    for (const key of [...this.#failures.keys()]) this.#recent(key, now);
  }

  #wait(key: string, limit: number, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < limit) return 0;
    const oldestThatCounts = times[times.length - limit] ?? now;
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - now) / 1000));
  }
}

function normalise(username: string): string {
  return username.trim().toLowerCase();
}
