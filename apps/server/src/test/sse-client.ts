import http from 'node:http';

/** One event as a stream client reads it. */
export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: unknown;
  /** performance.now() when it arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
  closed: Promise<void>;
}

/**
 * A minimal EventSource over node:http for tests and benches: opens `url`, parses SSE frames
 * (id, event, data; comments ignored), and keeps every event.
 */
export function openSse(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (event: ReceivedEvent) => void,
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      headers: { accept: 'text/event-stream', ...headers },
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: ReceivedEvent[] = [];
      const waiters = new Set<{
        match: (event: ReceivedEvent) => boolean;
        resolve: (event: ReceivedEvent) => void;
      }>();
      let buffer = '';
      let endClosed: () => void = () => {};
      const closed = new Promise<void>((done) => {
        endClosed = done;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const frame = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          split = buffer.indexOf('\n\n');
          let id: string | null = null;
          let type = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = value;
            else if (field === 'event') type = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0) continue;
          const text = data.join('\n');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text.
          }
          const event = { id, type, data: parsed, at: performance.now() };
          events.push(event);
          onEvent?.(event);
          for (const waiter of [...waiters]) {
            if (waiter.match(event)) {
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      });
      response.on('close', () => endClosed());
      response.on('end', () => endClosed());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        closed,
        next(match, timeoutMs = 5000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const waiter = {
              match,
              resolve: (event: ReceivedEvent) => {
                clearTimeout(timer);
                done(event);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(
                new Error(
                  `no matching event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`,
                ),
              );
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close() {
          request.destroy();
          response.destroy();
        },
      });
    });
  });
}

/** The whole body of a non-stream answer (a refused stream's JSON error). */
export async function readBody(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
