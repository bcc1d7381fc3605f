import type { RegisterBody, RegisterResponse } from '@takeline/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/users/register', { method: 'POST', body });
}

/** POST /users/register; the answer signs the new user in. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onMutate: () => authStore.setStatus('loading'),
    onSuccess: (result) => authStore.signIn(result),
    onError: () => authStore.setStatus('failed'),
  });
}
