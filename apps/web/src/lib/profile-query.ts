import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useAuth } from './auth-store';

/**
 * The signed-in user's profile (the `ownProfile` endpoint). Shared by Home (admin block,
 * balances for the stake sliders) and Profile; anything that moves points
 * invalidates `profileQueryKey` so every screen shows the new balances.
 */
export const profileQueryKey = ['profile'] as const;

export function fetchProfile(signal?: AbortSignal) {
  return callApi('ownProfile', { signal });
}

export function useProfile() {
  const { token } = useAuth();
  return useQuery({
    queryKey: [...profileQueryKey, token],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
  });
}
