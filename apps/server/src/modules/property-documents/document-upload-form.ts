import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, type DocumentKind } from '@openhouse/shared/properties/documents';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';

export type UploadedFile = MultipartFile;

/**
 * Reads the multipart upload: every file part (whatever its field name, `files` by convention) and an
 * optional `kind`. Files are held in memory until all of them are checked, so nothing is stored when one is refused.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<{ kind: DocumentKind; files: UploadedFile[] }> {
  const files: UploadedFile[] = [];
  let kind: string | undefined;
  await readMultipart(request, {
    notMultipart: 'Send the documents as multipart/form-data.',
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 10, parts: DOCUMENT_MAX_FILES + 10 },
    tooLarge: () => new AppError(413, m.documentTooLarge, { files: [m.documentTooLarge] }),
    onFile: (file) => files.push(file),
    onField: (name, value) => {
      if (name === 'kind') kind = value;
    },
  });
  if (kind !== undefined && kind !== '' && !(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw invalidField('kind', 'Choose document or disclosure.');
  }
  if (files.length === 0) throw invalidField('files', m.noFiles);
  return { kind: (kind || 'document') as DocumentKind, files };
}
