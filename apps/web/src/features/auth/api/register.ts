import type { RegisterBody } from '@takeline/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function register(body: RegisterBody) {
  return callApi('register', { body });
}

/** Registering; the answer signs the new user in. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onMutate: () => authStore.setStatus('loading'),
    onSuccess: (result) => authStore.signIn(result),
    onError: () => authStore.setStatus('failed'),
  });
}
