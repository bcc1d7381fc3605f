import {
  customRange,
  type GameWithLine,
  hasDrawOption,
  isMarketOpen,
  type LineMarket,
  type LineSentimentBody,
  MAX_STAKE,
  type MoneylineSentimentBody,
  marketDefaultValue,
  moneylineFavourite,
  otherSide,
  priceOf,
  toTenths,
} from '@takeline/contract';
import { Random } from '../../feeds/simulated/random';

/**
 * How a demo player plays (docs/game-rules.md#demo-players): derived from the seed and
 * the username, so a player keeps the same character across restarts and servers
 * without storing anything beyond the account.
 */
export interface DemoStyle {
  /** Relative chance of being the one who picks next. */
  activity: number;
  /** Chance of backing the favourite before reading the price (contrarians sit below 0.5). */
  favouriteLean: number;
  /** Chance of taking the over before reading anything. */
  overLean: number;
  /** 0..1: how closely the player follows the book's own probabilities instead of the lean. */
  skill: number;
  /** Chance of a custom value where one is allowed (and IP covers it). */
  customRate: number;
  /** Chance of stopping at each further step of a custom value: high keeps it near the book. */
  customRestraint: number;
  /** Chance of each extra point of stake: 0 always stakes 1. */
  boldness: number;
  /** Multiplies the book's draw probability in a draw sport. */
  drawAppetite: number;
}

export function styleOf(seed: number, username: string): DemoStyle {
  const random = Random.of(seed, 'demo-style', username);
  const between = (low: number, high: number) => low + (high - low) * random.next();
  // One player in six is a contrarian; the rest lean to favourites, some heavily.
  const contrarian = random.next() < 1 / 6;
  return {
    activity: between(0.3, 1),
    favouriteLean: contrarian ? between(0.3, 0.5) : between(0.55, 0.9),
    overLean: between(0.45, 0.85),
    skill: random.next() ** 1.5,
    customRate: between(0.05, 0.5),
    customRestraint: between(0.45, 0.8),
    boldness: between(0, 0.6),
    drawAppetite: between(0.6, 1.3),
  };
}

/** Chances of each market being picked by a player who picks on a game. */
const MARKET_APPETITE = { moneyline: 0.85, spread: 0.45, totals: 0.6 } as const;

export type DemoSubmission =
  | { market: 'moneyline'; body: MoneylineSentimentBody }
  | { market: LineMarket; body: LineSentimentBody };

export interface DemoBalances {
  confidence_points: number;
  ip_points: number;
}

/**
 * What one player submits on one game: a pick on one to three markets, each a body the
 * sentiment endpoints accept, within the player's balances and the custom ranges. The
 * caller submits them through the sentiment service, which checks everything again.
 */
export function choosePicks(input: {
  game: GameWithLine & { id: string };
  style: DemoStyle;
  balances: DemoBalances;
  random: Random;
}): DemoSubmission[] {
  const { game, style, random } = input;
  const balances = { ...input.balances };
  const markets = (['moneyline', 'spread', 'totals'] as const).filter(
    (market) =>
      isMarketOpen(game, market) &&
      random.next() < MARKET_APPETITE[market] &&
      (market !== 'moneyline' || balances.confidence_points >= 1),
  );
  if (markets.length === 0) {
    // Someone who opens a game picks something: a free totals pick needs no balance.
    if (isMarketOpen(game, 'totals')) markets.push('totals');
    else if (isMarketOpen(game, 'moneyline') && balances.confidence_points >= 1) {
      markets.push('moneyline');
    }
  }
  const picks: DemoSubmission[] = [];
  for (const market of markets) {
    const pick =
      market === 'moneyline'
        ? moneylinePick(game, style, balances, random)
        : linePick(game, market, style, balances, random);
    if (pick) picks.push(pick);
  }
  return picks;
}

/** A stake of 1 plus extra points, each with the player's boldness, within min(5, balance). */
function stake(boldness: number, balance: number, random: Random): number {
  let amount = 1;
  while (amount < MAX_STAKE && random.next() < boldness) amount += 1;
  return Math.min(amount, MAX_STAKE, Math.floor(balance));
}

/** The probability an American price implies (with the book's margin still in it). */
export function impliedProbability(price: number): number {
  return price < 0 ? -price / (-price + 100) : 100 / (price + 100);
}

