import type { NewsItem } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /news/{sportKey}. Spec section 7: a non-list answer or a failure gives an empty list. */
export async function fetchNews(sportKey: string, signal?: AbortSignal): Promise<NewsItem[]> {
  try {
    const items = await apiFetch<unknown>(`/news/${encodeURIComponent(sportKey)}`, { signal });
    return Array.isArray(items) ? (items as NewsItem[]) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('news fetch failed', error);
    return [];
  }
}

export function useNews(sportKey: string) {
  return useQuery({
    queryKey: ['news', sportKey],
    queryFn: ({ signal }) => fetchNews(sportKey, signal),
    staleTime: 60_000,
  });
}
