import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'auth');

  route('register', { summary: 'Create an account and sign in' }, async (request, reply) =>
    reply.status(201).send(await service.register(request.body)),
  );

  route(
    'login',
    { summary: 'Sign in; grants the daily and streak rewards once a day' },
    async (request) => service.login(request.body, request.ip),
  );

  route('protectedData', { summary: 'A message for a valid token' }, async (request) => ({
    message: `Hello, ${request.auth?.username}! Your token is valid and this data is protected.`,
  }));
};
