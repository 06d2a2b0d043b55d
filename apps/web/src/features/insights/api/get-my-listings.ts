import type { Page } from '@openhouse/shared/http/pagination';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insightsKey } from './insights-keys';

/** The API's page limit: enough for the picker, and a realtor with more can still pass ?property_id. */
const PICKER_SIZE = 100;

/** The caller's own listings, to choose whose insights to show (GET /properties?mine=1). */
export function getMyListings(signal?: AbortSignal): Promise<Page<PropertySummary>> {
  return api.get<Page<PropertySummary>>('/properties', { query: { mine: 1, per_page: PICKER_SIZE }, signal });
}

export const myListingsQueryOptions = () =>
  queryOptions({
    queryKey: [...insightsKey, 'my-listings'],
    queryFn: ({ signal }) => getMyListings(signal),
  });

export function useMyListings() {
  return useQuery(myListingsQueryOptions());
}
