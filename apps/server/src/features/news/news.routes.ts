import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { NewsService } from './news.service';

export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'news');

  route('news', { summary: 'Latest news of a sport, newest first' }, async (request) =>
    service.list(request.params.sportKey),
  );
};
