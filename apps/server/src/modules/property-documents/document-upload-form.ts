import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, type DocumentKind } from '@openhouse/shared/properties/documents';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../platform/http/errors';

export type UploadedFile = { filename: string; bytes: Buffer };

const tooLarge = () => new AppError(413, m.documentTooLarge, { files: [m.documentTooLarge] });

/**
 * Reads the multipart upload: every file part (whatever its field name, `files` by convention) and an
 * optional `kind`. Files are held in memory until all of them are checked, so nothing is stored when one is refused.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<{ kind: DocumentKind; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the documents as multipart/form-data.');
  const files: UploadedFile[] = [];
  let kind: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 10, parts: DOCUMENT_MAX_FILES + 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        files.push({ filename: part.filename, bytes });
      } else if (part.fieldname === 'kind') {
        kind = String(part.value);
      }
    }
  } catch (error) {
    // A broken form (no boundary, cut short) is the client's fault: a 400, not a 500. Limits keep their 413.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status && status >= 400 && status < 500)) throw error;
    throw new AppError(400, 'The request body is not a valid multipart form.');
  }
  if (kind !== undefined && kind !== '' && !(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw invalidField('kind', 'Choose document or disclosure.');
  }
  if (files.length === 0) throw invalidField('files', m.noFiles);
  return { kind: (kind || 'document') as DocumentKind, files };
}
