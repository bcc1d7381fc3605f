import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { etagMatches, preferredEncoding } from '../../lib/http-negotiation';
import { JSON_CONTENT_TYPE } from '../../lib/json-text';
import type { EventsService } from './events.service';

/** Smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'events');

  route(
    'currentSchedule',
    {
      summary: 'Upcoming games of a sport with their current lines',
      description:
        'Cached in the server and revalidated with ETag / If-None-Match (304). Null markets stay null.',
      // The cache holds compressed copies; compressing each answer again would cost 10x.
      compress: false,
    },
    async (request, typedReply) => {
      const schedule = await service.currentSchedule(request.params.sportKey);
      // Sends bytes the cache validated against the contract and serialised once, or a 304.
      const reply = typedReply as FastifyReply;
      // Browsers keep the copy but ask each time; an unchanged schedule costs a 304.
      reply
        .header('etag', schedule.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], schedule.etag)) {
        return reply.code(304).send();
      }
      reply.type(JSON_CONTENT_TYPE);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding && schedule.bytes.length >= COMPRESS_FROM_BYTES) {
        return reply.header('content-encoding', encoding).send(schedule.encoded(encoding));
      }
      return reply.send(schedule.bytes);
    },
  );

  route(
    'liveScores',
    { summary: 'Games of a sport in progress, with their scores so far' },
    async (request) => service.liveScores(request.params.sportKey),
  );

  route(
    'pastScores',
    {
      summary: 'Finished games, newest first, with winner and points difference',
      description:
        'All sports by default; sport_key and days narrow the answer. At most 5000 games.',
    },
    async (request) => service.pastScores(request.query),
  );
};
