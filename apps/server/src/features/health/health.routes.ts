import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { pingDatabase } from '../../db/open-database';
import { endpointRoutes } from '../../lib/endpoint-route';
import { underPressure } from '../../plugins/overload';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
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
};
