import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type DeleteDocumentInput = { propertyId: number; documentId: number };

/** DELETE /property-documents/{propertyId}/{documentId}: the listing side removes a document. */
export function deletePropertyDocument({ propertyId, documentId }: DeleteDocumentInput): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/property-documents/${propertyId}/${documentId}`);
}

export function useDeletePropertyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
