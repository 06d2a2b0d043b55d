import type { documentPermissionChangeResponseSchema, permissionRequestSchema } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type AccessRequestInput = { propertyId: number; message?: string };

/** POST /permissions: a signed-in visitor asks the listing side for the documents. */
export function requestDocumentAccess({ propertyId, message }: AccessRequestInput): Promise<z.output<typeof documentPermissionChangeResponseSchema>> {
  const body: z.input<typeof permissionRequestSchema> = { property_id: propertyId, ...(message ? { message } : {}) };
  return api.post<z.output<typeof documentPermissionChangeResponseSchema>>('/permissions', body);
}

export function useRequestDocumentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDocumentAccess,
    // The caller's access changes from none (or denied) to requested.
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
