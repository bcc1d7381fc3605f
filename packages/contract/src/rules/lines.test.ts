import { describe, expect, it } from 'vitest';
import {
  type GameWithLine,
  isMarketOpen,
  marketDefaultValue,
  marketQuestion,
  moneylineFavourite,
  spreadDefaultValue,
  spreadFavourite,
  spreadLabel,
} from './lines';

const YANKEES_RED_SOX: GameWithLine = {
  sport_key: 'baseball_mlb',
  home_team: 'New York Yankees',
  away_team: 'Boston Red Sox',
  h2h_home_team_value: -142,
  h2h_away_team_value: 120,
  h2h_draw_value: null,
  spreads_home_team_point: -1.5,
  spreads_home_team_value: 130,
  spreads_away_team_point: 1.5,
  spreads_away_team_value: -155,
  totals_over_point: 8.5,
  totals_over_value: -105,
  totals_under_point: 8.5,
  totals_under_value: -115,
};

describe('favourites', () => {
  it.each([
    [-142, 120, 'home'],
    [130, -150, 'away'],
    [110, 110, 'home'], // equal prices: home
    [-110, -110, 'home'],
    [150, 120, 'away'], // both underdogs: the lower price
    [null, 120, null],
  ] as const)('moneyline %s vs %s: %s', (home, away, favourite) => {
    expect(moneylineFavourite({ h2h_home_team_value: home, h2h_away_team_value: away })).toBe(
      favourite,
    );
  });

  it.each([
    [-1.5, 1.5, 'home', -1.5],
    [3.5, -3.5, 'away', -3.5],
    [0, 0, 'home', 0],
    [null, 1.5, null, null],
  ] as const)('spread %s vs %s: %s with default %s', (home, away, favourite, value) => {
    const game = {
      ...YANKEES_RED_SOX,
      spreads_home_team_point: home,
      spreads_away_team_point: away,
    };
    expect(spreadFavourite(game)).toBe(favourite);
    expect(spreadDefaultValue(game)).toBe(value);
  });

  it('takes the totals default from the over point', () => {
    expect(marketDefaultValue(YANKEES_RED_SOX, 'totals')).toBe(8.5);
    expect(marketDefaultValue(YANKEES_RED_SOX, 'moneyline')).toBeNull();
  });
});

describe('questions', () => {
  it('asks each market its question', () => {
    expect(marketQuestion(YANKEES_RED_SOX, 'moneyline')).toBe('Will New York Yankees win?');
    expect(marketQuestion(YANKEES_RED_SOX, 'spread')).toBe('Will New York Yankees win by 1.5?');
    expect(marketQuestion(YANKEES_RED_SOX, 'totals')).toBe('Take for Over 8.5? or Pass for Under');
  });

  it('names the away favourite and whole points', () => {
    const game: GameWithLine = {
      ...YANKEES_RED_SOX,
      h2h_home_team_value: 140,
      h2h_away_team_value: -160,
      spreads_home_team_point: 3,
      spreads_away_team_point: -3,
      totals_over_point: 9,
    };
    expect(marketQuestion(game, 'moneyline')).toBe('Will Boston Red Sox win?');
    expect(marketQuestion(game, 'spread')).toBe('Will Boston Red Sox win by 3?');
    expect(marketQuestion(game, 'totals')).toBe('Take for Over 9? or Pass for Under');
  });

  it('asks for the outcome in draw sports', () => {
    const game = { ...YANKEES_RED_SOX, sport_key: 'soccer_usa_mls', h2h_draw_value: 240 };
    expect(marketQuestion(game, 'moneyline')).toBe('Pick the Outcome');
  });

  it('has no question, and is closed, without a published value', () => {
    const game = { ...YANKEES_RED_SOX, spreads_home_team_point: null, totals_over_point: null };
    expect(isMarketOpen(game, 'spread')).toBe(false);
    expect(marketQuestion(game, 'spread')).toBeNull();
    expect(marketQuestion(game, 'totals')).toBeNull();
    expect(marketQuestion({ ...game, h2h_away_team_value: null }, 'moneyline')).toBeNull();
  });

  it("labels spread values as the favourite's line", () => {
    expect(spreadLabel(YANKEES_RED_SOX, -1.5)).toBe('New York Yankees -1.5');
    expect(spreadLabel(YANKEES_RED_SOX, 3.5)).toBe('New York Yankees +3.5');
    expect(spreadLabel(YANKEES_RED_SOX, 0)).toBe('New York Yankees 0');
  });
});
