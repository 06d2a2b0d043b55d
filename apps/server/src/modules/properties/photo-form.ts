import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';

export type UploadedFile = MultipartFile;

/**
 * Reads every file of a multipart upload (field `images`, or any file field) into memory. The file name is
 * kept for messages only: stored files get random keys. Nothing is stored here, so a bad file later in the
 * form leaves nothing behind.
 */
export async function readPhotoFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  await readMultipart(request, {
    notMultipart: 'Send the photos as multipart/form-data.',
    // One file over the count limit is read so that "too many" is told apart from a broken form.
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_UPLOAD + 1 },
    tooLarge: (field) => new AppError(413, m.photoTooLarge, { [field]: [m.photoTooLarge] }),
    onFile: (file) => {
      if (file.bytes.length === 0) return;
      files.push(file);
      if (files.length > MAX_PHOTOS_PER_UPLOAD) throw invalidField('images', m.tooManyPhotosAtOnce);
    },
    mapError: (error) => ((error as { code?: string }).code === 'FST_FILES_LIMIT' ? invalidField('images', m.tooManyPhotosAtOnce) : undefined),
  });
  if (files.length === 0) throw invalidField('images', m.noFiles);
  return files;
}
