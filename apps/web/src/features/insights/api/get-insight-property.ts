import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insightsKey } from './insights-keys';

/** The property whose insights are shown, for its name and address (GET /properties/{id}). */
export function getInsightProperty(propertyId: number, signal?: AbortSignal): Promise<PropertyDetail> {
  return api.get<{ data: PropertyDetail }>(`/properties/${propertyId}`, { signal }).then((body) => body.data);
}

export const insightPropertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...insightsKey, 'property', propertyId],
    queryFn: ({ signal }) => getInsightProperty(propertyId, signal),
  });

export function useInsightProperty(propertyId: number | null) {
  return useQuery({ ...insightPropertyQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
