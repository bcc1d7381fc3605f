import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { sendJsonText } from '../../lib/json-text';
import type { LeaderboardService } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ service: LeaderboardService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'leaderboard');

  route(
    'leaderboard',
    { summary: 'Users by ranking score (XP + IP), top 100 by default, with paging' },
    async (request, typedReply) =>
      // Built by the database (decision 0216).
      sendJsonText(typedReply, await service.page(request.query.limit, request.query.offset)),
  );

  route(
    'leaderboardHistory',
    {
      summary:
        "A user's ranking trend: one point at registration and per settlement that changed it",
    },
    async (request) => service.history(request.params.userId),
  );
};
