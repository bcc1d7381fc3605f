import {
  errorResponseSchema,
  lineMovedResponseSchema,
  lineSentimentBodySchema,
  moneylineSentimentBodySchema,
  mySentimentsQuerySchema,
  mySentimentsResponseSchema,
  quickSentimentBodySchema,
  sentimentCheckParamsSchema,
  sentimentCheckResponseSchema,
  sentimentSubmitResponseSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withErrors } from '../../lib/route-schemas';
import { currentUserId } from '../../plugins/auth';
import type { SentimentService } from './sentiment.service';

const submitErrors = [400, 401, 403, 404] as const;
/** 409: already submitted or started (a message), or a moved line (with the current line). */
const conflictSchema = z.union([lineMovedResponseSchema, errorResponseSchema]);

export const sentimentRoutes: FastifyPluginAsyncZod<{ service: SentimentService }> = async (
  app,
  { service },
) => {
  const security = [{ bearerAuth: [] }];
  const submitted = withErrors(
    { 201: sentimentSubmitResponseSchema, 409: conflictSchema },
    submitErrors,
  );

  app.post(
    '/sentiment/moneyline',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sentiment'],
        summary: 'Take, Pass or Draw on the moneyline, staking 1 to 5 confidence points',
        security,
        body: moneylineSentimentBodySchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const result = await service.submitMoneyline(currentUserId(request), request.body);
      return reply.status(201).send(result);
    },
  );

  for (const market of ['spread', 'totals'] as const) {
    app.post(
      `/sentiment/${market}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['sentiment'],
          summary: `Take or Pass on the ${market}, optionally with a custom value and an IP stake`,
          security,
          body: lineSentimentBodySchema,
          response: submitted,
        },
      },
      async (request, reply) => {
        const result = await service.submitLine(currentUserId(request), market, request.body);
        return reply.status(201).send(result);
      },
    );
  }

  for (const [path, selectionType] of [
    ['/sentiments/take', 'Take'],
    ['/sentiments/pass', 'Pass'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['sentiment'],
          summary: `Quick ${selectionType.toLowerCase()}: a moneyline ${selectionType} staking 1 confidence point`,
          security,
          body: quickSentimentBodySchema,
          response: submitted,
        },
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

  app.get(
    '/sentiment/:type/:userId/:eventId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sentiment'],
        summary: 'Whether you have submitted sentiment on this market (your own only)',
        security,
        params: sentimentCheckParamsSchema,
        response: withErrors({ 200: sentimentCheckResponseSchema }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { type, userId, eventId } = request.params;
      return service.check(currentUserId(request), type, userId, eventId);
    },
  );

  app.get(
    '/sentiments/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sentiment'],
        summary: 'Your sentiments on several events at once (the schedule asks for all its games)',
        security,
        querystring: mySentimentsQuerySchema,
        response: withErrors({ 200: mySentimentsResponseSchema }, [400, 401]),
      },
    },
    async (request) => service.mine(currentUserId(request), request.query.event_ids),
  );
};
