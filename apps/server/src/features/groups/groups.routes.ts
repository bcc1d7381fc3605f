import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint-route';
import { sendJsonText } from '../../lib/json-text';
import { currentUserId } from '../../plugins/auth';
import type { GroupsService } from './groups.service';

export const groupsRoutes: FastifyPluginAsyncZod<{ service: GroupsService }> = async (
  app,
  { service },
) => {
  const route = endpointRoutes(app, 'groups');

  route('myGroups', { summary: 'The groups you are in' }, async (request) =>
    service.list(currentUserId(request)),
  );

  route('demoGroups', { summary: "The demo community's groups, open to join" }, async (request) =>
    service.demoGroups(currentUserId(request)),
  );

  route('createGroup', { summary: 'Create a group; you are its owner' }, async (request, reply) => {
    const group = await service.create(currentUserId(request), request.body);
    return reply.code(201).send(group);
  });

  route('inviteGroup', { summary: 'The group an invite link leads to' }, async (request) =>
    service.invite(request.params.code, currentUserId(request)),
  );

  route('joinGroup', { summary: 'Join a group by its invite link' }, async (request) =>
    service.join(request.params.code, currentUserId(request)),
  );

  route('group', { summary: 'A group you are in, with its members' }, async (request) =>
    service.detail(request.params.groupId, currentUserId(request)),
  );

  route(
    'groupStandings',
    { summary: "Members' standings: score since joining, or a board window" },
    async (request, typedReply) => {
      const answer = await service.standings(
        request.params.groupId,
        currentUserId(request),
        request.query.window,
        request.query.sport,
      );
      return sendJsonText(typedReply, answer); // built by the database (decision 0215)
    },
  );

  route(
    'groupPicks',
    { summary: "Members' recent settled picks (public profiles)" },
    async (request) => service.picks(request.params.groupId, currentUserId(request)),
  );

  route(
    'groupCrowd',
    { summary: "The group's crowd on upcoming games, beside the community's" },
    async (request) => service.crowd(request.params.groupId, currentUserId(request)),
  );

  route('rotateGroupInvite', { summary: 'A new invite code (owner only)' }, async (request) =>
    service.rotateInvite(request.params.groupId, currentUserId(request)),
  );

  route('removeGroupMember', { summary: 'Remove a member (owner only)' }, async (request) =>
    service.removeMember(request.params.groupId, currentUserId(request), request.params.userId),
  );

  route('leaveGroup', { summary: 'Leave a group' }, async (request) =>
    service.leave(request.params.groupId, currentUserId(request)),
  );
};
