import type { ChangePasswordBody } from '@takeline/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Changing the password: every other session ends, and the answer is this browser's new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi('changePassword', { body }),
    onSuccess: (result) => authStore.signIn(result),
  });
}

/** Ends every session of the user on the server, then signs this browser out. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => callApi('logoutEverywhere'),
    onSuccess: () => authStore.logout(),
  });
}
