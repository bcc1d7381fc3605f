import { STREAM_EVENT_TYPES, type StreamMessage } from '@takeline/contract';

/** The smallest and largest wait before reconnecting; it doubles per failed attempt. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before attempt `n` (0-based): 1 s, 2 s, 4 s ... up to 30 s, with up to 20% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(plain * (1 + 0.2 * random()));
}

/** The stream's address: a ticket (never the token) and, on a new connection, where to resume. */
export function streamUrl(ticket: string | null, lastEventId: string | null): string {
  const query = new URLSearchParams();
  if (ticket) query.set('ticket', ticket);
  if (lastEventId) query.set('last_event_id', lastEventId);
  const text = query.toString();
  return text ? `/api/stream?${text}` : '/api/stream';
}

/** The part of EventSource the client uses (a fake in unit tests, the browser's otherwise). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveStreamOptions {
  /** A single-use ticket for the signed-in user, or null to stream public events only. */
  ticket: () => Promise<string | null>;
  onMessage: (message: StreamMessage) => void;
  onStatus: (up: boolean) => void;
  open?: (url: string) => EventSourceLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * One live stream (docs/screens.md#live-push): asks for a ticket, opens an EventSource, hands
 * every event on, and after any failure opens a new one (a ticket serves one connection), with
 * a growing wait and `last_event_id`, so no event of the last minutes is lost.
 */
export class LiveStream {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private lastEventId: string | null = null;
  private stopped = true;
  private readonly open: (url: string) => EventSourceLike;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: LiveStreamOptions) {
    this.open = options.open ?? ((url) => new EventSource(url) as unknown as EventSourceLike);
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.options.onStatus(false);
  }

  private async connect(): Promise<void> {
    let ticket: string | null;
    try {
      ticket = await this.options.ticket();
    } catch {
      this.retry();
      return;
    }
    if (this.stopped) return;
    const source = this.open(streamUrl(ticket, this.lastEventId));
    this.source = source;
    for (const type of STREAM_EVENT_TYPES) {
      source.addEventListener(type, (event) => this.receive(source, type, event));
    }
    source.onerror = () => {
      if (this.source !== source) return;
      // A ticket opens one connection: never let the browser retry the same address.
      source.close();
      this.source = null;
      this.options.onStatus(false);
      this.retry();
    };
  }

  private receive(source: EventSourceLike, type: StreamMessage['type'], event: MessageEvent) {
    if (this.source !== source) return;
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const message = { id: event.lastEventId || null, type, data } as StreamMessage;
    if (type === 'ready') {
      this.attempt = 0;
      this.options.onStatus(true);
    }
    this.options.onMessage(message);
    if (type === 'reconnect') {
      // This server is going away: another one answers a new connection at once.
      source.close();
      this.source = null;
      this.options.onStatus(false);
      this.schedule(0);
    }
  }

  private retry() {
    this.schedule(reconnectDelay(this.attempt));
    this.attempt += 1;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.connect();
    }, ms);
  }
}
