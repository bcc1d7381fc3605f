import type { LiveScore } from '@takeline/contract';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { TeamCell } from './team-cell';

/** What the live and past tables share: two teams with their scores, and a start time. */
type ScoreRow = LiveScore;

function HomeTeam({ row }: { row: ScoreRow }) {
  return <TeamCell sportKey={row.sport_key} team={row.home_team} score={row.home_team_score} />;
}

function AwayTeam({ row }: { row: ScoreRow }) {
  return <TeamCell sportKey={row.sport_key} team={row.away_team} score={row.away_team_score} />;
}

export function StartTime({ row }: { row: ScoreRow }) {
  return <time dateTime={row.commence_time}>{formatDateTime(row.commence_time)}</time>;
}

/** Phone cards: home above away, each with its score. */
export function BothTeams({ row }: { row: ScoreRow }) {
  return (
    <>
      <HomeTeam row={row} />
      <AwayTeam row={row} />
    </>
  );
}

export function teamColumns<T extends ScoreRow>(): DataColumn<T>[] {
  return [
    { key: 'home', header: 'Home', render: (row) => <HomeTeam row={row} /> },
    { key: 'away', header: 'Away', render: (row) => <AwayTeam row={row} /> },
  ];
}

export function startColumn<T extends ScoreRow>(): DataColumn<T> {
  return { key: 'start', header: 'Start time', render: (row) => <StartTime row={row} /> };
}
