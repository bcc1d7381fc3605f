import { createServer, type Server } from 'node:http';
import { endpoints } from '@takeline/contract';
import { JSON_CONTENT_TYPE } from '../lib/json-text';

const READY_PATH = `/api${endpoints.healthReady.path}`;

/** How long a client is asked to wait before trying again (seconds). */
const RETRY_AFTER_SECONDS = 5;

/** How soon a browser's page loads again by itself (seconds): a start is a few seconds long. */
const PAGE_REFRESH_SECONDS = 2;

/**
 * What a person who opened the site too early sees instead of a JSON error: a plain page in the
 * app's colours that reloads itself until the app answers. No script, no external file.
 */
const STARTING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${PAGE_REFRESH_SECONDS}">
<title>Takeline is starting</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f8f7; color: #1d1d1d; font-family: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { body { background: #0f1513; color: #fff; } }
main { text-align: center; padding: 24px; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
</style>
</head>
<body>
<main>
<h1>Takeline is starting</h1>
<p>This page reloads by itself in a moment.</p>
</main>
</body>
</html>
`;

/** A browser asking for a page (not the API, not an asset) gets the starting page. */
function wantsPage(path: string, accept: string | undefined): boolean {
  return !path.startsWith('/api/') && (accept ?? '').includes('text/html');
}

export interface StartingResponder {
  /** Stops answering, so the app can listen on the same port. */
  close(): Promise<void>;
}

/**
 * Holds the server's port while the database opens and migrates (and, on a first `npm start`,
 * while the web app builds: decision 0220), and answers every request 503 with `Retry-After` and
 * `Connection: close`: readiness says `starting`, the rest of the API gets its error shape. An
 * orchestrator polling readiness sees the server is not ready yet rather than refused
 * connections it might count as a crash (docs/decisions/0075-readiness-and-draining.md). A
 * browser asking for a page gets a page that reloads itself instead (decision 0220).
 */
export async function startStartingResponder(
  port: number,
  host: string,
): Promise<StartingResponder> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' };
    if (wantsPage(path, request.headers.accept)) {
      response.writeHead(503, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(STARTING_PAGE);
      return;
    }
    const ready = path === READY_PATH;
    const body = ready
      ? { status: 'starting', database: 'unknown' }
      : {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'This server is starting; try again in a moment.',
        };
    response.writeHead(503, { ...headers, 'content-type': JSON_CONTENT_TYPE });
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
