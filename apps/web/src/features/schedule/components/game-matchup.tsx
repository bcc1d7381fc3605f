import type { ScheduledGame, Side } from '@takeline/contract';
import { TeamLogo } from '@/components/team-logo';
import { formatDateTime, formatSigned } from '@/lib/format';
import './schedule.css';

function TeamLine({ game, side }: { game: ScheduledGame; side: Side }) {
  const team = side === 'home' ? game.home_team : game.away_team;
  const price = side === 'home' ? game.h2h_home_team_value : game.h2h_away_team_value;
  return (
    <div className="tl-team-line">
      <TeamLogo sportKey={game.sport_key} team={team} />
      <p className="tl-team-line__name">{team}</p>
      <span className="tl-body2 tl-team-line__price">
        <span className="tl-visually-hidden">moneyline </span>
        {formatSigned(price)}
      </span>
    </div>
  );
}

/**
 * docs/screens.md#current-schedule, Game column: away team and price, "@", home team and price,
 * draw odds, start. Plain elements (schedule.css, decision 0185).
 */
export function GameMatchup({ game }: { game: ScheduledGame }) {
  return (
    <div className="tl-stack tl-matchup">
      <TeamLine game={game} side="away" />
      <span className="tl-muted tl-matchup__at">@</span>
      <TeamLine game={game} side="home" />
      {game.h2h_draw_value !== null && (
        <p className="tl-body2 tl-matchup__draw">Draw {formatSigned(game.h2h_draw_value)}</p>
      )}
      <p className="tl-body2">
        <time dateTime={game.commence_time}>{formatDateTime(game.commence_time)}</time>
      </p>
    </div>
  );
}
