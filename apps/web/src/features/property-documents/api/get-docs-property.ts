import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

/** The property the documents belong to, for the page header (GET /properties/{id}). */
export function getDocsProperty(propertyId: number, signal?: AbortSignal): Promise<PropertyDetail> {
  return api.get<{ data: PropertyDetail }>(`/properties/${propertyId}`, { signal }).then((body) => body.data);
}

export const docsPropertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...propertyDocumentsKey, 'property', propertyId],
    queryFn: ({ signal }) => getDocsProperty(propertyId, signal),
  });

export function useDocsProperty(propertyId: number, enabled = true) {
  return useQuery({ ...docsPropertyQueryOptions(propertyId), enabled });
}
