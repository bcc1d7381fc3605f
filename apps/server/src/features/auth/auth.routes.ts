import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { currentAuth } from '../../plugins/auth';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'auth');

  route('register', { summary: 'Create an account and sign in' }, async (request, reply) =>
    reply.status(201).send(await service.register(request.body, request.ip)),
  );

  route(
    'login',
    { summary: 'Sign in; grants the daily and streak rewards once a day' },
    async (request, reply) => {
      const answer = await service.login(request.body, {
        ip: request.ip,
        cookieHeader: request.headers.cookie,
      });
      const cookie = service.deviceCookieFor(answer.user.username);
      if (cookie) reply.header('set-cookie', cookie);
      return answer;
    },
  );

  route('protectedData', { summary: 'A message for a valid token' }, async (request) => ({
    message: `Hello, ${request.auth?.username}! Your token is valid and this data is protected.`,
  }));

  route('logout', { summary: "End this token's session on the server" }, async (request) => {
    await service.logout(currentAuth(request));
    return { message: 'You have been logged out.' };
  });

  route(
    'logoutEverywhere',
    { summary: 'End every session of the signed-in user, this one included' },
    async (request) => {
      const endedSessions = await service.logoutEverywhere(currentAuth(request));
      return { message: 'You have been logged out everywhere.', endedSessions };
    },
  );

  route(
    'changePassword',
    { summary: 'Change the password (current and new); ends every other session' },
    async (request) =>
      service.changePassword(currentAuth(request), request.body, {
        ip: request.ip,
        cookieHeader: request.headers.cookie,
      }),
  );
};
