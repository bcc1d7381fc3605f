import type { NewsItem } from '@takeline/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The news of a sport. docs/screens.md#loading-and-failures: a non-list answer or a failure gives
 * an empty list.
 */
export async function fetchNews(sportKey: string, signal?: AbortSignal): Promise<NewsItem[]> {
  try {
    const items = await callApi('news', { params: { sportKey }, signal });
    return Array.isArray(items) ? items : [];
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
