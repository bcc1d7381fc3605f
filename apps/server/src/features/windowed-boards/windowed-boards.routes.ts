import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { sendJsonText } from '../../lib/json-text';
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
    async (request, typedReply) => {
      const { window, sport, limit, offset } = request.query;
      // Built by the database (decision 0216).
      return sendJsonText(typedReply, await service.page(window, sport, limit, offset));
    },
  );
};
