import type { LoginBody } from '@takeline/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function login(body: LoginBody) {
  return callApi('login', { body });
}

/** Logging in; a success stores the token, user and reward flags (docs/screens.md#session). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => authStore.setStatus('loading'),
    onSuccess: (result) => authStore.signIn(result),
    onError: () => authStore.setStatus('failed'),
  });
}
