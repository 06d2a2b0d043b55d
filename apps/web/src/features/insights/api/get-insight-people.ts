import type { insightRowPageSchema } from '@openhouse/shared/properties/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightQuery, insightsKey, type InsightFilters } from './insights-keys';

type InsightRowPage = z.output<typeof insightRowPageSchema>;

/**
 * Who viewed or clicked (GET /analytics/user_details) or downloaded (GET /property/download_user):
 * one page of rows, each with its user.
 */
export function getInsightPeople(filters: InsightFilters, page: number, signal?: AbortSignal): Promise<InsightRowPage> {
  const path = filters.eventType === 'download' ? '/property/download_user' : '/analytics/user_details';
  return api.get<InsightRowPage>(path, { query: { ...insightQuery(filters), page }, signal });
}

export const insightPeopleQueryOptions = (filters: InsightFilters, page: number) =>
  queryOptions({
    queryKey: [...insightsKey, 'people', filters.propertyId, filters.duration, filters.eventType, page],
    queryFn: ({ signal }) => getInsightPeople(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useInsightPeople(filters: InsightFilters, page: number) {
  return useQuery(insightPeopleQueryOptions(filters, page));
}
