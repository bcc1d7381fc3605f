import { customRange, type GameWithLine } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../clock';
import { Random } from '../../feeds/simulated/random';
import {
  choosePicks,
  crowdShare,
  type DemoSubmission,
  styleOf,
  targetCrowd,
} from './demo-behaviour';

const SEED = 20_251;

/** A baseball game: home favourite at -150, spread -1.5, total 8.5. */
function game(id: string): GameWithLine & { id: string } {
  return {
    id,
    sport_key: 'baseball_mlb',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    h2h_home_team_value: -150,
    h2h_away_team_value: 130,
    h2h_draw_value: null,
    spreads_home_team_value: 120,
    spreads_home_team_point: -1.5,
    spreads_away_team_value: -140,
    spreads_away_team_point: 1.5,
    totals_over_value: -110,
    totals_over_point: 8.5,
    totals_under_value: -110,
    totals_under_point: 8.5,
  };
}

/** Every pick of 300 players on 20 games, with ample balances. */
function crowd(): DemoSubmission[] {
  const picks: DemoSubmission[] = [];
  for (let player = 0; player < 300; player += 1) {
    const style = styleOf(SEED, `player${player}`);
    for (let g = 0; g < 20; g += 1) {
      picks.push(
        ...choosePicks({
          game: game(`g${g}`),
          style,
          balances: { confidence_points: 10, ip_points: 5 },
          random: Random.of(SEED, player, g),
        }),
      );
    }
  }
  return picks;
}

describe('demo behaviour', () => {
  const picks = crowd();
  const of = (market: string) => picks.filter((pick) => pick.market === market);

  it('leans to favourites on the moneyline and to overs on totals', () => {
    const moneyline = of('moneyline');
    const takes = moneyline.filter((pick) => pick.body.selection_type === 'Take').length;
    expect(moneyline.length).toBeGreaterThan(1000);
    expect(takes / moneyline.length).toBeGreaterThan(0.58);
    // Not everyone: contrarians and the book's own odds leave real underdog backing.
    expect(takes / moneyline.length).toBeLessThan(0.85);
    const totals = of('totals');
    const overs = totals.filter((pick) => pick.body.selection_type === 'Take').length;
    expect(overs / totals.length).toBeGreaterThan(0.55);
  });

  it('keeps custom lines near the book, inside the custom range, in the harder direction', () => {
    const custom = picks.filter(
      (pick) => pick.market !== 'moneyline' && 'is_custom' in pick.body && pick.body.is_custom,
    );
    expect(custom.length).toBeGreaterThan(100);
    let distance = 0;
    for (const pick of custom) {
      if (pick.market === 'moneyline' || !('custom_value' in pick.body)) continue;
      const { custom_value: value, default_value: line, selection_type: type } = pick.body;
      if (typeof value !== 'number' || typeof line !== 'number') throw new Error('incomplete');
      const range = customRange({
        market: pick.market,
        selectionType: type,
        defaultValue: line,
        sportKey: 'baseball_mlb',
      });
      expect(range).not.toBeNull();
      expect(value).toBeGreaterThanOrEqual(range?.min ?? Number.NaN);
      expect(value).toBeLessThanOrEqual(range?.max ?? Number.NaN);
      expect(value).not.toBe(line);
      expect(pick.body.staked_ip).toBeGreaterThanOrEqual(1);
      distance += Math.abs(value - line);
    }
    // On average within two half-point steps of the book's line.
    expect(distance / custom.length).toBeLessThan(1.25);
  });

  it('stays within balances: no moneyline without points, stakes of 1 to min(5, balance)', () => {
    for (let player = 0; player < 200; player += 1) {
      const style = styleOf(SEED, `broke${player}`);
      const balances = { confidence_points: player % 3, ip_points: player % 2 };
      const chosen = choosePicks({
        game: game('g'),
        style,
        balances,
        random: Random.of(SEED, 'broke', player),
      });
      expect(chosen.length).toBeGreaterThan(0);
      const stakedCp = chosen.reduce(
        (sum, pick) => sum + (pick.market === 'moneyline' ? (pick.body.confidence_points ?? 0) : 0),
        0,
      );
      const stakedIp = chosen.reduce(
        (sum, pick) => sum + (pick.market !== 'moneyline' ? (pick.body.staked_ip ?? 0) : 0),
        0,
      );
      expect(stakedCp).toBeLessThanOrEqual(balances.confidence_points);
      expect(stakedIp).toBeLessThanOrEqual(balances.ip_points);
      // One pick per market at most.
      expect(new Set(chosen.map((pick) => pick.market)).size).toBe(chosen.length);
    }
  });

  it('gives players different characters, the same one every time', () => {
    const styles = Array.from({ length: 100 }, (_, i) => styleOf(SEED, `p${i}`));
    expect(styleOf(SEED, 'p7')).toEqual(styles[7]);
    const skills = styles.map((style) => style.skill);
    expect(Math.max(...skills) - Math.min(...skills)).toBeGreaterThan(0.5);
    expect(styles.filter((style) => style.favouriteLean < 0.5).length).toBeGreaterThan(5);
  });

  it('brings more picks close to the start: the crowd grows faster as the start nears', () => {
    const lead = 12 * HOUR_MS;
    const growth = (fromH: number, toH: number) =>
      crowdShare(toH * HOUR_MS, lead) - crowdShare(fromH * HOUR_MS, lead);
    expect(crowdShare(lead * 2, lead)).toBeGreaterThan(0);
    expect(growth(3, 0)).toBeGreaterThan(growth(6, 3));
    expect(growth(6, 3)).toBeGreaterThan(growth(12, 9));
    const target = (hours: number) =>
      targetCrowd({
        seed: SEED,
        eventId: 'e1',
        sportKey: 'americanfootball_nfl',
        players: 150,
        msToStart: hours * HOUR_MS,
        leadMs: lead,
      });
    expect(target(12)).toBeGreaterThanOrEqual(1);
    expect(target(0.1)).toBeGreaterThan(2 * target(12));
    expect(
      targetCrowd({
        seed: SEED,
        eventId: 'e1',
        sportKey: 'x',
        players: 0,
        msToStart: 0,
        leadMs: lead,
      }),
    ).toBe(0);
  });
});
