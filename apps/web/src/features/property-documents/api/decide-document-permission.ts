import type { documentPermissionChangeResponseSchema, permissionDecisionSchema } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

type DecisionBody = z.input<typeof permissionDecisionSchema>;
export type PermissionDecision = DecisionBody['status'];
export type DecideInput = { permissionId: number } & DecisionBody;

/** PUT /permissions/{id} {status}: the listing side grants or denies a request. */
export function decideDocumentPermission({ permissionId, status }: DecideInput): Promise<z.output<typeof documentPermissionChangeResponseSchema>> {
  const body: DecisionBody = { status };
  return api.put<z.output<typeof documentPermissionChangeResponseSchema>>(`/permissions/${permissionId}`, body);
}

export function useDecideDocumentPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocumentPermission,
    // The request moves from one tab to another.
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
