import type { PublicProfile } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { publicProfileQueryKey } from '@/lib/query-keys';

/** GET /api/profile/{userId}: 404 when the profile is private (unless it is yours). */
export function fetchPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiFetch<PublicProfile>(`/profile/${encodeURIComponent(userId)}`, { signal });
}

export function usePublicProfile(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicProfileQueryKey(userId),
    queryFn: ({ signal }) => fetchPublicProfile(userId, signal),
    enabled,
  });
}
