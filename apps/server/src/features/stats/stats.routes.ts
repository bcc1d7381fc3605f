import {
  eventIdParamSchema,
  eventStatsSchema,
  participantsResponseSchema,
  snakeUserIdParamSchema,
  statsBySportQuerySchema,
  statsBySportResponseSchema,
  userStatsResponseSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user/:user_id/stats',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['stats'],
        summary: "A user's statistics and sentiment history (public profiles, or your own)",
        params: snakeUserIdParamSchema,
        response: withErrors({ 200: userStatsResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.userStats(request.params.user_id, request.auth?.userId ?? null),
  );

  app.get(
    '/user/:user_id/stats-by-sport',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['stats'],
        summary: "A user's statistics per sport, or for one sport (sportKey)",
        params: snakeUserIdParamSchema,
        querystring: statsBySportQuerySchema,
        response: withErrors({ 200: statsBySportResponseSchema }, [400, 404]),
      },
    },
    async (request) =>
      service.statsBySport(
        request.params.user_id,
        request.auth?.userId ?? null,
        request.query.sportKey,
      ),
  );

  app.get(
    '/event/:eventId/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'How everyone chose on one event, and how those choices did',
        params: eventIdParamSchema,
        response: withErrors({ 200: eventStatsSchema }, [400, 404]),
      },
    },
    async (request) => service.eventStats(request.params.eventId),
  );

  app.get(
    '/event/:eventId/participants',
    {
      schema: {
        tags: ['stats'],
        summary: 'Who stated sentiment on one event',
        params: eventIdParamSchema,
        response: withErrors({ 200: participantsResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.participants(request.params.eventId),
  );
};
