import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { WindowedBoardsService } from './windowed-boards.service';

export const windowedBoardsRoutes: FastifyPluginAsyncZod<{
  service: WindowedBoardsService;
}> = async (app, { service }) => {
  const route = endpointRoutes(app, 'leaderboard');

  route(
    'windowedLeaderboard',
    {
      summary: 'The leaderboard for a window (week, month, season, all) and a sport',
      description:
        'Windowed scores are the XP plus IP earned in the window, from the ledger; same order and ties as the all-time board.',
    },
    async (request) => {
      const { window, sport, limit, offset } = request.query;
      return service.page(window, sport, limit, offset);
    },
  );
};
