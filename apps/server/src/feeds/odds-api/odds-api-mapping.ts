import {
  EMPTY_GAME_LINE,
  type GameLine,
  SPORT_TITLES,
  type SupportedSportKey,
} from '@takeline/contract';
import type { FeedEvent, FeedScore } from '../odds-feed';
import type {
  OddsApiBookmaker,
  OddsApiEvent,
  OddsApiMarket,
  OddsApiScoresEvent,
} from './odds-api-schemas';

/**
 * Bookmakers in preference order: the configured list first (in its order),
 * then the others as the feed lists them. Each market is taken from the most
 * preferred bookmaker that offers it complete, so one bookmaker missing a
 * market does not leave the market empty.
 */
export function orderBookmakers(
  bookmakers: readonly OddsApiBookmaker[],
  preference: readonly string[],
): OddsApiBookmaker[] {
  const rank = (key: string) => {
    const index = preference.indexOf(key);
    return index === -1 ? preference.length : index;
  };
  return bookmakers
    .map((bookmaker, position) => ({ bookmaker, position }))
    .sort((a, b) => rank(a.bookmaker.key) - rank(b.bookmaker.key) || a.position - b.position)
    .map(({ bookmaker }) => bookmaker);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Lines sit on a 0.1 grid (numeric(6,1)); prices are whole American odds. */
const toPoint = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : Math.round(value * 10) / 10;
const toPrice = (value: number) => Math.round(value);

type Lines = Partial<GameLine>;

function h2hLines(market: OddsApiMarket, event: OddsApiEvent, sportKey: string): Lines | null {
  const home = market.outcomes.find((o) => sameName(o.name, event.home_team));
  const away = market.outcomes.find((o) => sameName(o.name, event.away_team));
  if (!home || !away) return null;
  const draw = market.outcomes.find((o) => sameName(o.name, 'Draw'));
  // A soccer moneyline without its draw price would misstate the market.
  if (sportKey.startsWith('soccer_') && !draw) return null;
  return {
    h2h_home_team_value: toPrice(home.price),
    h2h_away_team_value: toPrice(away.price),
    h2h_draw_value: draw ? toPrice(draw.price) : null,
  };
}

interface PricedPoint {
  point: number;
  price: number;
}

/** Both sides of a points market (spread or total), or null when either lacks its point. */
function pointPair(
  market: OddsApiMarket,
  first: string,
  second: string,
): [PricedPoint, PricedPoint] | null {
  const side = (name: string): PricedPoint | null => {
    const outcome = market.outcomes.find((o) => sameName(o.name, name));
    const point = toPoint(outcome?.point);
    return outcome && point !== null ? { point, price: toPrice(outcome.price) } : null;
  };
  const a = side(first);
  const b = side(second);
  return a && b ? [a, b] : null;
}

function spreadLines(market: OddsApiMarket, event: OddsApiEvent): Lines | null {
  const pair = pointPair(market, event.home_team, event.away_team);
  if (!pair) return null;
  const [home, away] = pair;
  return {
    spreads_home_team_point: home.point,
    spreads_home_team_value: home.price,
    spreads_away_team_point: away.point,
    spreads_away_team_value: away.price,
  };
}

function totalLines(market: OddsApiMarket): Lines | null {
  const pair = pointPair(market, 'Over', 'Under');
  if (!pair) return null;
  const [over, under] = pair;
  return {
    totals_over_point: over.point,
    totals_over_value: over.price,
    totals_under_point: under.point,
    totals_under_value: under.price,
  };
}

export function linesOf(
  event: OddsApiEvent,
  sportKey: string,
  preference: readonly string[],
): GameLine {
  const bookmakers = orderBookmakers(event.bookmakers ?? [], preference);
  const first = (key: string, read: (market: OddsApiMarket) => Lines | null): Lines | undefined => {
    for (const bookmaker of bookmakers) {
      const market = bookmaker.markets.find((m) => m.key === key);
      const lines = market ? read(market) : null;
      if (lines) return lines;
    }
    return undefined;
  };
  return {
    ...EMPTY_GAME_LINE,
    ...first('h2h', (m) => h2hLines(m, event, sportKey)),
    ...first('spreads', (m) => spreadLines(m, event)),
    ...first('totals', totalLines),
  };
}

export function toFeedEvent(
  event: OddsApiEvent,
  sportKey: SupportedSportKey,
  preference: readonly string[],
): FeedEvent {
  return {
    id: event.id,
    sportKey,
    sportTitle: event.sport_title || SPORT_TITLES[sportKey],
    commenceTime: new Date(event.commence_time),
    homeTeam: event.home_team,
    awayTeam: event.away_team,
    lines: linesOf(event, sportKey, preference),
  };
}

/** Scores arrive as strings ("5"); anything that is not a whole number reads as unknown. */
function parseScore(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  return Number.parseInt(value, 10);
}

export function toFeedScore(event: OddsApiScoresEvent, sportKey: SupportedSportKey): FeedScore {
  const scoreOf = (team: string) =>
    parseScore(event.scores?.find((entry) => sameName(entry.name, team))?.score);
  return {
    id: event.id,
    sportKey,
    sportTitle: event.sport_title || SPORT_TITLES[sportKey],
    commenceTime: new Date(event.commence_time),
    homeTeam: event.home_team,
    awayTeam: event.away_team,
    completed: event.completed,
    homeScore: scoreOf(event.home_team),
    awayScore: scoreOf(event.away_team),
  };
}
