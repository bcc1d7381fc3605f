import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'stats');

  route(
    'userStats',
    { summary: "A user's statistics and sentiment history (public profiles, or your own)" },
    async (request) => service.userStats(request.params.user_id, request.auth?.userId ?? null),
  );

  route(
    'statsBySport',
    { summary: "A user's statistics per sport, or for one sport (sportKey)" },
    async (request) =>
      service.statsBySport(
        request.params.user_id,
        request.auth?.userId ?? null,
        request.query.sportKey,
      ),
  );

  route(
    'eventStats',
    { summary: 'How everyone chose on one event, and how those choices did' },
    async (request) => service.eventStats(request.params.eventId),
  );

  route('eventParticipants', { summary: 'Who stated sentiment on one event' }, async (request) =>
    service.participants(request.params.eventId),
  );
};
