import type { DocumentPermission } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type AccessRequestInput = { propertyId: number; message?: string };

/** POST /permissions: a signed-in visitor asks the listing side for the documents. */
export function requestDocumentAccess({ propertyId, message }: AccessRequestInput): Promise<{ data: DocumentPermission; message: string }> {
  return api.post<{ data: DocumentPermission; message: string }>('/permissions', { property_id: propertyId, ...(message ? { message } : {}) });
}

export function useRequestDocumentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDocumentAccess,
    // The caller's access changes from none (or denied) to requested.
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
