import { pickGameLine, type TestEvent, type TestGame } from '@takeline/contract';
import type { EventRow } from './test-tools.repository';

/** A test game row (docs/screens.md#test-data-setup). */
export function toTestGame(row: EventRow): TestGame {
  return {
    id: row.id,
    sport_key: row.sportKey,
    sport_title: row.sportTitle,
    home_team: row.homeTeam,
    home_score: row.homeScore,
    away_team: row.awayTeam,
    away_score: row.awayScore,
    status: row.status,
    commence_time: row.commenceTime.toISOString(),
  };
}

/** A test event row, with its status and scores (docs/screens.md#test-event-detail). */
export function toTestEvent(row: EventRow): TestEvent {
  return {
    id: row.id,
    sport_key: row.sportKey,
    sport_title: row.sportTitle,
    commence_time: row.commenceTime.toISOString(),
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    ...pickGameLine(row),
    status: row.status,
    home_team_score: row.homeScore,
    away_team_score: row.awayScore,
  };
}

/** "3 MLB games", "1 sentiment". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
