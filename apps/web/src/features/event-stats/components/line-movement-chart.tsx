import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LineMarket } from '@takeline/contract';
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
import { formatDateTime, formatLine, formatSigned, formatTimeTick } from '@/lib/format';
import { useLineHistory } from '../api/event-crowd';
import { lineSeries, lineSummary } from '../model/line-series';

const CHART_HEIGHT = 250;
const MARKETS: { market: LineMarket; title: string }[] = [
  { market: 'spread', title: 'Line movement: Spread' },
  { market: 'totals', title: 'Line movement: Totals' },
];

/**
 * docs/screens.md#line-movement: the book's line and the crowd's over time, one chart per
 * market. Recharts is loaded with this module only (lazily, from the Charts tab).
 */
export default function LineMovementCharts({ eventId }: { eventId: string }) {
  const history = useLineHistory(eventId);
  const palette = useChartPalette();
  if (history.isPending) return <Typography role="status">Loading line movement...</Typography>;
  if (history.isError) {
    return <Alert severity="warning">The line movement could not be loaded.</Alert>;
  }
  return (
    <Stack spacing={2}>
      {MARKETS.map(({ market, title }) => {
        const rows = lineSeries(history.data, market);
        const format = market === 'spread' ? formatSigned : formatLine;
        return (
          <Paper
            key={market}
            variant="outlined"
            component="figure"
            sx={{ p: 2, m: 0 }}
            data-testid={`line-movement-${market}`}
          >
            <Typography variant="h3" component="figcaption" sx={{ mb: 0.5 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {rows.length === 0 ? 'No line recorded yet.' : lineSummary(rows, format)}
            </Typography>
            {rows.length > 0 && (
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <LineChart data={rows} title={title}>
                  <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} vertical={false} />
                  <XAxis
                    dataKey="time"
                    type="number"
                    scale="time"
                    domain={['dataMin', 'dataMax']}
                    tickFormatter={(value: number) => formatTimeTick(value)}
                    stroke={palette.divider}
                    tick={{ fill: palette.text.secondary, fontSize: 12 }}
                  />
                  <YAxis
                    width={44}
                    domain={['auto', 'auto']}
                    tickFormatter={(value: number) => format(value)}
                    stroke={palette.divider}
                    tick={{ fill: palette.text.secondary, fontSize: 12 }}
                  />
                  <Tooltip
                    labelFormatter={(value) => formatDateTime(Number(value))}
                    formatter={(value) => format(Number(value))}
                    contentStyle={{
                      background: palette.background.paper,
                      border: `1px solid ${palette.divider}`,
                      color: palette.text.primary,
                    }}
                  />
                  <Legend
                    formatter={(value) => (
                      <span style={{ color: palette.text.secondary }}>{String(value)}</span>
                    )}
                  />
                  <Line
                    type="stepAfter"
                    dataKey="book"
                    name="Book"
                    stroke={palette.secondary.main}
                    connectNulls
                    isAnimationActive={false}
                  />
                  <Line
                    type="stepAfter"
                    dataKey="crowd"
                    name="Crowd"
                    stroke={palette.primary.main}
                    strokeWidth={2}
                    connectNulls
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
