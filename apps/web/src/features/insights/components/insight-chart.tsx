import { Center, Skeleton, Text } from '@mantine/core';
import { hasInsightData, insightChartData, NO_CHART_DATA, insightMetricLabels, insightMetricsByEvent } from '@openhouse/shared/properties/insight-chart';
import type { EventType } from '@openhouse/shared/properties/insights';
import type { InsightSeries } from '../api/get-insight-series';
import { lazy, Suspense } from 'react';
import type { ChartType } from './insight-filters';

// recharts is most of the insights page's weight; it loads after the page, while the chart's place shows a skeleton
// (docs/ARCHITECTURE.md, Web).
const InsightChartDrawing = lazy(() => import('./insight-chart-drawing').then((module) => ({ default: module.InsightChartDrawing })));

const colors = ['blue.6', 'teal.6'] as const;
const CHART_HEIGHT = 280;

type InsightChartProps = { series: InsightSeries | undefined; eventType: EventType; chartType: ChartType };

/** The per-day chart; the spec's 'No data found' stands in for a flat line of zeros. */
export function InsightChart({ series, eventType, chartType }: InsightChartProps) {
  const loading = <Skeleton h={CHART_HEIGHT} role="status" aria-label="Loading chart" />;
  if (!series) return loading;
  if (!hasInsightData(series.rows, eventType)) {
    return (
      <Center h={CHART_HEIGHT}>
        <Text c="dimmed">{NO_CHART_DATA}</Text>
      </Center>
    );
  }

  const data = insightChartData(series.rows, eventType, series.bucket);
  const lines = insightMetricsByEvent[eventType].map((metric, index) => ({ name: insightMetricLabels[metric], color: colors[index % colors.length] }));
  return (
    <Suspense fallback={loading}>
      <InsightChartDrawing h={CHART_HEIGHT} data={data} series={lines} chartType={chartType} />
    </Suspense>
  );
}
