import type { DocumentKind, documentUploadResponseSchema } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { documentsKey } from './get-property-documents';

export type UploadDocumentsInput = { propertyId: number; files: File[]; kind: DocumentKind };

/** POST /propertie_upload_files/{id}: multipart `files` plus the `kind` they all share. */
export function uploadPropertyDocuments({ propertyId, files, kind }: UploadDocumentsInput): Promise<z.output<typeof documentUploadResponseSchema>> {
  const body = new FormData();
  body.set('kind', kind);
  for (const file of files) body.append('files', file);
  return api.post<z.output<typeof documentUploadResponseSchema>>(`/propertie_upload_files/${propertyId}`, body);
}

export function useUploadPropertyDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPropertyDocuments,
    onSettled: (_data, _error, variables) => queryClient.invalidateQueries({ queryKey: documentsKey(variables.propertyId) }),
  });
}
