import {
  testEventActionResponseSchema,
  testEventCompleteResponseSchema,
  testEventCreateBodySchema,
  testEventCreateResponseSchema,
  testEventIdParamSchema,
  testEventListSchema,
  testEventSchema,
  testEventScoreBodySchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withErrors } from '../../lib/route-schemas';
import type { TestEventsService } from './test-events.service';
import { testToolsGuard } from './test-tools-access';

/** Test events (spec section 7): one hand-made event, driven step by step. */
export const testEventsRoutes: FastifyPluginAsyncZod<{
  service: TestEventsService;
  requireAdmin: boolean;
}> = async (app, { service, requireAdmin }) => {
  const guard = testToolsGuard(app, requireAdmin);
  const tags = ['test-tools'];
  /** Options of a route acting on one test event by id. */
  const onEvent = <R extends z.ZodType>(summary: string, answer: R) => ({
    ...guard.routeOptions,
    schema: {
      tags,
      summary,
      security: guard.security,
      params: testEventIdParamSchema,
      response: withErrors({ 200: answer }, [400, 404, 409, ...guard.errors]),
    },
  });

  // The spec's web app calls these with a trailing slash; both spellings work.
  for (const [path, hide] of [
    ['/test-events', false],
    ['/test-events/', true],
  ] as const) {
    app.get(
      path,
      {
        ...guard.routeOptions,
        schema: {
          tags,
          hide,
          summary: 'Every test event, newest first',
          security: guard.security,
          response: withErrors({ 200: testEventListSchema }, guard.errors),
        },
      },
      async () => service.list(),
    );

    app.post(
      path,
      {
        ...guard.routeOptions,
        schema: {
          tags,
          hide,
          summary: 'Create a test event with lines from the spec lists',
          description:
            'Away, under and draw fields must agree with home and over as the spec pairs them. A past commence_time is moved to 5 minutes from now.',
          security: guard.security,
          body: testEventCreateBodySchema,
          response: withErrors({ 201: testEventCreateResponseSchema }, [400, 409, ...guard.errors]),
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
  }

  app.get(
    '/test-events/:id',
    {
      ...guard.routeOptions,
      schema: {
        tags,
        summary: 'One test event with its status and scores',
        security: guard.security,
        params: testEventIdParamSchema,
        response: withErrors({ 200: testEventSchema }, [400, 404, ...guard.errors]),
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/test-events/score/:id',
    {
      ...guard.routeOptions,
      schema: {
        ...onEvent('Enter scores (an event not started yet starts)', testEventActionResponseSchema)
          .schema,
        body: testEventScoreBodySchema,
      },
    },
    async (request) => service.enterScores(request.params.id, request.body),
  );

  app.post(
    '/test-events/complete/:id',
    onEvent(
      'Complete with the entered scores and settle its sentiments',
      testEventCompleteResponseSchema,
    ),
    async (request) => service.complete(request.params.id, { playIfUnscored: false }),
  );

  app.post(
    '/test-events/test-event/start/:id',
    onEvent('Start: the event is in progress and sentiment closes', testEventActionResponseSchema),
    async (request) => service.start(request.params.id),
  );

  app.post(
    '/test-events/test-event/scores/:id',
    onEvent('Fetch scores: play the next stretch of the game', testEventActionResponseSchema),
    async (request) => service.fetchScores(request.params.id),
  );

  app.post(
    '/test-events/test-event/complete/:id',
    onEvent(
      'Complete (playing a whole game when unscored) and settle its sentiments',
      testEventCompleteResponseSchema,
    ),
    async (request) => service.complete(request.params.id, { playIfUnscored: true }),
  );
};
