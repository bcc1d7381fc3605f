import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFreshPostgres } from '../test/fresh-postgres';
import { HttpApi } from '../test/http-api';
import { type NginxProxy, nginxAvailable, startNginx, UPSTREAM_HEADER } from '../test/nginx';
import { type ServerProcess, startServerProcesses } from '../test/server-process';
import { usingPostgres } from '../test/test-database';

/** Which upstream port answered each of `count` requests to `path` through the proxy. */
async function spread(proxy: NginxProxy, path: string, count: number, init?: RequestInit) {
  const answers: { port: number; status: number; body: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${proxy.url}${path}`, init);
    const upstream = response.headers.get(UPSTREAM_HEADER) ?? '';
    answers.push({
      port: Number(upstream.split(':').pop()),
      status: response.status,
      body: await response.text(),
    });
  }
  return answers;
}

function countBy<T>(items: T[], key: (item: T) => number): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * What nginx.conf must do for Server-Sent Events, checked before the app has
 * a stream: small local upstreams that hold a stream open and report what
 * nginx sent them. The test's nginx has gzip on for event streams, as a
 * production http block may: without the stream location's settings, the
 * first event is then held back and the stream test fails.
 */
describe.runIf(nginxAvailable)('deploy/nginx.conf in front of three upstreams', () => {
  const upstreams: Server[] = [];
  const seen: { httpVersion: string; forwardedFor: string | undefined }[] = [];
  let release: () => void = () => {};
  let proxy: NginxProxy;

  function upstream(request: IncomingMessage, response: ServerResponse) {
    seen.push({
      httpVersion: request.httpVersion,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
    if (request.url?.startsWith('/api/stream')) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('data: first\n\n');
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      void held.then(() => response.end('data: last\n\n'));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok' }));
  }

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      const server = createServer(upstream);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      upstreams.push(server);
    }
    proxy = await startNginx(upstreams.map((server) => (server.address() as AddressInfo).port));
  });

  afterAll(async () => {
    release();
    await proxy?.stop();
    for (const server of upstreams) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('spreads requests round-robin over every upstream', async () => {
    const answers = await spread(proxy, '/api/health', 9);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const ports = upstreams.map((server) => (server.address() as AddressInfo).port);
    expect(countBy(answers, (answer) => answer.port)).toEqual(
      Object.fromEntries(ports.map((port) => [port, 3])),
    );
  });

  it('passes a stream on as it comes, over HTTP/1.1, while the upstream holds it open', async () => {
    seen.length = 0;
    const response = await fetch(`${proxy.url}/api/stream`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the first event was held back')), 3000),
      ),
    ]);
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('data: last\n\n');
    expect(seen[0]?.httpVersion).toBe('1.1');
  });

  it("appends the client's address to X-Forwarded-For, after whatever the client claimed", async () => {
    seen.length = 0;
    await fetch(`${proxy.url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await fetch(`${proxy.url}/api/health`);
    expect(seen.map((request) => request.forwardedFor)).toEqual([
      '203.0.113.7, 127.0.0.1',
      '127.0.0.1',
    ]);
  });
});

const METRICS_TOKEN = 'metrics-token-of-the-cluster';

/** The deployment of deploy/compose.yaml, minus Docker: three real servers, one PostgreSQL, nginx. */
describe.runIf(nginxAvailable && usingPostgres)('three Takeline servers behind nginx', () => {
  const freshPostgres = useFreshPostgres();
  let servers: ServerProcess[] = [];
  let proxy: NginxProxy | undefined;

  afterAll(async () => {
    await proxy?.stop();
    const stopped = await Promise.all(servers.map((server) => server.stop()));
    expect(stopped.map((result) => result.code)).toEqual(servers.map(() => 0));
  });

  it('share the load round-robin, pass health through, and accept each other’s tokens', async () => {
    const databaseUrl = await freshPostgres('cluster');
    servers = await startServerProcesses(3, {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
    });
    proxy = await startNginx(servers.map((server) => server.port));

    const health = await spread(proxy, '/api/health', 9);
    expect(health.every((answer) => answer.status === 200)).toBe(true);
    expect(health.every((answer) => JSON.parse(answer.body).driver === 'postgres')).toBe(true);
    expect(countBy(health, (answer) => answer.port)).toEqual(
      Object.fromEntries(servers.map((server) => [server.port, 3])),
    );

    // Registered through one replica; the token works on all three (one JWT_SECRET).
    const user = await new HttpApi(proxy.url).register('roundrobin');
    const profile = await spread(proxy, '/api/profile', 3, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(profile.map((answer) => answer.port)).size).toBe(3);
  }, 180_000);

  it('report ready through nginx, and serve metrics only to a scraper at each replica', async () => {
    if (!proxy) throw new Error('the cluster did not start');
    const ready = await spread(proxy, '/api/health/ready', 3);
    expect(ready.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const auth = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
    const viaProxy = await fetch(`${proxy.url}/metrics`, auth);
    expect(viaProxy.status).toBe(404);
    for (const server of servers) {
      const direct = await fetch(`${server.url}/metrics`, auth);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/health\/ready",status_code="200"\} 1$/m,
      );
    }
  });
});
