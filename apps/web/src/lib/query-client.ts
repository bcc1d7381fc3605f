import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // docs/screens.md#loading-and-failures: failed loads (live, past, leaderboard, profile ...) are
    // logged; the screens show what they have.
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('load failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network and server trouble.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
