import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database';
import { metricsRegistry, recordRequest, trackPool } from './metrics';

/** The route label of a request that matched no route: one series, whatever was asked. */
const UNMATCHED = '(unmatched)';

/**
 * Times every request by its route pattern, reports the database pool, and serves
 * `GET /metrics` to a scraper with `Authorization: Bearer METRICS_TOKEN`. Without a token
 * configured the route does not exist (404): see docs/decisions/0074-metrics-behind-a-token.md.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database },
): void {
  const { token } = options;
  // Nobody can read metrics without a token, so a server without one records none: the
  // histogram cost every request a few percent of its CPU (decision 0150).
  if (!token) return;

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const client = (options.database.db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const untrack = trackPool(client);
    app.addHook('onClose', async () => untrack());
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    const body = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).send(body);
  });
}

/** Compares digests, so neither the token's length nor its prefix leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
