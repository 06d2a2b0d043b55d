import '@mantine/charts/styles.css';
import { BarChart, LineChart, type BarChartProps } from '@mantine/charts';
import type { ChartType } from './insight-filters';

type InsightChartDrawingProps = Pick<BarChartProps, 'h' | 'data' | 'series'> & { chartType: ChartType };

/** The chart itself, with recharts: insight-chart.tsx loads this module only once there is data to draw. */
export function InsightChartDrawing({ chartType, ...chart }: InsightChartDrawingProps) {
  const common = { ...chart, dataKey: 'date', withLegend: true, tickLine: 'y' as const, yAxisProps: { allowDecimals: false } };
  return chartType === 'bar' ? <BarChart {...common} /> : <LineChart {...common} curveType="monotone" />;
}
