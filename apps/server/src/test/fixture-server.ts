import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface FixtureReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is (to serve malformed bodies); anything else as JSON. */
  body?: unknown;
}

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: FixtureRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free local port, answering from recorded fixtures:
 * feed clients are tested over the network stack, never against the internet.
 */
export async function startFixtureServer(
  handler: (request: FixtureRequest) => FixtureReply | Promise<FixtureReply>,
): Promise<FixtureServer> {
  const requests: FixtureRequest[] = [];
  const server = createServer(async (incoming: IncomingMessage, response) => {
    const url = new URL(incoming.url ?? '/', 'http://fixture');
    const request = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
    };
    requests.push(request);
    try {
      const reply = await handler(request);
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
      response.writeHead(reply.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...reply.headers,
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** A recorded fixture file beside the test, read as text. */
export function fixture(testFileUrl: string, name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, testFileUrl), 'utf8');
}
