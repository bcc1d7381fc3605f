import {
  currentScheduleResponseSchema,
  liveScoresResponseSchema,
  pastScoresQuerySchema,
  pastScoresResponseSchema,
  sportKeyParamSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { EventsService } from './events.service';
import { etagMatches, preferredEncoding } from './schedule-cache';

/** Smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/current-schedule/:sportKey',
    {
      // The cache holds compressed copies; compressing each answer again would cost 10x.
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'Upcoming games of a sport with their current lines',
        description:
          'Cached in the server and revalidated with ETag / If-None-Match (304). Null markets stay null.',
        params: sportKeyParamSchema,
        response: withErrors({ 200: currentScheduleResponseSchema }, [400, 404]),
      },
    },
    async (request, reply) => {
      const schedule = await service.currentSchedule(request.params.sportKey);
      // Browsers keep the copy but ask each time; an unchanged schedule costs a 304.
      reply
        .header('etag', schedule.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], schedule.etag)) {
        return reply.code(304).send();
      }
      // Already validated against the contract and serialised when cached.
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding && schedule.bytes.length >= COMPRESS_FROM_BYTES) {
        return reply.header('content-encoding', encoding).send(schedule.encoded(encoding));
      }
      return reply.send(schedule.bytes);
    },
  );

  app.get(
    '/live-scores/:sportKey',
    {
      schema: {
        tags: ['events'],
        summary: 'Games of a sport in progress, with their scores so far',
        params: sportKeyParamSchema,
        response: withErrors({ 200: liveScoresResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.liveScores(request.params.sportKey),
  );

  app.get(
    '/past-scores',
    {
      schema: {
        tags: ['events'],
        summary: 'Finished games, newest first, with winner and points difference',
        description:
          'All sports by default; sport_key and days narrow the answer. At most 5000 games.',
        querystring: pastScoresQuerySchema,
        response: withErrors({ 200: pastScoresResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.pastScores(request.query),
  );
};
