import type { FastifyServerOptions } from 'fastify';

/** How often Node looks for requests past their timeout (its default is 30 s). */
const CHECK_INTERVAL_MS = 2_000;

/**
 * Fastify and Node options that cut slow clients (docs/security.md#heavy-requests):
 * - `requestTimeout`: the whole request, headers and body, must arrive within
 *   this (Node answers 408 and closes); headers get the same bound, so a
 *   slow body is cut within `requestTimeoutMs` + 2 s wherever it stalls;
 * - `connectionTimeout`: a socket silent for 60 s is closed;
 * - keep-alive stays at Fastify's 72 s between requests.
 */
export function requestTimeouts(requestTimeoutMs: number): Partial<FastifyServerOptions> {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 60_000,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, requestTimeoutMs),
    },
  } as Partial<FastifyServerOptions>;
}
