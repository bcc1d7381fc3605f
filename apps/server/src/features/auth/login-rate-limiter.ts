import type { Clock } from '../../clock';

/**
 * Counts failed logins per (IP, username) and per IP in a sliding window.
 * Successful logins are never limited, so a user who knows their password
 * can always get in; guessing is what gets slowed down.
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
    /** An IP may fail this many times more than one username, across usernames. */
    private readonly ipMultiplier = 5,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(ip: string, username: string): number {
    const now = this.clock.now().getTime();
    const waits = [
      this.#wait(this.#userKey(ip, username), this.maxFailures, now),
      this.#wait(this.#ipKey(ip), this.maxFailures * this.ipMultiplier, now),
    ];
    return Math.max(...waits);
  }

  recordFailure(ip: string, username: string): void {
    const now = this.clock.now().getTime();
    for (const key of [this.#userKey(ip, username), this.#ipKey(ip)]) {
      const times = this.#recent(key, now);
      times.push(now);
      this.#failures.set(key, times);
    }
  }

  recordSuccess(ip: string, username: string): void {
    this.#failures.delete(this.#userKey(ip, username));
  }

  #userKey(ip: string, username: string): string {
    return `u:${ip}:${username.trim().toLowerCase()}`;
  }

  #ipKey(ip: string): string {
    return `ip:${ip}`;
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.#failures.delete(key);
    return times;
  }

  #wait(key: string, limit: number, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < limit) return 0;
    const oldestThatCounts = times[times.length - limit] ?? now;
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - now) / 1000));
  }
}
