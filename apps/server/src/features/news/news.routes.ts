import { newsResponseSchema, sportKeyParamSchema } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { NewsService } from './news.service';

export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/news/:sportKey',
    {
      schema: {
        tags: ['news'],
        summary: 'Latest news of a sport, newest first',
        params: sportKeyParamSchema,
        response: withErrors({ 200: newsResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.list(request.params.sportKey),
  );
};
