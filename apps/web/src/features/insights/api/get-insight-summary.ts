import type { InsightSummary, insightSummaryResponseSchema } from '@openhouse/shared/properties/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightQuery, insightsKey, type InsightFilters } from './insights-keys';

/** The headline numbers of one property (GET /property/list). */
export function getInsightSummary(filters: InsightFilters, signal?: AbortSignal): Promise<InsightSummary> {
  return api.get<z.output<typeof insightSummaryResponseSchema>>('/property/list', { query: insightQuery(filters), signal }).then((body) => body.data);
}

export const insightSummaryQueryOptions = (filters: InsightFilters) =>
  queryOptions({
    queryKey: [...insightsKey, 'summary', filters.propertyId, filters.duration, filters.eventType],
    queryFn: ({ signal }) => getInsightSummary(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useInsightSummary(filters: InsightFilters) {
  return useQuery(insightSummaryQueryOptions(filters));
}
