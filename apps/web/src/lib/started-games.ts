import type { ScheduledGame } from '@takeline/contract';

/**
 * A schedule row as the cache holds it: the server's row, plus `started` once the stream (or a
 * refused submission) says the game has begun. The row stays with its buttons closed
 * ("Started") until the next reload drops it (docs/screens.md#live-push).
 */
export type LiveScheduledGame = ScheduledGame & { started?: boolean };

/** Changes one row of a cached schedule; the same array when the game is not in it. */
export function mapRow(
  rows: readonly LiveScheduledGame[] | undefined,
  eventId: string,
  change: (row: LiveScheduledGame) => LiveScheduledGame,
): LiveScheduledGame[] | undefined {
  if (!rows?.some((row) => row.id === eventId)) return rows as LiveScheduledGame[] | undefined;
  return rows.map((row) => (row.id === eventId ? change(row) : row));
}

/** Marks a game started: its buttons close at once. */
export function markStartedInSchedule(
  rows: readonly LiveScheduledGame[] | undefined,
  eventId: string,
) {
  return mapRow(rows, eventId, (row) => (row.started ? row : { ...row, started: true }));
}
