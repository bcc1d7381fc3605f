import { describe, expect, it } from 'vitest';
import { eventStats } from '../testing/event-stats';
import { formatTopPerformerPercent, topPerformer } from './top-performer';

describe('topPerformer', () => {
  it('picks the category with the highest win ratio, not the most wins', () => {
    const top = topPerformer(
      eventStats({
        moneyline_takes: 10,
        moneyline_take_wins: 6,
        spread_passes: 3,
        spread_pass_wins: 2,
        total_takes: 4,
        total_take_wins: 1,
      }),
    );
    expect(top).toEqual({ label: 'SP Passes', wins: 2, count: 3, ratio: 2 / 3 });
    expect(formatTopPerformerPercent(top?.ratio ?? 0)).toBe('66.7%');
  });

  it('considers all six categories', () => {
    const labels = [
      ['moneyline_passes', 'moneyline_pass_wins', 'ML Passes'],
      ['spread_takes', 'spread_take_wins', 'SP Takes'],
      ['total_passes', 'total_pass_wins', 'TOT Passes'],
    ] as const;
    for (const [count, wins, label] of labels) {
      const stats = eventStats({
        moneyline_takes: 2,
        moneyline_take_wins: 1,
        [count]: 1,
        [wins]: 1,
      });
      expect(topPerformer(stats)?.label).toBe(label);
    }
  });

  it('breaks ties in the listed order (ML Takes before TOT Takes)', () => {
    const top = topPerformer(
      eventStats({
        total_takes: 2,
        total_take_wins: 1,
        moneyline_takes: 4,
        moneyline_take_wins: 2,
      }),
    );
    expect(top?.label).toBe('ML Takes');
  });

  it('skips categories nobody chose and has no top performer without a win', () => {
    expect(topPerformer(eventStats())).toBeNull();
    expect(topPerformer(eventStats({ moneyline_takes: 3, spread_passes: 2 }))).toBeNull();
    expect(topPerformer(eventStats({ total_passes: 1, total_pass_wins: 1 }))?.ratio).toBe(1);
  });

  it('formats with one decimal', () => {
    expect(formatTopPerformerPercent(1)).toBe('100.0%');
    expect(formatTopPerformerPercent(1 / 3)).toBe('33.3%');
    expect(formatTopPerformerPercent(0.12345)).toBe('12.3%');
  });
});
