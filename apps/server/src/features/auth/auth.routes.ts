import {
  loginBodySchema,
  loginResponseSchema,
  protectedResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  app.post(
    '/users/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: withErrors({ 201: registerResponseSchema }, [400, 409]),
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; grants the daily and streak rewards once a day',
        body: loginBodySchema,
        response: withErrors({ 200: loginResponseSchema }, [400, 401, 429]),
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.get(
    '/protected',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'A message for a valid token',
        security: [{ bearerAuth: [] }],
        response: withErrors({ 200: protectedResponseSchema }, [401]),
      },
    },
    async (request) => ({
      message: `Hello, ${request.auth?.username}! Your token is valid and this data is protected.`,
    }),
  );
};
