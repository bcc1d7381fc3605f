import type { ScheduledGame } from '../api/events';
import type { GameLine } from '../api/game-line';
import { hasDrawOption } from '../sports';
import type { Market, SelectionValue, Side } from './value-lists';

/** A game's line with the teams and sport it is about: what the line rules read. */
export type GameWithLine = GameLine & Pick<ScheduledGame, 'sport_key' | 'home_team' | 'away_team'>;

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

export function teamName(game: Pick<GameWithLine, 'home_team' | 'away_team'>, side: Side): string {
  return side === 'home' ? game.home_team : game.away_team;
}

/** Lower American price is the favourite (-150 beats +130); equal prices go to home. */
export function moneylineFavourite(
  game: Pick<GameLine, 'h2h_home_team_value' | 'h2h_away_team_value'>,
): Side | null {
  const home = game.h2h_home_team_value;
  const away = game.h2h_away_team_value;
  if (home === null || away === null) return null;
  return away < home ? 'away' : 'home';
}

/** Lower spread point is the favourite (-1.5 beats +1.5); equal points go to home. */
export function spreadFavourite(
  game: Pick<GameLine, 'spreads_home_team_point' | 'spreads_away_team_point'>,
): Side | null {
  const home = game.spreads_home_team_point;
  const away = game.spreads_away_team_point;
  if (home === null || away === null) return null;
  return away < home ? 'away' : 'home';
}

/** The favourite's signed spread point, e.g. -1.5. */
export function spreadDefaultValue(game: GameLine): number | null {
  const favourite = spreadFavourite(game);
  if (favourite === null) return null;
  return favourite === 'home' ? game.spreads_home_team_point : game.spreads_away_team_point;
}

export function totalsDefaultValue(game: GameLine): number | null {
  return game.totals_over_point;
}

/** The line value a submission is checked against: null when the market is closed. */
export function marketDefaultValue(game: GameLine, market: Market): number | null {
  if (market === 'spread') return spreadDefaultValue(game);
  if (market === 'totals') return totalsDefaultValue(game);
  return null;
}

export function isMarketOpen(game: GameLine, market: Market): boolean {
  if (market === 'moneyline') {
    return game.h2h_home_team_value !== null && game.h2h_away_team_value !== null;
  }
  return marketDefaultValue(game, market) !== null;
}

/** Price of one side of a market, as shown next to the team. */
export function priceOf(game: GameLine, market: Market, pick: SelectionValue): number | null {
  if (market === 'moneyline') {
    if (pick === 'home') return game.h2h_home_team_value;
    if (pick === 'away') return game.h2h_away_team_value;
    if (pick === 'draw') return game.h2h_draw_value;
    return null;
  }
  if (market === 'spread') {
    if (pick === 'home') return game.spreads_home_team_value;
    if (pick === 'away') return game.spreads_away_team_value;
    return null;
  }
  if (pick === 'over') return game.totals_over_value;
  if (pick === 'under') return game.totals_under_value;
  return null;
}

function formatPoint(value: number): string {
  return Number.isInteger(value) ? `${value}` : value.toFixed(1);
}

/** "+3.5", "-1.5", "0". */
export function formatSigned(value: number): string {
  return value > 0 ? `+${formatPoint(value)}` : formatPoint(value);
}

/** A spread value labelled as the favourite's line: "Yankees -1.5". */
export function spreadLabel(game: GameWithLine, value: number): string {
  const favourite = spreadFavourite(game) ?? 'home';
  return `${teamName(game, favourite)} ${formatSigned(value)}`;
}

/** The question each market column asks (docs/game-rules.md#market-questions). */
export function marketQuestion(game: GameWithLine, market: Market): string | null {
  if (!isMarketOpen(game, market)) return null;
  if (market === 'moneyline') {
    if (hasDrawOption(game)) return 'Pick the Outcome';
    const favourite = moneylineFavourite(game) ?? 'home';
    return `Will ${teamName(game, favourite)} win?`;
  }
  if (market === 'spread') {
    const favourite = spreadFavourite(game) ?? 'home';
    const value = spreadDefaultValue(game) ?? 0;
    return `Will ${teamName(game, favourite)} win by ${formatPoint(Math.abs(value))}?`;
  }
  return `Take for Over ${formatPoint(game.totals_over_point ?? 0)}? or Pass for Under`;
}
