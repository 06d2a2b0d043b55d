import type { propertyListQuerySchema, propertyPageSchema } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightsKey } from './insights-keys';

/** The API's page limit: enough for the picker, and a realtor with more can still pass ?property_id. */
const PICKER_SIZE = 100;

type PropertyPage = z.output<typeof propertyPageSchema>;

/** The caller's own listings, to choose whose insights to show (GET /properties?mine=1). */
export function getMyListings(signal?: AbortSignal): Promise<PropertyPage> {
  const query = { mine: 1, per_page: PICKER_SIZE } satisfies z.input<typeof propertyListQuerySchema>;
  return api.get<PropertyPage>('/properties', { query, signal });
}

export const myListingsQueryOptions = () =>
  queryOptions({
    queryKey: [...insightsKey, 'my-listings'],
    queryFn: ({ signal }) => getMyListings(signal),
  });

export function useMyListings() {
  return useQuery(myListingsQueryOptions());
}
