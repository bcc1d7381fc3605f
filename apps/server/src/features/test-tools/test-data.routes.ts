import {
  testDataCompleteResponseSchema,
  testDataCreateBodySchema,
  testDataCreateResponseSchema,
  testDataListQuerySchema,
  testDataSportBodySchema,
  testDataUpdateResponseSchema,
  testGameListSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { TestDataService } from './test-data.service';
import { testToolsGuard } from './test-tools-access';

/** Test data setup (spec section 7): fake games of one sport, in bulk. */
export const testDataRoutes: FastifyPluginAsyncZod<{
  service: TestDataService;
  requireAdmin: boolean;
}> = async (app, { service, requireAdmin }) => {
  const guard = testToolsGuard(app, requireAdmin);
  const tags = ['test-tools'];

  app.get(
    '/test-data/list',
    {
      ...guard.routeOptions,
      schema: {
        tags,
        summary: 'Test games of a sport (all four sports without one), newest first',
        security: guard.security,
        querystring: testDataListQuerySchema,
        response: withErrors({ 200: testGameListSchema }, [400, ...guard.errors]),
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/test-data/create-upcoming',
    {
      ...guard.routeOptions,
      schema: {
        tags,
        summary: 'Create 1 to 3 upcoming test games of a sport',
        description:
          'customStartTime null or absent starts them 5 minutes from now; a past time is moved there and start_time_reset says so.',
        security: guard.security,
        body: testDataCreateBodySchema,
        response: withErrors({ 200: testDataCreateResponseSchema }, [400, ...guard.errors]),
      },
    },
    async (request) => service.createUpcoming(request.body),
  );

  app.post(
    '/test-data/update-live-scores',
    {
      ...guard.routeOptions,
      schema: {
        tags,
        summary: "Start a sport's upcoming test games and add to every live one's score",
        security: guard.security,
        body: testDataSportBodySchema,
        response: withErrors({ 200: testDataUpdateResponseSchema }, [400, ...guard.errors]),
      },
    },
    async (request) => service.updateLiveScores(request.body.sport),
  );

  app.post(
    '/test-data/complete-games',
    {
      ...guard.routeOptions,
      schema: {
        tags,
        summary: "Complete a sport's unfinished test games and settle their sentiments",
        security: guard.security,
        body: testDataSportBodySchema,
        response: withErrors({ 200: testDataCompleteResponseSchema }, [400, ...guard.errors]),
      },
    },
    async (request) => service.completeGames(request.body.sport),
  );
};
