import { z } from 'zod';
import { BOARD_SPORTS, BOARD_WINDOWS } from '../rules/windows';
import { LEADERBOARD_PAGE_SIZE, leaderboardQuerySchema } from './leaderboard';

export const boardWindowSchema = z.enum(BOARD_WINDOWS, {
  error: `window must be one of ${BOARD_WINDOWS.join(', ')}.`,
});
export const boardSportSchema = z.enum(BOARD_SPORTS, {
  error: `sport must be one of ${BOARD_SPORTS.join(', ')}.`,
});

/**
 * The windowed board's query (docs/game-rules.md#windowed-boards): a window and a sport, both
 * defaulting to the all-time, every-sport board, and the all-time board's paging.
 */
export const windowedLeaderboardQuerySchema = leaderboardQuerySchema.extend({
  window: boardWindowSchema.default('all'),
  sport: boardSportSchema.default('all'),
});

export { LEADERBOARD_PAGE_SIZE };
