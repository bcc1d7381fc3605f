import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { pingDatabase } from '../../db/open-database';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { Drain } from '../../ops/drain';
import { underPressure } from '../../plugins/overload';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; drain: Drain }> = async (
  app,
  { database, drain },
) => {
  const route = endpointRoutes(app, 'health');

  route('health', { summary: 'Liveness and database check' }, async (_request, reply) => {
    const up = await pingDatabase(database.db);
    return reply.status(up ? 200 : 503).send({
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      driver: database.driver,
      uptime_seconds: Math.round(process.uptime()),
      under_pressure: underPressure(app),
    });
  });

  // While starting, the starting responder answers this path (ops/starting-responder.ts).
  route(
    'healthReady',
    {
      summary: 'Readiness: 503 while starting, draining or without the database',
      description: 'Proxies and orchestrators send traffic only while this answers 200.',
    },
    async (_request, reply) => {
      if (drain.draining) {
        return reply.status(503).send({ status: 'draining', database: 'unknown' });
      }
      const up = await pingDatabase(database.db);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'degraded', database: up ? 'up' : 'down' });
    },
  );
};
