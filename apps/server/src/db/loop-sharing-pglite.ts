import {
  type ExecProtocolOptions,
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { queryNamed, statementNameOf } from './pglite-named-statements';

/**
 * How long a chain of PGlite queries may keep the event loop before it lets timers and sockets
 * have a turn (docs/decisions/0204-pglite-shares-the-event-loop.md).
 */
export const LOOP_TURN_BUDGET_MS = 10;

/**
 * PGlite runs Postgres on this thread, and its promises resolve without going back to the event
 * loop: a job that awaits a thousand queries in a row holds every socket and timer of the server
 * until the last one returns. We measured 3,000 awaited inserts without a single 1 ms timer
 * firing, and the first lifecycle run after listening delayed the first answer by 0.6 s. So each
 * protocol message checks how long the loop has gone without a turn, and past the budget waits
 * for one (`setImmediate`) before running. All instances in a process share one loop, hence one
 * tracker.
 */
let chainStartedAt = 0;
let turnPending = false;

function markTurn(): void {
  turnPending = false;
}

/** Nothing when the loop turned recently; otherwise a promise that resolves on its next turn. */
function loopTurnIfHeld(): Promise<void> | undefined {
  if (!turnPending) {
    // The loop has turned since the last message: a new chain starts here. The immediate fires
    // on the next turn, so while it is pending no turn has happened.
    turnPending = true;
    chainStartedAt = performance.now();
    setImmediate(markTurn);
    return undefined;
  }
  if (performance.now() - chainStartedAt < LOOP_TURN_BUDGET_MS) return undefined;
  // The pending immediate runs first (immediates run in order), so the chain after this wait
  // starts afresh.
  return new Promise((resolve) => setImmediate(resolve));
}

/** PGlite whose chains of queries give the event loop a turn every `LOOP_TURN_BUDGET_MS`. */
export class LoopSharingPGlite extends PGlite {
  /** As `PGlite.create`: constructs, then waits until the database is open. */
  static async open(dataDir: string, options: PGliteOptions): Promise<LoopSharingPGlite> {
    const client = new LoopSharingPGlite(dataDir, options);
    await client.waitReady;
    return client;
  }

  // Every query, exec, transaction statement and close goes through this method.
  override async execProtocolRaw(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): Promise<Uint8Array> {
    const turn = loopTurnIfHeld();
    if (turn) await turn;
    return super.execProtocolRaw(message, options);
  }

  // A statement the app has named runs prepared (decision 0226); COPY's blobs stay with PGlite.
  override query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = options?.blob ? undefined : statementNameOf(text);
    if (name === undefined) return super.query<T>(text, params, options);
    return queryNamed<T>(this, name, text, params ?? [], options);
  }
}