function moneylinePick(
  game: GameWithLine & { id: string },
  style: DemoStyle,
  balances: DemoBalances,
  random: Random,
): DemoSubmission | null {
  const favourite = moneylineFavourite(game);
  if (favourite === null || balances.confidence_points < 1) return null;
  const underdog = otherSide(favourite);
  const favouritePrice = priceOf(game, 'moneyline', favourite) ?? 0;
  const underdogPrice = priceOf(game, 'moneyline', underdog) ?? 0;
  const drawPrice = hasDrawOption(game) ? game.h2h_draw_value : null;
  const fav = impliedProbability(favouritePrice);
  const dog = impliedProbability(underdogPrice);
  const draw = drawPrice === null ? 0 : impliedProbability(drawPrice);
  const total = fav + dog + draw;

  let backed: 'home' | 'away' | 'draw';
  if (drawPrice !== null && random.next() < Math.min(0.6, (draw / total) * style.drawAppetite)) {
    backed = 'draw';
  } else {
    // Between the two sides: the player's lean, pulled toward the book's view by skill.
    const bookFavourite = fav / (fav + dog);
    const takeChance = (1 - style.skill) * style.favouriteLean + style.skill * bookFavourite;
    backed = random.next() < takeChance ? favourite : underdog;
  }
  const amount = stake(style.boldness, balances.confidence_points, random);
  balances.confidence_points -= amount;
  return {
    market: 'moneyline',
    body: {
      event_id: game.id,
      selection_type: backed === 'draw' ? 'Draw' : backed === favourite ? 'Take' : 'Pass',
      selection_value: backed,
      default_value: priceOf(game, 'moneyline', backed),
      confidence_points: amount,
    },
  };
}

function linePick(
  game: GameWithLine & { id: string },
  market: LineMarket,
  style: DemoStyle,
  balances: DemoBalances,
  random: Random,
): DemoSubmission | null {
  const line = marketDefaultValue(game, market);
  if (line === null) return null;
  // Favourite lovers also back favourites to cover, a little less surely; totals lean over,
  // and skill pulls toward the book's even split.
  const takeChance =
    market === 'spread'
      ? 0.5 + (style.favouriteLean - 0.5) * 0.6
      : (1 - style.skill / 2) * style.overLean + (style.skill / 2) * 0.5;
  const selectionType = random.next() < takeChance ? 'Take' : 'Pass';
  const body: LineSentimentBody = { event_id: game.id, selection_type: selectionType };
  body.default_value = line;

  const custom = customValue(game, market, selectionType, line, style, random);
  if (custom !== null && balances.ip_points >= 1 && random.next() < style.customRate) {
    const amount = stake(style.boldness, balances.ip_points, random);
    balances.ip_points -= amount;
    body.is_custom = true;
    body.custom_value = custom;
    body.staked_ip = amount;
  }
  return { market, body };
}

/**
 * A custom value a few steps from the book's line, in the harder direction the claim
 * allows, inside the custom range; null when the range allows only the line.
 */
export function customValue(
  game: GameWithLine,
  market: LineMarket,
  selectionType: 'Take' | 'Pass',
  line: number,
  style: Pick<DemoStyle, 'customRestraint'>,
  random: Random,
): number | null {
  const range = customRange({
    market,
    selectionType,
    defaultValue: line,
    sportKey: game.sport_key,
  });
  if (!range || range.min === range.max) return null;
  let steps = 1;
  while (random.next() > style.customRestraint) steps += 1;
  const stepTenths = toTenths(range.step);
  // Spread Pass and the over move up from the line; the under moves down.
  const direction = market === 'totals' && selectionType === 'Pass' ? -1 : 1;
  const limitTenths = direction > 0 ? toTenths(range.max) : toTenths(range.min);
  const reachable = Math.floor(Math.abs(limitTenths - toTenths(line)) / stepTenths);
  if (reachable < 1) return null;
  return (toTenths(line) + direction * Math.min(steps, reachable) * stepTenths) / 10;
}

/** How much of its eventual demo crowd a game has drawn, by how far off its start is. */
export function crowdShare(msToStart: number, leadMs: number): number {
  const ramp = Math.min(1, Math.max(0, 1 - msToStart / leadMs));
  // A floor so every listed game has a crowd; the square makes picks come faster near the start.
  return 0.3 + 0.7 * ramp * ramp;
}

/** How popular each sport is with the demo crowd. */
const SPORT_APPEAL: Record<string, number> = {
  americanfootball_nfl: 1.3,
  baseball_mlb: 1,
  soccer_usa_mls: 0.85,
};

/**
 * How many demo players should have picked on a game by now: a share of the players that
 * depends on the game (some draw more interest) and grows as its start nears.
 */
export function targetCrowd(input: {
  seed: number;
  eventId: string;
  sportKey: string;
  players: number;
  msToStart: number;
  leadMs: number;
}): number {
  if (input.players === 0) return 0;
  const interest = 0.12 + 0.3 * Random.of(input.seed, 'demo-interest', input.eventId).next();
  const appeal = SPORT_APPEAL[input.sportKey] ?? 1;
  const share = crowdShare(input.msToStart, input.leadMs);
  return Math.min(
    input.players,
    Math.max(1, Math.round(input.players * interest * appeal * share)),
  );
}
