import { createServer, type Server } from 'node:http';
import { endpoints } from '@takeline/contract';
import { JSON_CONTENT_TYPE } from '../lib/json-text';

const READY_PATH = `/api${endpoints.healthReady.path}`;

/** How long a client is asked to wait before trying again (seconds). */
const RETRY_AFTER_SECONDS = 5;

export interface StartingResponder {
  /** Stops answering, so the app can listen on the same port. */
  close(): Promise<void>;
}

/**
 * Holds the server's port while the database opens and migrates (and, on a first `npm start`,
 * while the web app builds: decision 0220), and answers every request
 * 503 with `Retry-After` and `Connection: close`: readiness says `starting`, anything else gets
 * the API's error shape. An orchestrator polling readiness sees the server is not ready yet
 * rather than refused connections it might count as a crash (docs/decisions/0075-readiness-and-draining.md).
 */
export async function startStartingResponder(
  port: number,
  host: string,
): Promise<StartingResponder> {
  const server: Server = createServer((request, response) => {
    const ready = (request.url ?? '').split('?')[0] === READY_PATH;
    const body = ready
      ? { status: 'starting', database: 'unknown' }
      : {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'This server is starting; try again in a moment.',
        };
    response.writeHead(503, {
      'content-type': JSON_CONTENT_TYPE,
      'retry-after': String(RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
