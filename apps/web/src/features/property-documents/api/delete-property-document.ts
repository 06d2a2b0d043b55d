import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type DeleteDocumentInput = { propertyId: number; documentId: number };

/** DELETE /property-documents/{propertyId}/{documentId}: the listing side removes a document. */
export function deletePropertyDocument({ propertyId, documentId }: DeleteDocumentInput): Promise<z.output<typeof messageResponseSchema>> {
  return api.delete<z.output<typeof messageResponseSchema>>(`/property-documents/${propertyId}/${documentId}`);
}

export function useDeletePropertyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
