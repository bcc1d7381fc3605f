import type { EventStatsGame } from '@takeline/contract';
import { formatDateTime } from '@/lib/format';

/** How far the game has got, in words (the server's status names are not shown). */
function progress(game: EventStatsGame): string {
  const score = `${game.away_team_score ?? 0}–${game.home_team_score ?? 0}`;
  switch (game.status) {
    case 'upcoming':
      return `starts ${formatDateTime(game.commence_time)}`;
    case 'in_progress':
      return game.home_team_score === null ? 'in progress' : `in progress, ${score}`;
    case 'cancelled':
      return 'cancelled';
    default:
      return game.home_team_score === null ? 'final' : `final, ${score}`;
  }
}

/** "Boston Red Sox at New York Yankees · MLB · final, 4–3" (away score first, as the matchup reads). */
export function gameLine(game: EventStatsGame): string {
  return `${game.away_team} at ${game.home_team} · ${game.sport_title} · ${progress(game)}`;
}
