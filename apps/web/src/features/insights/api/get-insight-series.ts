import type { InsightBucket } from '@openhouse/shared/properties/insight-chart';
import type { EventType, InsightRow, insightSeriesResponseSchema } from '@openhouse/shared/properties/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightQuery, insightsKey, type InsightFilters } from './insights-keys';

/** One call per event type, as the spec names them; each answers one row per day, zeros included. */
const seriesPaths: Record<EventType, string> = {
  view: '/property/views',
  click: '/property/clicks',
  download: '/property/downloads',
};

/** The rows, and whether each is a day or (for a long 'All Time') a month. */
export type InsightSeries = { rows: InsightRow[]; bucket: InsightBucket };

export async function getInsightSeries(filters: InsightFilters, signal?: AbortSignal): Promise<InsightSeries> {
  const body = await api.get<z.output<typeof insightSeriesResponseSchema>>(seriesPaths[filters.eventType], { query: insightQuery(filters), signal });
  return { rows: body.data, bucket: body.interval === 'month' ? 'month' : 'day' };
}

export const insightSeriesQueryOptions = (filters: InsightFilters) =>
  queryOptions({
    queryKey: [...insightsKey, 'series', filters.propertyId, filters.duration, filters.eventType],
    queryFn: ({ signal }) => getInsightSeries(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useInsightSeries(filters: InsightFilters) {
  return useQuery(insightSeriesQueryOptions(filters));
}
