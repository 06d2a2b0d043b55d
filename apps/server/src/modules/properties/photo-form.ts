import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../platform/http/errors';

export type UploadedFile = { field: string; filename: string; bytes: Buffer };

/**
 * Reads every file of a multipart upload (field `images`, or any file field) into memory. The file name is
 * kept for messages only: stored files get random keys. Nothing is stored here, so a bad file later in the
 * form leaves nothing behind.
 */
export async function readPhotoFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the photos as multipart/form-data.');
  const files: UploadedFile[] = [];
  try {
    // One file over the count limit is read so that "too many" is told apart from a broken form.
    for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_UPLOAD + 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, m.photoTooLarge, { [part.fieldname]: [m.photoTooLarge] });
        throw error;
      });
      if (bytes.length === 0) continue;
      files.push({ field: part.fieldname, filename: part.filename, bytes });
      if (files.length > MAX_PHOTOS_PER_UPLOAD) throw invalidField('images', m.tooManyPhotosAtOnce);
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw invalidField('images', m.tooManyPhotosAtOnce);
    if (status && status >= 400 && status < 500) throw error;
    throw new AppError(400, 'The request body is not a valid multipart form.');
  }
  if (files.length === 0) throw invalidField('images', m.noFiles);
  return files;
}
