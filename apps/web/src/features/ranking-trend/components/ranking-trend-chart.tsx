import { useTheme } from '@mui/material/styles';
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
import { formatPointTime, type TrendPoint, tickFormatter } from '../lib/trend-points';

/** Spec section 2: the trend chart is 300 px high. */
export const RANKING_TREND_CHART_HEIGHT = 300;

/** Ranking score, XP and IP over time. Loaded lazily: the only Recharts user of this screen. */
export default function RankingTrendChart({ points }: { points: readonly TrendPoint[] }) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const axis = { stroke: theme.palette.divider, tick: { fill: text, fontSize: 12 } };
  return (
    <ResponsiveContainer width="100%" height={RANKING_TREND_CHART_HEIGHT}>
      <LineChart
        data={[...points]}
        title="Ranking score, XP and IP over time"
        margin={{ top: 10, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={tickFormatter(points)}
          {...axis}
        />
        <YAxis allowDecimals={false} width={40} {...axis} />
        <Tooltip
          labelFormatter={(time) => formatPointTime(Number(time))}
          contentStyle={{
            background: theme.palette.background.paper,
            border: `1px solid ${theme.palette.divider}`,
            color: theme.palette.text.primary,
          }}
        />
        <Legend wrapperStyle={{ color: text }} />
        <Line
          type="monotone"
          dataKey="ranking_score"
          name="Ranking score"
          stroke={theme.palette.primary.main}
          strokeWidth={2.5}
        />
        <Line
          type="monotone"
          dataKey="xp_points"
          name="XP"
          stroke={theme.palette.secondary.main}
          strokeWidth={2}
        />
        <Line
          type="monotone"
          dataKey="ip_points"
          name="IP"
          stroke={theme.palette.info.main}
          strokeWidth={2}
          strokeDasharray="6 3"
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
