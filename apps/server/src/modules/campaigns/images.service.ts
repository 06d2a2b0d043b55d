import type { TemplateImage } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';
import { cleanImage } from '../../platform/images/images';
import { deleteImage, findImage, imagesOf, insertImage, type ImageRow } from './campaigns.repository';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 10;
const keyOf = (filename: string) => `email-images/${filename}`;

/** Where a template image is served: public (mail clients fetch it without a session), named by 128 random bits. */
export const imageUrl = (publicUrl: string, filename: string) => `${publicUrl}/api/v1/email-images/${filename}`;

const toImage = (publicUrl: string, row: ImageRow): TemplateImage => ({
  filename: row.filename,
  url: imageUrl(publicUrl, row.filename),
  size: row.size,
  content_type: row.content_type,
  created_at: row.created_at.toISOString(),
});

/** GET /email-template-images */
export async function listImages(platform: Platform, actor: Actor) {
  return { data: (await imagesOf(platform.db, actor.id)).map((row) => toImage(platform.config.publicUrl, row)) };
}

/**
 * POST /email-campaign/upload-images (multipart `images`): each file is judged by its bytes and re-encoded
 * (metadata dropped); one refused file refuses the upload before anything is stored.
 */
export async function uploadImages(platform: Platform, actor: Actor, request: FastifyRequest) {
  const files: MultipartFile[] = [];
  await readMultipart(request, {
    notMultipart: m.imageRequired,
    limits: { fileSize: IMAGE_MAX_BYTES, files: MAX_FILES },
    tooLarge: (field) => new AppError(413, m.imageTooLarge, { [field]: [m.imageTooLarge] }),
    onFile: (file) => files.push(file),
  });
  if (files.length === 0) throw invalidField('images', m.imageRequired);
  const cleaned = [];
  for (const file of files) {
    const image = await cleanImage(file.bytes);
    if (!image) throw invalidField(file.field, m.imageType);
    cleaned.push(image);
  }
  const stored: ImageRow[] = [];
  for (const image of cleaned) {
    const filename = `${randomBytes(16).toString('hex')}.${image.extension}`;
    await platform.storage.put(keyOf(filename), image.bytes, image.mime);
    stored.push(await insertImage(platform.db, { user_id: actor.id, filename, content_type: image.mime, size: image.bytes.length }));
  }
  return { message: m.imageUploaded, data: stored.map((row) => toImage(platform.config.publicUrl, row)) };
}

/** DELETE /delete-email-template-image?filename: the owner's own image only; mail already sent will show a gap. */
export async function removeImage(platform: Platform, actor: Actor, filename: string) {
  const row = await findImage(platform.db, filename);
  if (!row || row.user_id !== actor.id) throw notFound(m.imageNotFound);
  await deleteImage(platform.db, row.id);
  await platform.storage.delete(keyOf(filename));
  return { message: m.imageDeleted };
}

/** GET /email-images/{filename}: the bytes of one image, by its exact stored name; nothing else in storage is reachable. */
export async function readImage(platform: Platform, filename: string): Promise<{ body: Buffer; type: string }> {
  const row = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(filename) ? await findImage(platform.db, filename) : null;
  const body = row ? await platform.storage.get(keyOf(row.filename)) : null;
  if (!row || !body) throw notFound(m.imageNotFound);
  return { body, type: row.content_type };
}
