import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EventStats } from '@takeline/contract';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useChartPalette } from '@/components/use-chart-palette';
import {
  averagesData,
  customVsNonCustomData,
  formatAverage,
  takesVsWinsData,
} from '../model/chart-data';

/** Each chart is 250 px high (docs/screens.md#charts). */
export const EVENT_CHART_HEIGHT = 250;

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="figure" sx={{ p: 2, m: 0 }}>
      <Typography variant="h3" component="figcaption" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {children}
    </Paper>
  );
}

function useChartStyle() {
  const palette = useChartPalette();
  const text = palette.text.secondary;
  return {
    // Pairs: a count in the main shade, its wins in the light shade.
    colors: [
      palette.primary.main,
      palette.primary.light,
      palette.secondary.main,
      palette.secondary.light,
    ],
    axis: { stroke: palette.divider, tick: { fill: text, fontSize: 12 } },
    grid: palette.divider,
    tooltip: {
      contentStyle: {
        background: palette.background.paper,
        border: `1px solid ${palette.divider}`,
        color: palette.text.primary,
      },
      cursor: { fill: palette.action.hover },
    },
    text,
    legend: {
      // Series order, not alphabetical; text in the body colour so it stays readable.
      itemSorter: null,
      formatter: (value: unknown) => <span style={{ color: text }}>{String(value)}</span>,
    },
  };
}

/**
 * The Charts tab: three bar charts. This module is the only one that imports
 * Recharts for event stats, and it is loaded lazily (its own chunk).
 */
export default function EventCharts({ stats }: { stats: EventStats }) {
  const style = useChartStyle();
  const [first, second, third, fourth] = style.colors;
  const takes = takesVsWinsData(stats);
  const custom = customVsNonCustomData(stats);
  const averages = averagesData(stats);
  // The bar needs a number; the label and tooltip read the real average ("–" when none).
  const averageBars = averages.map((entry) => ({ ...entry, bar: entry.value ?? 0 }));
  const averageText = (payload: unknown) =>
    formatAverage((payload as (typeof averageBars)[number]).value);

  return (
    <Stack spacing={2}>
      <ChartCard
        title="Takes vs Wins"
        summary={takes.map((row) => `${row.market}: ${row.wins} of ${row.takes}`).join(' · ')}
      >
        <ResponsiveContainer width="100%" height={EVENT_CHART_HEIGHT}>
          <BarChart data={takes} title="Takes and take wins by market">
            <CartesianGrid strokeDasharray="3 3" stroke={style.grid} vertical={false} />
            <XAxis dataKey="market" {...style.axis} />
            <YAxis allowDecimals={false} width={32} {...style.axis} />
            <Tooltip {...style.tooltip} />
            <Legend {...style.legend} />
            <Bar dataKey="takes" name="Takes" fill={first} />
            <Bar dataKey="wins" name="Wins" fill={third} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Custom vs Non-custom Passes"
        summary={custom
          .map(
            (row) =>
              `${row.market}: custom ${row.customWins} of ${row.custom}, non-custom ${row.nonCustomWins} of ${row.nonCustom}`,
          )
          .join(' · ')}
      >
        <ResponsiveContainer width="100%" height={EVENT_CHART_HEIGHT}>
          <BarChart data={custom} title="Custom and non-custom passes with their wins">
            <CartesianGrid strokeDasharray="3 3" stroke={style.grid} vertical={false} />
            <XAxis dataKey="market" {...style.axis} />
            <YAxis allowDecimals={false} width={32} {...style.axis} />
            <Tooltip {...style.tooltip} />
            <Legend {...style.legend} />
            <Bar dataKey="custom" name="Custom passes" fill={first} />
            <Bar dataKey="customWins" name="Custom pass wins" fill={second} />
            <Bar dataKey="nonCustom" name="Non-custom passes" fill={third} />
            <Bar dataKey="nonCustomWins" name="Non-custom pass wins" fill={fourth} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Average Custom Values"
        summary={averages.map((row) => `${row.name}: ${formatAverage(row.value)}`).join(' · ')}
      >
        <ResponsiveContainer width="100%" height={EVENT_CHART_HEIGHT}>
          <BarChart data={averageBars} title="Average custom values" margin={{ top: 20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={style.grid} vertical={false} />
            <XAxis dataKey="axis" interval={0} {...style.axis} />
            <YAxis width={40} {...style.axis} />
            <Tooltip
              {...style.tooltip}
              formatter={(_value, _name, item) => [averageText(item.payload), 'Average']}
            />
            <Bar dataKey="bar" name="Average" fill={first}>
              <LabelList
                dataKey="name"
                position="top"
                formatter={(name) =>
                  formatAverage(averages.find((row) => row.name === name)?.value ?? null)
                }
                fill={style.text}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </Stack>
  );
}
