import type { DocumentKind, PropertyDocument } from '@openhouse/shared/properties/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PropertyDocuments = { data: PropertyDocument[]; access: string; document_count: number };

const documentsKey = (propertyId: number) => ['property-documents', propertyId] as const;

/** GET /property-documents/{id}: the documents the caller may see (all of them for the listing side). */
export function getPropertyDocuments(propertyId: number, signal?: AbortSignal): Promise<PropertyDocuments> {
  return api.get<PropertyDocuments>(`/property-documents/${propertyId}`, { signal });
}

export const propertyDocumentsQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: documentsKey(propertyId), queryFn: ({ signal }) => getPropertyDocuments(propertyId, signal) });

export function usePropertyDocuments(propertyId: number | undefined) {
  return useQuery({ ...propertyDocumentsQueryOptions(propertyId ?? 0), enabled: Boolean(propertyId) });
}

/** POST /propertie_upload_files/{id}: multipart `files` plus the `kind` they all share. */
export function uploadPropertyDocuments({ propertyId, files, kind }: { propertyId: number; files: File[]; kind: DocumentKind }): Promise<{ data: PropertyDocument[]; message?: string }> {
  const body = new FormData();
  body.set('kind', kind);
  for (const file of files) body.append('files', file);
  return api.post<{ data: PropertyDocument[]; message?: string }>(`/propertie_upload_files/${propertyId}`, body);
}

export function useUploadPropertyDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPropertyDocuments,
    onSettled: (_data, _error, variables) => queryClient.invalidateQueries({ queryKey: documentsKey(variables.propertyId) }),
  });
}
