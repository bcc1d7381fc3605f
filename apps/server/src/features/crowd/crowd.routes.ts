import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { CrowdService } from './crowd.service';

export const crowdRoutes: FastifyPluginAsyncZod<{ service: CrowdService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'crowd');

  route(
    'eventCrowd',
    {
      summary: "The crowd on one event: each market's Take, Pass and Draw split and crowd line",
    },
    async (request) => service.eventCrowd(request.params.eventId),
  );

  route(
    'lineHistory',
    { summary: "The book's line changes and the crowd line over time, oldest first" },
    async (request) => service.lineHistory(request.params.eventId),
  );
};
