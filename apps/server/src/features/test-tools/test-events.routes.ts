import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { TestEventsService } from './test-events.service';

/**
 * Test events (docs/screens.md#test-event-detail, decision 0050): one hand-made event, driven step
 * by step.
 */
export const testEventsRoutes: FastifyPluginAsyncZod<{
  service: TestEventsService;
  requireAdmin: boolean;
}> = async (app, { service, requireAdmin }) => {
  const route = endpointRoutes(app, 'test-tools', { testToolsNeedAdmin: requireAdmin });

  // The web app calls these two with a trailing slash; both spellings work.
  route(
    'testEvents',
    { summary: 'Every test event, newest first', trailingSlash: true },
    async () => service.list(),
  );

  route(
    'createTestEvent',
    {
      summary: 'Create a test event with lines from the test tool lists',
      description:
        'Away, under and draw fields must agree with home and over as the create form pairs them. A past commence_time is moved to 5 minutes from now.',
      trailingSlash: true,
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  route('testEvent', { summary: 'One test event with its status and scores' }, async (request) =>
    service.get(request.params.id),
  );

  route(
    'scoreTestEvent',
    { summary: 'Enter scores (an event not started yet starts)' },
    async (request) => service.enterScores(request.params.id, request.body),
  );

  route(
    'completeTestEvent',
    { summary: 'Complete with the entered scores and settle its sentiments' },
    async (request) => service.complete(request.params.id, { playIfUnscored: false }),
  );

  route(
    'startTestEvent',
    { summary: 'Start: the event is in progress and sentiment closes' },
    async (request) => service.start(request.params.id),
  );

  route(
    'playTestEvent',
    { summary: 'Fetch scores: play the next stretch of the game' },
    async (request) => service.fetchScores(request.params.id),
  );

  route(
    'playOutTestEvent',
    { summary: 'Complete (playing a whole game when unscored) and settle its sentiments' },
    async (request) => service.complete(request.params.id, { playIfUnscored: true }),
  );
};
