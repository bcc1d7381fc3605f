import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { type Executor, queryRows } from '../../db/database';

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
 * The failures live in the database (`login_failures`), so several servers
 * sharing it enforce one limit rather than one each. Times come from the
 * injected clock, like every other rule.
 */
export class LoginRateLimiter {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly spreadMultiplier = 5,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfterSeconds(ip: string, username: string): Promise<number> {
    const now = this.clock.now().getTime();
    const spread = this.maxFailures * this.spreadMultiplier;
    const keys = this.#keys(ip, username);
    // Per key, the failure that would have to expire before one more is allowed:
    // the limit-th newest inside the window. A key with fewer has no row here.
    const rows = await queryRows<{ failed_at: Date | string }>(
      this.db,
      sql`select failed_at from (
            select key, failed_at,
                   row_number() over (partition by key order by failed_at desc) as newest
            from login_failures
            where key in (${keys.pair}, ${keys.ip}, ${keys.user})
              and failed_at > ${new Date(now - this.windowMs).toISOString()}::timestamptz
          ) recent
          where newest = case when key = ${keys.pair} then ${this.maxFailures}::int
                              else ${spread}::int end`,
    );
    let wait = 0;
    for (const row of rows) {
      const expires = new Date(row.failed_at).getTime() + this.windowMs;
      wait = Math.max(wait, Math.max(1, Math.ceil((expires - now) / 1000)));
    }
    return wait;
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    const at = this.clock.now();
    const keys = this.#keys(ip, username);
    await this.db.execute(
      sql`insert into login_failures (key, failed_at)
          values (${keys.pair}, ${at.toISOString()}::timestamptz),
                 (${keys.ip}, ${at.toISOString()}::timestamptz),
                 (${keys.user}, ${at.toISOString()}::timestamptz)`,
    );
    // Expired failures count for nothing: each new one sweeps them away, so the
    // table holds about one window of failures whatever the traffic.
    await this.db.execute(
      sql`delete from login_failures
          where failed_at <= ${new Date(at.getTime() - this.windowMs).toISOString()}::timestamptz`,
    );
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.db.execute(
      sql`delete from login_failures where key = ${this.#keys(ip, username).pair}`,
    );
  }

  #keys(ip: string, username: string) {
    const name = username.trim().toLowerCase();
    return { pair: `pair:${ip}:${name}`, ip: `ip:${ip}`, user: `user:${name}` };
  }
}
