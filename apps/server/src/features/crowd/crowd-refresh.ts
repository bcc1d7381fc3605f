import type { Market } from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { refreshMarketCrowd } from './crowd.repository';

interface MarketRefresh {
  /** The recompute now running, or about to start (`started` false). */
  running: Promise<void>;
  /** Until it starts, every pick that committed may still join it; `at` is the newest's time. */
  started: boolean;
  at: Date;
  /** The one queued behind it, shared by every pick that committed while it ran. */
  next?: { done: Promise<void>; at: Date };
}

/**
 * After a pick commits: recompute its market's crowd, sample the crowd line and announce the
 * change on the stream. Outside the submission's transaction, so picks on one market never
 * queue behind each other's row locks; a failure here does not undo the pick, and the next pick
 * recomputes the market from scratch.
 *
 * Recomputes of one market are coalesced on this server (decision 0140): at most one runs at a
 * time and at most one waits behind it; every pick that commits while one runs joins the waiting
 * one. `refresh` resolves once a recompute that started after the call has finished, so the
 * crowd a pick's answer comes back to already counts that pick, as before; but fifty picks on a
 * market at once cost two or three recomputes instead of fifty that queue on the same
 * `event_crowd` row, and the stream carries one `crowd` event per recompute. A recompute starts
 * one `setImmediate` after it is asked for, so the picks of one group commit share it (decision 0160).
 */
export class CrowdRefresher {
  readonly #markets = new Map<string, MarketRefresh>();

  constructor(
    private readonly db: Executor,
    private readonly logger?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  refresh(eventId: string, market: Market, at: Date): Promise<void> {
    const key = `${market} ${eventId}`;
    const current = this.#markets.get(key);
    if (!current) {
      // It starts once the picks committed with this one (a group commit, decision 0160) have
      // joined it: their answers resume in the same turn of the event loop.
      const state: MarketRefresh = { running: Promise.resolve(), started: false, at };
      state.running = new Promise((resolve) => setImmediate(resolve)).then(() => {
        state.started = true;
        return this.#run(key, eventId, market, state.at);
      });
      this.#markets.set(key, state);
      return state.running;
    }
    if (!current.started) {
      if (at > current.at) current.at = at;
      return current.running;
    }
    if (current.next) {
      // The newest pick's time stamps the line-history sample and the open check.
      if (at > current.next.at) current.next.at = at;
      return current.next.done;
    }
    const next = { at, done: Promise.resolve() };
    next.done = current.running.then(() => {
      const promoted = this.#run(key, eventId, market, next.at);
      this.#markets.set(key, { running: promoted, started: true, at: next.at });
      return promoted;
    });
    current.next = next;
    return next.done;
  }

  async #run(key: string, eventId: string, market: Market, at: Date): Promise<void> {
    try {
      await refreshMarketCrowd(this.db, eventId, market, at);
    } catch (error) {
      this.logger?.warn(
        { err: error, eventId, market },
        'crowd refresh failed; the next pick retries',
      );
    } finally {
      const state = this.#markets.get(key);
      // Forget the market unless a recompute is queued behind this one.
      if (state && !state.next) this.#markets.delete(key);
    }
  }
}
