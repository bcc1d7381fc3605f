import {
  STREAM_HEARTBEAT_SECONDS,
  STREAM_RESUME_WINDOW_SECONDS,
  STREAM_RETRY_MS,
  type StreamEventPayloads,
} from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Unlisten } from '../../db/notifications';
import { isSettlementRow, settlementFrames } from './settlement-events';
import {
  newestOutboxId,
  type OutboxRow,
  outboxAfter,
  outboxFor,
  outboxHas,
  pruneOutbox,
} from './stream-outbox.repository';

/** The NOTIFY channel the outbox trigger signals (migration 0002). */
export const STREAM_CHANNEL = 'takeline_stream';
/** Reads also run this often without a NOTIFY, in case one was lost. */
const SAFETY_POLL_MS = 2000;
const PRUNE_EVERY_MS = 60_000;
const READ_BATCH = 1000;
/**
 * An outbox id missing below newer ones is a transaction still open (ids are taken before
 * commit) or one rolled back. Reads wait for it this long, then stop looking.
 */
const GAP_WAIT_MS = 30_000;
/** A client this far behind in reading its stream is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open stream: who it is for and how to write to it. */
export interface StreamClient {
  readonly userId: number | null;
  /** Writes raw SSE text; answers false when the client's buffer is full. */
  write(chunk: string): boolean;
  /** Bytes written but not yet taken by the client. */
  bufferedBytes(): number;
  /** Ends the response. */
  end(): void;
}

interface Attached {
  client: StreamClient;
  /** Frames held while the client's missed events are read (resume), else null. */
  held: Array<{ id: number; frame: string }> | null;
}

