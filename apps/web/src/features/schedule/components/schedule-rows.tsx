import { type Market, marketQuestion, type ScheduledGame } from '@takeline/contract';
import { memo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Notice } from '@/components/notice';
import { Pill } from '@/components/pill';
import { homeReturnState, paths } from '@/config/paths';
import type { LiveScheduledGame } from '@/lib/started-games';
import { CrowdSummary } from './crowd-summary';
import { GameMatchup } from './game-matchup';
import './schedule.css';

export type RenderSentiment = (game: LiveScheduledGame, market: Market) => ReactNode;

export interface ScheduleRowProps {
  game: LiveScheduledGame;
  markets: readonly Market[];
  labels: Record<Market, string>;
  renderSentiment?: RenderSentiment;
}

function MarketCell({
  game,
  market,
  renderSentiment,
}: {
  game: LiveScheduledGame;
  market: Market;
  renderSentiment?: RenderSentiment;
}) {
  const question = marketQuestion(game, market);
  if (!question) {
    return <p className="tl-body2">No line yet</p>;
  }
  return (
    <div className="tl-stack tl-market">
      <p className="tl-body2 tl-strong">{question}</p>
      <CrowdSummary game={game} market={market} crowd={game.crowd?.[market]} />
      {renderSentiment
        ? renderSentiment(game, market)
        : game.started && (
            <p className="tl-body2" role="status">
              <Pill>Started</Pill> Picks are closed.
            </p>
          )}
    </div>
  );
}

function StatsLink({ game }: { game: ScheduledGame }) {
  const location = useLocation();
  return (
    <Link
      to={paths.eventStats(game.id)}
      state={homeReturnState(location)}
      aria-label={`View Game Stats: ${game.away_team} at ${game.home_team}`}
      className="tl-link tl-stats-link"
    >
      View Game Stats
    </Link>
  );
}

export function LoginPrompt() {
  return (
    <Notice
      tone="info"
      action={
        <Link to={paths.login} className="tl-button tl-button--small">
          Login
        </Link>
      }
    >
      Please log in to submit sentiment.
    </Notice>
  );
}

/*
 * Rows are memoised: a live crowd or line event replaces one game's object and keeps the
 * others (lib/started-games.ts, mapRow), so only that row renders again, not the whole
 * slate (decision 0165).
 */

/** One game as a table row (wide screens). */
export const ScheduleTableRow = memo(function ScheduleTableRow({
  game,
  markets,
  renderSentiment,
}: ScheduleRowProps) {
  return (
    <tr data-testid={`game-${game.id}`}>
      <td>
        <GameMatchup game={game} />
      </td>
      {markets.map((market) => (
        <td key={market}>
          <MarketCell game={game} market={market} renderSentiment={renderSentiment} />
        </td>
      ))}
      <td>
        <StatsLink game={game} />
      </td>
    </tr>
  );
});

/** One game as a card (phones). */
export const ScheduleCard = memo(function ScheduleCard({
  game,
  markets,
  labels,
  renderSentiment,
}: ScheduleRowProps) {
  return (
    <li
      className="tl-paper tl-card"
      data-testid={`game-${game.id}`}
      aria-label={`${game.away_team} at ${game.home_team}`}
    >
      <div className="tl-stack tl-card__parts">
        <GameMatchup game={game} />
        {markets.map((market) => (
          <div key={market} className="tl-stack tl-card__market">
            <span className="tl-overline">{labels[market]}</span>
            <MarketCell game={game} market={market} renderSentiment={renderSentiment} />
          </div>
        ))}
        <StatsLink game={game} />
      </div>
    </li>
  );
});
