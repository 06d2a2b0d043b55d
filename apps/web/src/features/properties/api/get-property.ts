import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

/**
 * GET /properties/{id}. The detail page is public: a stale token must not greet an anonymous
 * visitor with the login modal, so the global 401 handling is skipped here.
 */
export function getProperty(id: number, signal?: AbortSignal): Promise<{ data: PropertyDetail }> {
  return api.get<{ data: PropertyDetail }>(`/properties/${id}`, { signal, skipAuthHandling: true });
}

export const propertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export function useProperty(id: number, enabled = true) {
  return useQuery({ ...propertyQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
