import type { DocumentPermission } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type PermissionDecision = 'granted' | 'denied';
export type DecideInput = { permissionId: number; status: PermissionDecision };

/** PUT /permissions/{id} {status}: the listing side grants or denies a request. */
export function decideDocumentPermission({ permissionId, status }: DecideInput): Promise<{ data: DocumentPermission; message: string }> {
  return api.put<{ data: DocumentPermission; message: string }>(`/permissions/${permissionId}`, { status });
}

export function useDecideDocumentPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocumentPermission,
    // The request moves from one tab to another.
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
