import { describe, expect, it } from 'vitest';
import { trendPoints } from './trend-points';

describe('trendPoints', () => {
  it('orders points oldest first and keeps the three series', () => {
    const points = trendPoints([
      { recorded_at: '2025-03-02T10:00:00.000Z', ranking_score: 9, xp_points: 3, ip_points: 6 },
      { recorded_at: '2025-03-01T10:00:00.000Z', ranking_score: 5, xp_points: 0, ip_points: 5 },
      { recorded_at: 'not a date', ranking_score: 1, xp_points: 1, ip_points: 0 },
    ]);
    expect(points.map((point) => point.ranking_score)).toEqual([5, 9]);
    expect(points[1]).toEqual({
      time: Date.parse('2025-03-02T10:00:00.000Z'),
      ranking_score: 9,
      xp_points: 3,
      ip_points: 6,
    });
  });
});
