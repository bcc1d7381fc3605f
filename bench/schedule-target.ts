/**
 * One benchmark target, run in its own process so the load generator does
 * not share its event loop: `hello` (a bare Fastify hello-world), `replay
 * <file>` (a bare Fastify route sending a recorded answer byte for byte). The app
 * itself runs as `npm start` starts it, from schedule.bench.ts. Prints
 * `READY <port> <etag> <detail>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

async function hello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, etag: '-', detail: 'bare Fastify' };
}

/** A recorded answer: its headers and body, as schedule.bench.ts wrote them. */
interface Recorded {
  headers: Record<string, string>;
  body: string;
}

/**
 * The served schedule's own answer (its headers and its 27 KB body) from a route that does no
 * work at all: what this machine and the load generator allow for an answer of that size, the
 * ceiling any server of this answer meets (decision 0201).
 */
async function replay(file: string) {
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  const body = Buffer.from(recorded.body);
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => {
    reply.headers(recorded.headers).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, etag: '-', detail: `bare Fastify, the served answer, ${body.length} bytes` };
}

const [kind, file] = process.argv.slice(2);
const target =
  kind === 'hello' ? await hello() : kind === 'replay' && file ? await replay(file) : null;
if (!target) {
  console.error('usage: schedule-target.ts hello|replay <file>');
  process.exit(2);
}
const address = target.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${target.etag} ${target.detail}`);
process.on('SIGTERM', () => {
  void target.app.close().then(() => process.exit(0));
});
