import { formatSigned, logoPath } from '@takeline/contract';
import type { NewsItemInput } from '../news/news-feed';
import type { SimGame, SimulatedSchedule } from './simulated-schedule';

/** Previews go out this long (simulated minutes) before the first pitch or kick-off. */
const PREVIEW_LEAD_MINUTES = 6 * 60;
const SOURCE = 'Takeline Sim Desk';

const UNITS: Record<string, string> = {
  baseball_mlb: 'runs',
  americanfootball_nfl: 'points',
  soccer_usa_mls: 'goals',
};

const price = (value: number | null) => (value === null ? 'n/a' : formatSigned(value));
const clockTime = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/**
 * The simulated sportsbook's own news when the app runs offline: a preview
 * of each game shortly before it starts (with the line as it stood then) and
 * a recap once it is final, each with a team logo as its image and a link to
 * the game's page on this site.
 */
export function simulatedNews(
  schedule: SimulatedSchedule,
  games: readonly SimGame[],
  now: number,
  options: { publicUrl: string },
): NewsItemInput[] {
  const items: NewsItemInput[] = [];
  for (const game of games) {
    const articleUrl = `${options.publicUrl}/event/${encodeURIComponent(game.id)}/stats`;
    const previewAt = game.commence.getTime() - schedule.scaled(PREVIEW_LEAD_MINUTES);
    if (previewAt <= now && now < game.commence.getTime()) {
      items.push({
        dedupeKey: `sim:preview:${game.id}`,
        title: previewTitle(game),
        description: previewText(schedule, game, previewAt),
        imageUrl: logoPath(game.sportKey, game.home.name),
        articleUrl,
        source: SOURCE,
        publishedAt: new Date(previewAt),
      });
    }
    const final = schedule.isFinished(game, now) ? schedule.scoreAt(game, now) : null;
    if (final) {
      const homeWon = final.home >= final.away;
      items.push({
        dedupeKey: `sim:recap:${game.id}`,
        title: recapTitle(game, final.home, final.away),
        description: recapText(schedule, game, final.home, final.away),
        imageUrl: logoPath(game.sportKey, homeWon ? game.home.name : game.away.name),
        articleUrl,
        source: SOURCE,
        publishedAt: game.end,
      });
    }
  }
  return items.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

function previewTitle(game: SimGame): string {
  return game.sportKey === 'soccer_usa_mls'
    ? `Preview: ${game.home.name} vs ${game.away.name}`
    : `Preview: ${game.away.name} at ${game.home.name}`;
}

function previewText(schedule: SimulatedSchedule, game: SimGame, at: number): string {
  const lines = schedule.linesAt(game, at);
  const when = clockTime(game.commence);
  if (game.sportKey === 'soccer_usa_mls') {
    return `${game.home.name} host ${game.away.name} at ${when}. Prices: ${game.home.name} ${price(lines.h2h_home_team_value)}, draw ${price(lines.h2h_draw_value)}, ${game.away.name} ${price(lines.h2h_away_team_value)}; the total is ${lines.totals_over_point} goals.`;
  }
  const homeFavourite = (lines.h2h_home_team_value ?? 0) <= (lines.h2h_away_team_value ?? 0);
  const favourite = homeFavourite ? game.home.name : game.away.name;
  const favouritePrice = homeFavourite ? lines.h2h_home_team_value : lines.h2h_away_team_value;
  const spreadPoint = homeFavourite ? lines.spreads_home_team_point : lines.spreads_away_team_point;
  const opening = `The ${game.away.name} visit the ${game.home.name} at ${when}.`;
  if (game.sportKey === 'americanfootball_nfl') {
    return `${opening} The ${favourite} are ${Math.abs(spreadPoint ?? 0)}-point favourites (${price(favouritePrice)} on the moneyline), and the total sits at ${lines.totals_over_point}.`;
  }
  const spreadPrice = homeFavourite ? lines.spreads_home_team_value : lines.spreads_away_team_value;
  return `${opening} The ${favourite} are ${price(favouritePrice)} favourites, with the run line at ${formatSigned(spreadPoint ?? 0)} (${price(spreadPrice)}) and the total at ${lines.totals_over_point}.`;
}

function recapTitle(game: SimGame, home: number, away: number): string {
  if (home === away) return `${game.home.name} and ${game.away.name} draw ${home}-${away}`;
  const [winner, loser, high, low] =
    home > away
      ? [game.home.name, game.away.name, home, away]
      : [game.away.name, game.home.name, away, home];
  return `${winner} beat ${loser} ${high}-${low}`;
}

function recapText(schedule: SimulatedSchedule, game: SimGame, home: number, away: number): string {
  const closing = schedule.linesAt(game, game.commence.getTime());
  const units = UNITS[game.sportKey] ?? 'points';
  const sentences = [`Final: ${game.home.name} ${home}, ${game.away.name} ${away}.`];
  if (
    home !== away &&
    closing.h2h_home_team_value !== null &&
    closing.h2h_away_team_value !== null
  ) {
    const homeWon = home > away;
    const winnerPrice = homeWon ? closing.h2h_home_team_value : closing.h2h_away_team_value;
    const loserPrice = homeWon ? closing.h2h_away_team_value : closing.h2h_home_team_value;
    const winner = homeWon ? game.home.name : game.away.name;
    sentences.push(
      winnerPrice > loserPrice
        ? `An upset: the ${winner} closed at ${price(winnerPrice)}.`
        : `The ${winner} justified their ${price(winnerPrice)} price.`,
    );
  }
  const total = home + away;
  if (closing.totals_over_point !== null && total !== closing.totals_over_point) {
    sentences.push(
      `The ${total} ${units} went ${total > closing.totals_over_point ? 'over' : 'under'} the closing total of ${closing.totals_over_point}.`,
    );
  }
  return sentences.join(' ');
}
