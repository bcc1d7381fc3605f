import {
  type CrowdSummaryMarket,
  type GameWithLine,
  hasDrawOption,
  type Market,
  marketDefaultValue,
  moneylineFavourite,
} from '@takeline/contract';
import { formatLine, formatPercent, formatSigned } from '@/lib/format';

export type CrowdTone = 'take' | 'draw' | 'pass';

export interface CrowdSegment {
  /** The button this share pressed: Take, Pass, or Home, Draw, Away in draw sports. */
  label: string;
  share: number;
  tone: CrowdTone;
}

/**
 * The crowd's split of one market in the words of its buttons (docs/screens.md#crowd-on-the-schedule).
 * In draw sports the server counts Take (the favourite), Pass (the other side) and Draw; the
 * schedule shows them as Home, Draw and Away.
 */
export function crowdSegments(
  game: GameWithLine,
  market: Market,
  crowd: CrowdSummaryMarket | null | undefined,
): CrowdSegment[] {
  if (!crowd || crowd.picks === 0) return [];
  const take = crowd.take_share ?? 0;
  const pass = crowd.pass_share ?? 0;
  const draw = crowd.draw_share ?? 0;
  if (market === 'moneyline' && hasDrawOption(game)) {
    const homeIsFavourite = (moneylineFavourite(game) ?? 'home') === 'home';
    return [
      { label: 'Home', share: homeIsFavourite ? take : pass, tone: 'take' },
      { label: 'Draw', share: draw, tone: 'draw' },
      { label: 'Away', share: homeIsFavourite ? pass : take, tone: 'pass' },
    ];
  }
  return [
    { label: 'Take', share: take, tone: 'take' },
    { label: 'Pass', share: pass, tone: 'pass' },
  ];
}

/** "Take 63% · Pass 37% · 8 picks": the bar in words, for the eye and for screen readers. */
export function crowdSplitText(segments: readonly CrowdSegment[], picks: number): string {
  const shares = segments.map((segment) => `${segment.label} ${formatPercent(segment.share)}`);
  return `${shares.join(' · ')} · ${picks} ${picks === 1 ? 'pick' : 'picks'}`;
}

/** A line in the market's terms: a spread is signed ("-2.5"), a total is not ("9"). */
export function lineText(market: Market, line: number | null): string {
  return market === 'spread' ? formatSigned(line) : formatLine(line);
}

/**
 * "Book -1.5 · Crowd -2.5" for spread and totals once the crowd holds a line; null for
 * moneyline or without picks.
 */
export function crowdLineText(
  game: GameWithLine,
  market: Market,
  crowd: CrowdSummaryMarket | null | undefined,
): { book: string; crowd: string } | null {
  if (market === 'moneyline' || !crowd || crowd.crowd_line === null) return null;
  return {
    book: lineText(market, marketDefaultValue(game, market)),
    crowd: lineText(market, crowd.crowd_line),
  };
}
