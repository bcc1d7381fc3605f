import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useChartPalette } from '@/components/use-chart-palette';
import { formatDateTime } from '@/lib/format';
import { type TrendPoint, tickFormatter } from '../model/trend-points';

/** The trend chart is 300 px high (docs/screens.md#7-ranking-trend). */
export const RANKING_TREND_CHART_HEIGHT = 300;

/** Ranking score, XP and IP over time. Loaded lazily: the only Recharts user of this screen. */
export default function RankingTrendChart({ points }: { points: readonly TrendPoint[] }) {
  const palette = useChartPalette();
  const text = palette.text.secondary;
  const axis = { stroke: palette.divider, tick: { fill: text, fontSize: 12 } };
  return (
    <ResponsiveContainer width="100%" height={RANKING_TREND_CHART_HEIGHT}>
      <LineChart
        data={[...points]}
        title="Ranking score, XP and IP over time"
        margin={{ top: 10, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          padding={{ left: 12, right: 12 }}
          tickFormatter={tickFormatter(points)}
          {...axis}
        />
        <YAxis allowDecimals={false} width={40} {...axis} />
        <Tooltip
          labelFormatter={(time) => formatDateTime(Number(time))}
          contentStyle={{
            background: palette.background.paper,
            border: `1px solid ${palette.divider}`,
            color: palette.text.primary,
          }}
        />
        <Legend
          itemSorter={null}
          formatter={(value) => <span style={{ color: text }}>{String(value)}</span>}
        />
        <Line
          type="monotone"
          dataKey="ranking_score"
          name="Ranking score"
          stroke={palette.primary.main}
          strokeWidth={2.5}
        />
        <Line
          type="monotone"
          dataKey="xp_points"
          name="XP"
          stroke={palette.secondary.main}
          strokeWidth={2}
        />
        <Line
          type="monotone"
          dataKey="ip_points"
          name="IP"
          stroke={palette.info.main}
          strokeWidth={2}
          strokeDasharray="6 3"
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
