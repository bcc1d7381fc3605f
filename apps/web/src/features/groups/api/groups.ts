import type { BoardSport, GroupWindow } from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const groupsKey = ['groups'] as const;
const groupKey = (groupId: number) => [...groupsKey, groupId] as const;

/** docs/screens.md#groups: the groups you are in. */
export function useMyGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: ({ signal }) => callApi('myGroups', { signal }),
  });
}

/** docs/screens.md#groups: the demo community's groups, open to join (empty without a demo). */
export function useDemoGroups() {
  return useQuery({
    queryKey: [...groupsKey, 'demo'],
    queryFn: ({ signal }) => callApi('demoGroups', { signal }),
  });
}

export function useGroup(groupId: number) {
  return useQuery({
    queryKey: groupKey(groupId),
    queryFn: ({ signal }) => callApi('group', { params: { groupId }, signal }),
    retry: false,
  });
}

export function useGroupStandings(groupId: number, window: GroupWindow, sport: BoardSport) {
  return useQuery({
    queryKey: [...groupKey(groupId), 'standings', window, sport],
    queryFn: ({ signal }) =>
      callApi('groupStandings', { params: { groupId }, query: { window, sport }, signal }),
  });
}

export function useGroupPicks(groupId: number) {
  return useQuery({
    queryKey: [...groupKey(groupId), 'picks'],
    queryFn: ({ signal }) => callApi('groupPicks', { params: { groupId }, signal }),
  });
}

export function useGroupCrowd(groupId: number) {
  return useQuery({
    queryKey: [...groupKey(groupId), 'crowd'],
    queryFn: ({ signal }) => callApi('groupCrowd', { params: { groupId }, signal }),
  });
}

export function useInvite(code: string) {
  return useQuery({
    queryKey: ['group-invite', code],
    queryFn: ({ signal }) => callApi('inviteGroup', { params: { code }, signal }),
    retry: false,
  });
}

/** Every change of membership refreshes the lists and pages that show it. */
function useGroupMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

export function useCreateGroup() {
  return useGroupMutation((body: { name: string; description: string }) =>
    callApi('createGroup', { body }),
  );
}

export function useJoinGroup() {
  return useGroupMutation((code: string) => callApi('joinGroup', { params: { code } }));
}

export function useRotateInvite() {
  return useGroupMutation((groupId: number) =>
    callApi('rotateGroupInvite', { params: { groupId } }),
  );
}

export function useRemoveMember() {
  return useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) =>
    callApi('removeGroupMember', { params: { groupId, userId } }),
  );
}

export function useLeaveGroup() {
  return useGroupMutation((groupId: number) => callApi('leaveGroup', { params: { groupId } }));
}
