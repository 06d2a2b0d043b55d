import type { DocumentKind, documentUploadResponseSchema } from '@openhouse/shared/properties/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type UploadDocumentInput = { propertyId: number; file: File; kind: DocumentKind };
export type UploadDocumentResponse = z.output<typeof documentUploadResponseSchema>;

/**
 * POST /propertie_upload_files/{id} (the spec's spelling), multipart `files` + `kind`. The page
 * sends one file per request so each file gets its own progress step and its own error.
 */
export function uploadPropertyDocument({ propertyId, file, kind }: UploadDocumentInput): Promise<UploadDocumentResponse> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('files', file, file.name);
  return api.post<UploadDocumentResponse>(`/propertie_upload_files/${propertyId}`, form);
}

export function useUploadPropertyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPropertyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyDocumentsKey }),
  });
}
