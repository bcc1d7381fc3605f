import type { LoginBody, LoginResponse } from '@takeline/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/users/login', { method: 'POST', body });
}

/** POST /users/login; a success stores the token, user and reward flags (spec section 4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => authStore.setStatus('loading'),
    onSuccess: (result) => authStore.signIn(result),
    onError: () => authStore.setStatus('failed'),
  });
}
