import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listingKey } from './bidding-keys';

/**
 * GET /properties/{id}: whether the caller is on the listing side, may edit it, its transactions and its
 * auction. Public, so a stale token must not pop the login modal here.
 */
export function getListing(propertyId: number, signal?: AbortSignal): Promise<{ data: PropertyDetail }> {
  return api.get<{ data: PropertyDetail }>(`/properties/${propertyId}`, { signal, skipAuthHandling: true });
}

export const listingQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: listingKey(propertyId), queryFn: ({ signal }) => getListing(propertyId, signal) });

export function useListing(propertyId: number) {
  return useQuery(listingQueryOptions(propertyId));
}
