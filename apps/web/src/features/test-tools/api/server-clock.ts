import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { testToolsKeys } from './query-keys';

/** The server's time, which time travel may have moved ahead. */
export function fetchServerClock(signal?: AbortSignal) {
  return callApi('serverClock', { signal });
}

export interface ServerClock {
  /** The server's "now", read from this browser's clock plus the measured offset. */
  now(): Date;
  /** False while the first reading is on its way. */
  ready: boolean;
}

/**
 * Start times and their "minimum now" follow the server clock, so a demo
 * server moved ahead in time still gets games in its future. Without an
 * answer (an old server, no admin token in production) the browser's clock
 * stands in.
 */
export function useServerClock(): ServerClock {
  const query = useQuery({
    queryKey: testToolsKeys.clock,
    queryFn: async ({ signal }) => {
      const answer = await fetchServerClock(signal);
      return Date.parse(answer.now) - Date.now();
    },
    staleTime: 60_000,
    retry: false,
  });
  const offset = query.data ?? 0;
  return { now: () => new Date(Date.now() + offset), ready: !query.isPending };
}