export function sseFrame(type: string, data: string, id: number | null = null): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${data}\n\n`;
}

function controlFrame<K extends 'ready' | 'resync' | 'reconnect'>(
  type: K,
  data: StreamEventPayloads[K],
): string {
  return sseFrame(type, JSON.stringify(data));
}

/**
 * Fans the outbox out to this server's streams (docs/architecture.md#live-push). Every change is
 * an outbox row written in the change's own transaction; its trigger NOTIFYs every server (or
 * this process, on PGlite), and each hub reads the rows after the last one it handled and writes
 * each, serialised once, to every stream that may see it.
 */
export class StreamHub {
  readonly #attached = new Set<Attached>();
  /** Every id up to here is handled. */
  #lowWater = 0;
  /** Ids above the low water already sent. */
  readonly #sentAbove = new Set<number>();
  /** Missing ids above the low water, with when they were first noticed. */
  readonly #gaps = new Map<number, number>();
  #reading: Promise<void> | null = null;
  #readAgain = false;
  #timers: NodeJS.Timeout[] = [];
  #unlisten: Unlisten | null = null;
  #started = false;

  constructor(
    private readonly deps: {
      database: Database;
      logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
      heartbeatMs?: number;
    },
  ) {}

  get size(): number {
    return this.#attached.size;
  }

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { database } = this.deps;
    this.#lowWater = await newestOutboxId(database.db);
    this.#unlisten = await database.listen(STREAM_CHANNEL, () => this.poke());
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(SAFETY_POLL_MS, () => this.poke());
    every(this.deps.heartbeatMs ?? STREAM_HEARTBEAT_SECONDS * 1000, () => this.#heartbeat());
    every(PRUNE_EVERY_MS, () => {
      pruneOutbox(database.db, STREAM_RESUME_WINDOW_SECONDS).catch((error: unknown) =>
        this.deps.logger?.warn({ err: error }, 'stream outbox prune failed'),
      );
    });
  }

  /** Something was written: read the outbox (coalesced; one read at a time). */
  poke(): void {
    if (!this.#started) return;
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#reading = this.#readLoop().finally(() => {
      this.#reading = null;
    });
  }

  /** Resolves once every row committed before the call has been sent (tests, benches). */
  async settle(): Promise<void> {
    this.poke();
    while (this.#reading) await this.#reading;
  }

  /**
   * Opens a stream: `ready`, then what it missed since `lastEventId` (or `resync` when that is
   * no longer kept), then live events. Live events that arrive meanwhile are held and sent
   * after, without repeats.
   */
  async attach(client: StreamClient, lastEventId: number | null): Promise<() => void> {
    const entry: Attached = { client, held: [] };
    this.#attached.add(entry);
    const detach = () => {
      this.#attached.delete(entry);
    };
    client.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    let missed: OutboxRow[] = [];
    let resync = false;
    try {
      if (lastEventId !== null) {
        if (await outboxHas(this.deps.database.db, lastEventId)) {
          missed = await outboxFor(this.deps.database.db, lastEventId, client.userId);
        } else {
          resync = true;
        }
      }
    } catch (error) {
      detach();
      throw error;
    }
    client.write(
      controlFrame('ready', {
        user_id: client.userId,
        resumed: lastEventId !== null && !resync,
        heartbeat_seconds: STREAM_HEARTBEAT_SECONDS,
      }),
    );
    if (resync) {
      client.write(
        controlFrame('resync', {
          reason: 'Events since your last one are no longer kept; reload what you show.',
        }),
      );
    }
    const sent = new Set<number>();
    try {
      for (const row of missed) {
        const frame = isSettlementRow(row)
          ? await this.#settlementFrameFor(row, client.userId)
          : sseFrame(row.type, row.payload, row.id);
        if (frame) client.write(frame);
        sent.add(row.id);
      }
    } catch (error) {
      detach();
      throw error;
    }
    for (const held of entry.held ?? []) if (!sent.has(held.id)) client.write(held.frame);
    entry.held = null;
    return detach;
  }

  /**
   * Tells every stream on this server to reconnect (elsewhere) and ends it: for a server that
   * drains before it stops (call on SIGTERM, before closing the listener).
   */
  closeAllStreams(reason: string): number {
    const frame = controlFrame('reconnect', { reason });
    const count = this.#attached.size;
    for (const entry of [...this.#attached]) {
      entry.client.write(frame);
      entry.client.end();
    }
    this.#attached.clear();
    return count;
  }

  async stop(): Promise<void> {
    this.closeAllStreams('The server is shutting down.');
    this.#started = false;
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    while (this.#reading) await this.#reading;
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  async #readLoop(): Promise<void> {
    do {
      this.#readAgain = false;
      try {
        await this.#readOnce();
      } catch (error) {
        this.deps.logger?.warn(
          { err: error },
          'stream outbox read failed; retrying on the next poll',
        );
        return;
      }
    } while (this.#readAgain && this.#started);
  }

  async #readOnce(): Promise<void> {
    for (;;) {
      const rows = await outboxAfter(this.deps.database.db, this.#lowWater, READ_BATCH);
      let newest = this.#lowWater;
      for (const row of rows) {
        newest = row.id;
        if (this.#sentAbove.has(row.id)) continue;
        // Expanded before the row counts as sent: a failed read leaves it for the next one.
        const perUser = isSettlementRow(row) ? await this.#settlementFrames(row) : null;
        this.#sentAbove.add(row.id);
        this.#gaps.delete(row.id);
        if (perUser) this.#deliverPrivate(row.id, perUser);
        else this.#deliver(row);
      }
      this.#advance(newest);
      if (rows.length < READ_BATCH) return;
    }
  }

  /** Moves the low water up over sent ids and over gaps waited out long enough. */
  #advance(newest: number): void {
    const now = Date.now();
    for (let id = this.#lowWater + 1; id <= newest; id += 1) {
      if (this.#sentAbove.has(id)) continue;
      if (!this.#gaps.has(id)) this.#gaps.set(id, now);
    }
    while (this.#lowWater < newest) {
      const next = this.#lowWater + 1;
      if (this.#sentAbove.delete(next)) {
        this.#lowWater = next;
        continue;
      }
      const since = this.#gaps.get(next);
      if (since !== undefined && now - since >= GAP_WAIT_MS) {
        this.#gaps.delete(next);
        this.#lowWater = next;
        continue;
      }
      break;
    }
  }

  #deliver(row: OutboxRow): void {
    const frame = sseFrame(row.type, row.payload, row.id);
    for (const entry of this.#attached) {
      if (row.user_id !== null && entry.client.userId !== row.user_id) continue;
      this.#send(entry, row.id, frame);
    }
  }

  /** A settlement's events for the users with a stream here, by user (decision 0134). */
  #settlementFrames(row: OutboxRow): Promise<Map<number, string>> {
    const userIds = new Set<number>();
    for (const { client } of this.#attached) if (client.userId !== null) userIds.add(client.userId);
    return settlementFrames(this.deps.database.db, row, [...userIds], sseFrame);
  }

  async #settlementFrameFor(row: OutboxRow, userId: number | null): Promise<string | undefined> {
    if (userId === null) return undefined;
    const frames = await settlementFrames(this.deps.database.db, row, [userId], sseFrame);
    return frames.get(userId);
  }

  #deliverPrivate(id: number, perUser: Map<number, string>): void {
    for (const entry of this.#attached) {
      const frame = entry.client.userId === null ? undefined : perUser.get(entry.client.userId);
      if (frame) this.#send(entry, id, frame);
    }
  }

  #send(entry: Attached, id: number, frame: string): void {
    if (entry.held) {
      entry.held.push({ id, frame });
      return;
    }
    if (!entry.client.write(frame) && entry.client.bufferedBytes() > MAX_BUFFERED_BYTES) {
      this.#attached.delete(entry);
      entry.client.end();
    }
  }

  #heartbeat(): void {
    for (const entry of this.#attached) entry.client.write(': ping\n\n');
  }
}
