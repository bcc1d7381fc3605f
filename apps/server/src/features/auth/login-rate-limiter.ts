import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { idArray, queryRows } from '../../db/database';
import { KeyedQueue } from './keyed-queue';
import { usernameKey } from './username-key';

/** A limit on one key: at most `max` counted attempts in the window. */
export interface KeyLimit {
  key: string;
  max: number;
}

/** An attempt that may go ahead: its rows already count against every key. */
export interface Reservation {
  /** The attempt succeeded: remove only this attempt's rows (not others in flight). */
  release(): Promise<void>;
}

export type ReserveResult = { reservation: Reservation } | { retryAfterSeconds: number };

/**
 * Login limits that hold under parallel requests and across servers
 * (docs/security.md#login-limit). An attempt is *reserved* before the password
 * is checked: under per-key advisory locks it counts the attempts in the
 * window and, when under every limit, inserts its own rows in the same
 * transaction. A wrong password leaves the rows (they are the failure); a
 * right one deletes only its own. So however many requests arrive at once, on
 * however many servers, at most `max` guesses per key are ever evaluated.
 *
 * Keys, in a sliding window:
 * - per IP and username (`maxFailures`);
 * - per IP across usernames and per username across IPs (`maxFailures *
 *   spreadMultiplier`);
 * - with a known-device cookie for that username, only the device
 *   (`maxFailures`): its owner is not locked out by strangers' failures.
 *
 * Inside one process, attempts on the same first key wait their turn, so
 * parallel *correct* logins (several tabs) are not refused by each other's
 * reservations. The IP is Fastify's `request.ip` (TRUST_PROXY decides).
 */
export class LoginRateLimiter {
  readonly #queue = new KeyedQueue();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly spreadMultiplier = 5,
  ) {}

  /**
   * Runs `attempt` under a reservation, or answers how long to wait. The
   * attempt returns whether it succeeded; a success releases the reservation.
   */
  async attempt<T>(
    ip: string,
    username: string,
    deviceId: string | undefined,
    attempt: () => Promise<{ ok: boolean; value: T }>,
  ): Promise<{ value: T } | { retryAfterSeconds: number }> {
    const limits = this.limitsFor(ip, username, deviceId);
    return this.#queue.run(limits[0]?.key ?? '', async () => {
      const reserved = await reserveAttempt(this.db, this.clock, 'login', limits, this.windowMs);
      if ('retryAfterSeconds' in reserved) return reserved;
      const outcome = await attempt();
      if (outcome.ok) await reserved.reservation.release();
      return { value: outcome.value };
    });
  }

  /** The keys an attempt counts against (the first one is the in-process queue's key). */
  limitsFor(ip: string, username: string, deviceId?: string): KeyLimit[] {
    const name = usernameKey(username);
    if (deviceId) return [{ key: `login|device:${deviceId}:${name}`, max: this.maxFailures }];
    const spread = this.maxFailures * this.spreadMultiplier;
    return [
      { key: `login|pair:${ip}:${name}`, max: this.maxFailures },
      { key: `login|ip:${ip}`, max: spread },
      { key: `login|user:${name}`, max: spread },
    ];
  }

  /** Seconds until an attempt would be allowed (0: now), without reserving one. */
  async retryAfterSeconds(ip: string, username: string, deviceId?: string): Promise<number> {
    return waitSeconds(this.db, this.clock, this.limitsFor(ip, username, deviceId), this.windowMs);
  }

  /** Counts one failed attempt without checking the limit (tests, and callers that verify elsewhere). */
  async recordFailure(ip: string, username: string, deviceId?: string): Promise<void> {
    await insertRows(this.db, this.limitsFor(ip, username, deviceId), this.clock.now());
  }
}

/**
 * Reserves one attempt on every key at once, or none: the advisory locks
 * (taken in key order, so two reservations cannot deadlock) make the count and
 * the insert one step for every server on the database. Keys start with
 * `scope|`; expired rows of the scope (its own window) are swept afterwards,
 * outside the locks.
 */
export async function reserveAttempt(
  db: Db,
  clock: Clock,
  scope: string,
  limits: KeyLimit[],
  windowMs: number,
): Promise<ReserveResult> {
  const at = clock.now();
  const result = await db.transaction(
    async (tx): Promise<{ retryAfterSeconds: number } | { ids: number[] }> => {
      for (const key of limits.map((limit) => limit.key).sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
      const wait = await waitSeconds(tx, clock, limits, windowMs);
      if (wait > 0) return { retryAfterSeconds: wait };
      return { ids: await insertRows(tx, limits, at) };
    },
  );
  await db.execute(
    sql`delete from login_failures
        where key like ${`${scope}|%`}
          and failed_at <= ${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`,
  );
  if ('retryAfterSeconds' in result) return result;
  const ids = result.ids;
  return {
    reservation: {
      release: async () => {
        await db.execute(sql`delete from login_failures where id = any(${idArray(ids)}::bigint[])`);
      },
    },
  };
}

type Executor = Parameters<typeof queryRows>[0];

async function insertRows(executor: Executor, limits: KeyLimit[], at: Date): Promise<number[]> {
  const values = sql.join(
    limits.map((limit) => sql`(${limit.key}, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number | string }>(
    executor,
    sql`insert into login_failures (key, failed_at) values ${values} returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Per key, the attempt that would have to expire before one more is allowed:
 * the max-th newest inside the window. A key with fewer has no row here.
 */
async function waitSeconds(
  executor: Executor,
  clock: Clock,
  limits: KeyLimit[],
  windowMs: number,
): Promise<number> {
  const now = clock.now().getTime();
  const keys = sql.join(
    limits.map((limit) => sql`${limit.key}`),
    sql`, `,
  );
  const maxOf = sql.join(
    limits.map((limit) => sql`when ${limit.key} then ${limit.max}::int`),
    sql` `,
  );
  const rows = await queryRows<{ failed_at: Date | string }>(
    executor,
    sql`select failed_at from (
          select key, failed_at,
                 row_number() over (partition by key order by failed_at desc, id desc) as newest
          from login_failures
          where key in (${keys})
            and failed_at > ${new Date(now - windowMs).toISOString()}::timestamptz
        ) recent
        where newest = case key ${maxOf} end`,
  );
  let wait = 0;
  for (const row of rows) {
    const expires = new Date(row.failed_at).getTime() + windowMs;
    wait = Math.max(wait, Math.max(1, Math.ceil((expires - now) / 1000)));
  }
  return wait;
}
