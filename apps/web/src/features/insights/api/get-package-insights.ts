import type { PackageInsights, packageInsightsQuerySchema, packageInsightsResponseSchema } from '@openhouse/shared/properties/package-insights';
import type { InsightDuration } from '@openhouse/shared/properties/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightsKey } from './insights-keys';

type PackageFilters = { propertyId: number; duration: InsightDuration };

/** The shared document packages of the property's projects: their use and their viewers (GET /property/document-packages). */
export function getPackageInsights(filters: PackageFilters, signal?: AbortSignal): Promise<PackageInsights> {
  const query = { property_id: filters.propertyId, duration: filters.duration } satisfies z.input<typeof packageInsightsQuerySchema>;
  return api.get<z.output<typeof packageInsightsResponseSchema>>('/property/document-packages', { query, signal }).then((body) => body.data);
}

export const packageInsightsQueryOptions = (filters: PackageFilters) =>
  queryOptions({
    queryKey: [...insightsKey, 'packages', filters.propertyId, filters.duration],
    queryFn: ({ signal }) => getPackageInsights(filters, signal),
    placeholderData: keepPreviousData,
  });

export function usePackageInsights(filters: PackageFilters) {
  return useQuery(packageInsightsQueryOptions(filters));
}
