import { endpointSchemas } from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { currentUserId } from '../../plugins/auth';
import type { SentimentService } from './sentiment.service';

export const sentimentRoutes: FastifyPluginAsyncZod<{ service: SentimentService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'sentiment');

  route(
    'submitMoneyline',
    { summary: 'Take, Pass or Draw on the moneyline, staking 1 to 5 confidence points' },
    async (request, reply) => {
      const result = await service.submitMoneyline(currentUserId(request), request.body);
      return reply.status(201).send(result);
    },
  );

  for (const market of endpointSchemas.submitLine.params.shape.market.options) {
    route(
      'submitLine',
      {
        summary: `Take or Pass on the ${market}, optionally with a custom value and an IP stake`,
        at: { market },
      },
      async (request, reply) => {
        const result = await service.submitLine(currentUserId(request), market, request.body);
        return reply.status(201).send(result);
      },
    );
  }

  for (const choice of endpointSchemas.quickSentiment.params.shape.choice.options) {
    const selectionType = choice === 'take' ? 'Take' : 'Pass';
    route(
      'quickSentiment',
      {
        summary: `Quick ${choice}: a moneyline ${selectionType} staking 1 confidence point`,
        at: { choice },
      },
      async (request, reply) => {
        const result = await service.submitQuick(
          currentUserId(request),
          selectionType,
          request.body,
        );
        return reply.status(201).send(result);
      },
    );
  }

  route(
    'sentimentCheck',
    { summary: 'Whether you have submitted sentiment on this market (your own only)' },
    async (request) => {
      const { type, userId, eventId } = request.params;
      return service.check(currentUserId(request), type, userId, eventId);
    },
  );

  route(
    'mySentiments',
    {
      summary: 'Your sentiments on several events at once (the schedule asks for all its games)',
    },
    async (request) => service.mine(currentUserId(request), request.query.event_ids),
  );
};
