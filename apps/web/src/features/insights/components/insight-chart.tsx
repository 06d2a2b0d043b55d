import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Center, Skeleton, Text } from '@mantine/core';
import { hasInsightData, insightChartData, NO_CHART_DATA, insightMetricLabels, insightMetricsByEvent } from '@openhouse/shared/properties/insight-chart';
import type { EventType } from '@openhouse/shared/properties/insights';
import type { InsightSeries } from '../api/get-insight-series';
import type { ChartType } from './insight-filters';

const colors = ['blue.6', 'teal.6'] as const;
const CHART_HEIGHT = 280;

type InsightChartProps = { series: InsightSeries | undefined; eventType: EventType; chartType: ChartType };

/** The per-day chart; the spec's 'No data found' stands in for a flat line of zeros. */
export function InsightChart({ series, eventType, chartType }: InsightChartProps) {
  if (!series) return <Skeleton h={CHART_HEIGHT} aria-label="Loading chart" />;
  if (!hasInsightData(series.rows, eventType)) {
    return (
      <Center h={CHART_HEIGHT}>
        <Text c="dimmed">{NO_CHART_DATA}</Text>
      </Center>
    );
  }

  const data = insightChartData(series.rows, eventType, series.bucket);
  const lines = insightMetricsByEvent[eventType].map((metric, index) => ({ name: insightMetricLabels[metric], color: colors[index % colors.length] }));
  const common = { h: CHART_HEIGHT, data, dataKey: 'date', series: lines, withLegend: true, tickLine: 'y' as const, yAxisProps: { allowDecimals: false } };

  return chartType === 'bar' ? <BarChart {...common} /> : <LineChart {...common} curveType="monotone" />;
}
