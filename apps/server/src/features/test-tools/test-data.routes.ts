import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { TestDataService } from './test-data.service';

/**
 * Test data setup (docs/screens.md#test-data-setup, decision 0050): fake games of one sport, in
 * bulk.
 */
export const testDataRoutes: FastifyPluginAsyncZod<{
  service: TestDataService;
  requireAdmin: boolean;
}> = async (app, { service, requireAdmin }) => {
  const route = endpointRoutes(app, 'test-tools', { testToolsNeedAdmin: requireAdmin });

  route(
    'testGames',
    { summary: 'Test games of a sport (all four sports without one), newest first' },
    async (request) => service.list(request.query),
  );

  route(
    'createTestGames',
    {
      summary: 'Create 1 to 3 upcoming test games of a sport',
      description:
        'customStartTime null or absent starts them 5 minutes from now; a past time is moved there and start_time_reset says so.',
    },
    async (request) => service.createUpcoming(request.body),
  );

  route(
    'updateTestScores',
    { summary: "Start a sport's upcoming test games and add to every live one's score" },
    async (request) => service.updateLiveScores(request.body.sport),
  );

  route(
    'completeTestGames',
    { summary: "Complete a sport's unfinished test games and settle their sentiments" },
    async (request) => service.completeGames(request.body.sport),
  );
};
