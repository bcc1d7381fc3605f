import type { LeaderboardHistoryPoint } from '@takeline/contract';
import { formatDayTick, formatTimeTick } from '@/lib/format';

export interface TrendPoint {
  /** recorded_at in ms, the x value. */
  time: number;
  ranking_score: number;
  xp_points: number;
  ip_points: number;
}

/** Oldest first, unreadable times dropped: the chart's x axis is time. */
export function trendPoints(history: readonly LeaderboardHistoryPoint[]): TrendPoint[] {
  return history
    .map((point) => ({
      time: Date.parse(point.recorded_at),
      ranking_score: point.ranking_score,
      xp_points: point.xp_points,
      ip_points: point.ip_points,
    }))
    .filter((point) => !Number.isNaN(point.time))
    .sort((a, b) => a.time - b.time);
}

/** Axis ticks read as days; when every point falls on one day, as times. */
export function tickFormatter(points: readonly TrendPoint[]): (time: number) => string {
  const first = points[0]?.time ?? 0;
  const last = points[points.length - 1]?.time ?? 0;
  const oneDay = last - first < 36 * 60 * 60 * 1000;
  return oneDay ? formatTimeTick : formatDayTick;
}
