import type { propertyDocumentsResponseSchema } from '@openhouse/shared/properties/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PropertyDocuments = z.infer<typeof propertyDocumentsResponseSchema>;

/** Under the documents page's own root key, so its uploads and deletions refresh this list as well. */
export const documentsKey = (propertyId: number) => ['property-documents', propertyId] as const;

/** GET /property-documents/{id}: the documents the caller may see (all of them for the listing side). */
export function getPropertyDocuments(propertyId: number, signal?: AbortSignal): Promise<PropertyDocuments> {
  return api.get<PropertyDocuments>(`/property-documents/${propertyId}`, { signal });
}

export const propertyDocumentsQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: documentsKey(propertyId), queryFn: ({ signal }) => getPropertyDocuments(propertyId, signal) });

export function usePropertyDocuments(propertyId: number | undefined) {
  return useQuery({ ...propertyDocumentsQueryOptions(propertyId ?? 0), enabled: Boolean(propertyId) });
}
