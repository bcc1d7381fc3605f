import type { ProfilePatchBody } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile-query';
import { publicProfileQueryRoot } from '@/lib/query-keys';

/** Saves bio and public_profile (0 or 1). */
export function updateProfile(body: ProfilePatchBody) {
  return callApi('updateProfile', { body });
}

/** Saving changes what your own and your public profile show. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicProfileQueryRoot }),
      ]),
  });
}
