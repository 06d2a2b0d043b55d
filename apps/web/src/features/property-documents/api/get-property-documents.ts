import type { propertyDocumentsResponseSchema } from '@openhouse/shared/properties/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type PropertyDocuments = z.infer<typeof propertyDocumentsResponseSchema>;
export type DocumentAccess = PropertyDocuments['access'];

/** The documents the caller may see, and where the caller stands (GET /property-documents/{id}). */
export function getPropertyDocuments(propertyId: number, signal?: AbortSignal): Promise<PropertyDocuments> {
  return api.get<PropertyDocuments>(`/property-documents/${propertyId}`, { signal });
}

export const propertyDocumentsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...propertyDocumentsKey, 'list', propertyId],
    queryFn: ({ signal }) => getPropertyDocuments(propertyId, signal),
  });

export function usePropertyDocuments(propertyId: number, enabled = true) {
  return useQuery({ ...propertyDocumentsQueryOptions(propertyId), enabled });
}
