import {
  profilePatchBodySchema,
  profileSchema,
  publicProfileSchema,
  snakeUserIdParamSchema,
  streakHistoryResponseSchema,
  userIdParamSchema,
} from '@takeline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import { currentUserId } from '../../plugins/auth';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (
  app,
  { service },
) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Your profile, balances and rank progress',
        security,
        response: withErrors({ 200: profileSchema }, [401]),
      },
    },
    async (request) => service.getOwnProfile(currentUserId(request)),
  );

  app.patch(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Change your bio and visibility',
        security,
        body: profilePatchBodySchema,
        response: withErrors({ 200: profileSchema }, [400, 401]),
      },
    },
    async (request) => service.updateOwnProfile(currentUserId(request), request.body),
  );

  app.get(
    '/profile/:userId',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['profile'],
        summary: "Another user's public profile",
        params: userIdParamSchema,
        response: withErrors({ 200: publicProfileSchema }, [400, 404]),
      },
    },
    async (request) =>
      service.getPublicProfile(request.params.userId, request.auth?.userId ?? null),
  );

  app.get(
    '/users/:user_id/streak-history',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['profile'],
        summary: 'Login-streak awards, newest first',
        params: snakeUserIdParamSchema,
        response: withErrors({ 200: streakHistoryResponseSchema }, [400, 404]),
      },
    },
    async (request) =>
      service.getStreakHistory(request.params.user_id, request.auth?.userId ?? null),
  );
};
