import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { currentUserId } from '../../plugins/auth';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'profile');

  route('ownProfile', { summary: 'Your profile, balances and rank progress' }, async (request) =>
    service.getOwnProfile(currentUserId(request)),
  );

  route('updateProfile', { summary: 'Change your bio and visibility' }, async (request) =>
    service.updateOwnProfile(currentUserId(request), request.body),
  );

  route('publicProfile', { summary: "Another user's public profile" }, async (request) =>
    service.getPublicProfile(request.params.userId, request.auth?.userId ?? null),
  );

  route('streakHistory', { summary: 'Login-streak awards, newest first' }, async (request) =>
    service.getStreakHistory(request.params.user_id, request.auth?.userId ?? null),
  );
};
