import {
  type BoardSport,
  type BoardWindow,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardRow,
} from '@takeline/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { leaderboardQueryKey } from '@/lib/query-keys';

/** A full page may have more behind it; a short one is the end of the board. */
export function nextLeaderboardOffset(
  lastPage: readonly LeaderboardRow[],
  pages: readonly (readonly LeaderboardRow[])[],
): number | undefined {
  return lastPage.length < LEADERBOARD_PAGE_SIZE ? undefined : pages.length * LEADERBOARD_PAGE_SIZE;
}

/**
 * The leaderboard, loaded when the tab opens: the top page first, then
 * further pages on request, so players below the top 100 can find themselves. A window and a
 * sport pick the board (docs/game-rules.md#windowed-boards); all time over every sport is the
 * leaderboard itself.
 */
export function useLeaderboard(window: BoardWindow = 'all', sport: BoardSport = 'all') {
  return useInfiniteQuery({
    queryKey: [...leaderboardQueryKey, window, sport],
    queryFn: ({ signal, pageParam }) =>
      callApi('windowedLeaderboard', {
        query: { window, sport, limit: LEADERBOARD_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextLeaderboardOffset,
    select: (data) => data.pages.flat(),
    staleTime: 0,
  });
}
