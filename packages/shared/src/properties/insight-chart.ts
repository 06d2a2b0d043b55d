import type { EventType, InsightRow } from './insights';

/** The per-day numbers of an insight row that a chart or table can show. */
export type InsightMetric = 'total_views' | 'unique_views' | 'total_clicks' | 'unique_clicks' | 'total_downloads';

export const insightMetricLabels: Record<InsightMetric, string> = {
  total_views: 'Total views',
  unique_views: 'Unique views',
  total_clicks: 'Total clicks',
  unique_clicks: 'Unique clicks',
  total_downloads: 'Total downloads',
};

/** What the chart draws for each event type; downloads have no "unique" count in the spec's row. */
export const insightMetricsByEvent: Record<EventType, readonly InsightMetric[]> = {
  view: ['total_views', 'unique_views'],
  click: ['total_clicks', 'unique_clicks'],
  download: ['total_downloads'],
};

export const eventTypeLabels: Record<EventType, string> = { view: 'Views', click: 'Clicks', download: 'Downloads' };

/** The one number a per-user row counts for an event type (the People table). */
export function eventTotal(row: InsightRow, eventType: EventType): number {
  if (eventType === 'click') return row.total_clicks;
  if (eventType === 'download') return row.total_downloads;
  return row.total_views;
}

/** What an empty chart reads (spec: empty charts). */
export const NO_CHART_DATA = 'No data found';

/** False when there is nothing to draw: no rows, or every charted value is zero (spec: 'No data found'). */
export function hasInsightData(rows: readonly InsightRow[], eventType: EventType): boolean {
  const metrics = insightMetricsByEvent[eventType];
  return rows.some((row) => metrics.some((metric) => row[metric] > 0));
}

/** Rows are days, or months when 'All Time' spans a long time (the series answer says which). */
export type InsightBucket = 'day' | 'month';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Rows carry calendar days (YYYY-MM-DD); read as UTC so no zone shifts them by a day. */
function parseDay(date: string): Date | null {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'Mar 4' (or 'Mar 2025' for a month): short enough for a chart axis on a phone. */
export function formatInsightDay(date: string, bucket: InsightBucket = 'day'): string {
  const day = parseDay(date);
  if (!day) return date;
  return bucket === 'month' ? monthFormat.format(day) : dayFormat.format(day);
}

/** '03/04/2025' (or 'Mar 2025'): the tables' date, in the same MM/DD/YYYY order as the rest of the app. */
export function formatInsightDate(date: string, bucket: InsightBucket = 'day'): string {
  const day = parseDay(date);
  if (!day) return date;
  return bucket === 'month' ? monthFormat.format(day) : fullDayFormat.format(day);
}

export type InsightChartPoint = { date: string } & Partial<Record<string, number | string>>;

/** Chart points keyed by the metric labels, so the legend and tooltip read as words. */
export function insightChartData(rows: readonly InsightRow[], eventType: EventType, bucket: InsightBucket = 'day'): InsightChartPoint[] {
  const metrics = insightMetricsByEvent[eventType];
  return rows.map((row) => {
    const point: InsightChartPoint = { date: formatInsightDay(row.date, bucket) };
    for (const metric of metrics) point[insightMetricLabels[metric]] = row[metric];
    return point;
  });
}
