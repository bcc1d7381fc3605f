import type { StreamMessage } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { type EventSourceLike, LiveStream, reconnectDelay, streamUrl } from './live-stream';

/** An EventSource stand-in the test drives: it records its address and plays events. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, id = '') {
    this.listeners.get(type)?.(
      new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }),
    );
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function harness(tickets: Array<string | null | Error>) {
  const sources: FakeSource[] = [];
  const messages: StreamMessage[] = [];
  const statuses: boolean[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const stream = new LiveStream({
    ticket: async () => {
      const next = tickets.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    },
    onMessage: (message) => messages.push(message),
    onStatus: (up) => statuses.push(up),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fire = async () => {
    const timer = timers.shift();
    timer?.run();
    await tick();
    return timer?.ms;
  };
  return { stream, sources, messages, statuses, timers, tick, fire };
}

const ready = { user_id: 4, resumed: false, heartbeat_seconds: 15 };

describe('LiveStream', () => {
  it('opens with a ticket, hands events on, and reconnects with a new ticket and the last id', async () => {
    const h = harness(['t1', 't2']);
    h.stream.start();
    await h.tick();
    expect(h.sources[0]?.url).toBe('/api/stream?ticket=t1');
    h.sources[0]?.emit('ready', ready);
    h.sources[0]?.emit('score', { event_id: 'e1' }, '41');
    expect(h.statuses).toEqual([true]);
    expect(h.messages.map((message) => [message.type, message.id])).toEqual([
      ['ready', null],
      ['score', '41'],
    ]);

    h.sources[0]?.fail();
    expect(h.sources[0]?.closed).toBe(true);
    expect(h.statuses).toEqual([true, false]);
    expect(await h.fire()).toBeGreaterThanOrEqual(1000);
    // A ticket serves one connection: a new one, resuming after event 41.
    expect(h.sources[1]?.url).toBe('/api/stream?ticket=t2&last_event_id=41');
    // A late event of the old connection is ignored.
    h.sources[0]?.emit('score', { event_id: 'late' }, '40');
    expect(h.messages).toHaveLength(2);
  });

  it('waits longer after each failure, and starts over once connected', async () => {
    const h = harness([null, new Error('offline'), null, null]);
    h.stream.start();
    await h.tick();
    expect(h.sources[0]?.url).toBe('/api/stream');
    h.sources[0]?.fail();
    const first = await h.fire(); // the ticket call fails
    const second = await h.fire();
    expect(first).toBeLessThan(second ?? 0);
    h.sources[1]?.emit('ready', ready);
    h.sources[1]?.fail();
    expect(h.timers[0]?.ms).toBeLessThanOrEqual(1200);
  });

  it('a "reconnect" from a draining server opens a new stream at once; stop ends it all', async () => {
    const h = harness(['a', 'b']);
    h.stream.start();
    await h.tick();
    h.sources[0]?.emit('ready', ready);
    h.sources[0]?.emit('reconnect', { reason: 'draining' });
    expect(h.sources[0]?.closed).toBe(true);
    expect(await h.fire()).toBe(0);
    expect(h.sources[1]?.url).toBe('/api/stream?ticket=b');
    h.stream.stop();
    expect(h.sources[1]?.closed).toBe(true);
    h.sources[1]?.fail();
    expect(h.timers).toEqual([]);
  });
});

describe('reconnectDelay and streamUrl', () => {
  it('doubles from 1 s up to 30 s, with at most 20% jitter', () => {
    expect([0, 1, 2, 5, 20].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });

  it('never puts anything but a ticket and an event id in the address', () => {
    expect(streamUrl(null, null)).toBe('/api/stream');
    expect(streamUrl('a b', '9')).toBe('/api/stream?ticket=a+b&last_event_id=9');
  });
});
