import { type GameWithLine, type Market, teamName } from '@takeline/contract';
import { formatLine, formatSigned } from './format';

type Teams = Pick<GameWithLine, 'home_team' | 'away_team'>;

/** A selection as the widget drafts it and the history stores it. */
export interface Selection {
  market: Market;
  selectionType: string | null;
  /** The side backed (moneyline), the favourite (spread), or over / under (totals). */
  selectionValue: string | null;
  /** The line claimed, custom or not: spread, the favourite's signed point; totals, the over point. */
  line: number | null;
}

function side(selectionValue: string | null): 'home' | 'away' {
  return selectionValue === 'away' ? 'away' : 'home';
}

/**
 * A spread or totals line in words: "New York Yankees -1.5" (a spread is stored and
 * read as the favourite's line), "Over 8.5", "Under 7". A missing line leaves the team
 * or the direction alone.
 */
export function lineInWords(game: Teams, selection: Selection): string {
  if (selection.market === 'totals') {
    const direction = selection.selectionType === 'Pass' ? 'Under' : 'Over';
    return selection.line === null ? direction : `${direction} ${formatLine(selection.line)}`;
  }
  const team = teamName(game, side(selection.selectionValue));
  return selection.line === null ? team : `${team} ${formatSigned(selection.line)}`;
}

/**
 * What a selection claims, the same words on every screen: "Boston Red Sox to win",
 * "a draw", "New York Yankees -1.5 covers", "New York Yankees +2.5" (a Pass), "Over 8.5".
 */
export function selectionInWords(game: Teams, selection: Selection): string {
  if (selection.market === 'moneyline') {
    if (selection.selectionValue === 'draw') return 'a draw';
    return `${teamName(game, side(selection.selectionValue))} to win`;
  }
  const line = lineInWords(game, selection);
  const covers = selection.market === 'spread' && selection.selectionType === 'Take';
  return covers && selection.line !== null ? `${line} covers` : line;
}
