import {
  leaderboardHistoryResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  userIdParamSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { LeaderboardService } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ service: LeaderboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/users/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Users by ranking score (XP + IP), top 100 by default, with paging',
        querystring: leaderboardQuerySchema,
        response: withErrors({ 200: leaderboardResponseSchema }, [400]),
      },
    },
    async (request) => service.page(request.query.limit, request.query.offset),
  );

  app.get(
    '/users/leaderboard/history/:userId',
    {
      schema: {
        tags: ['leaderboard'],
        summary:
          "A user's ranking trend: one point at registration and per settlement that changed it",
        params: userIdParamSchema,
        response: withErrors({ 200: leaderboardHistoryResponseSchema }, [400, 404]),
      },
    },
    async (request) => service.history(request.params.userId),
  );
};
