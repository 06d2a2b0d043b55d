import { MAX_PHOTOS_PER_LISTING, type Photo } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { z } from 'zod';
import type { photoOrderSchema } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { PHOTO_TYPES, processPhoto, type ProcessedPhoto } from './photo-images';
import type { UploadedFile } from './photo-form';
import { PHOTO_PREFIX, toPhoto } from './property-mappers';
import { countPhotos, deletePhotoRow, insertPhotos, lockProperty, photosOf, setCover, setPhotoPosition } from './property-photos.repository';
import { invalidateCatalogue } from './catalogue-cache';
import { requireManageableProperty } from './property-access';

type PhotosAnswer = { message: string; data: Photo[] };

async function removeAll(platform: Platform, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => platform.storage.delete(key).catch((error: unknown) => platform.log.error({ err: error, key }, 'photo cleanup failed'))));
}

/** Stores both files of each photo under fresh random keys; on any failure removes what it already put. */
async function storeAll(platform: Platform, photos: ProcessedPhoto[]): Promise<{ photo: ProcessedPhoto; key: string; thumbKey: string }[]> {
  const stored: { photo: ProcessedPhoto; key: string; thumbKey: string }[] = [];
  try {
    for (const photo of photos) {
      const id = crypto.randomUUID();
      const entry = { photo, key: `${PHOTO_PREFIX}${id}.${photo.extension}`, thumbKey: `${PHOTO_PREFIX}${id}-thumb.webp` };
      await platform.storage.put(entry.key, photo.original, photo.mime);
      stored.push(entry);
      await platform.storage.put(entry.thumbKey, photo.thumb, 'image/webp');
    }
    return stored;
  } catch (error) {
    await removeAll(platform, stored.flatMap((entry) => [entry.key, entry.thumbKey]));
    throw error;
  }
}

/**
 * POST /propertie_upload_images/{id}: every file is checked and converted before anything is stored, so
 * one bad file refuses the whole upload and leaves nothing behind. The first photo a listing gets is its cover.
 */
export async function uploadPhotos(platform: Platform, actor: Actor, propertyId: number, readFiles: () => Promise<UploadedFile[]>): Promise<PhotosAnswer> {
  await requireManageableProperty(platform.db, actor, propertyId);
  const files = await readFiles();
  if ((await countPhotos(platform.db, propertyId)) + files.length > MAX_PHOTOS_PER_LISTING) throw invalidField('images', m.tooManyPhotos);
  const processed: ProcessedPhoto[] = [];
  for (const file of files) processed.push(await processPhoto(file.bytes, file.field));
  const stored = await storeAll(platform, processed);
  try {
    await platform.db.transaction(async (tx) => {
      await lockProperty(tx, propertyId);
      const existing = await photosOf(tx, propertyId);
      // Checked again under the lock: a parallel upload may have added photos meanwhile.
      if (existing.length + stored.length > MAX_PHOTOS_PER_LISTING) throw invalidField('images', m.tooManyPhotos);
      const next = existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0);
      const hasCover = existing.some((photo) => photo.is_cover);
      await insertPhotos(
        tx,
        stored.map(({ photo, key, thumbKey }, index) => ({
          property_id: propertyId,
          storage_key: key,
          thumb_key: thumbKey,
          content_type: photo.mime,
          width: photo.width,
          height: photo.height,
          size: photo.original.length,
          position: next + index,
          is_cover: !hasCover && index === 0,
        })),
      );
    });
  } catch (error) {
    await removeAll(platform, stored.flatMap((entry) => [entry.key, entry.thumbKey]));
    throw error;
  }
  // Lists show the cover photo.
  await invalidateCatalogue(platform);
  return { message: m.photosUploaded, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

/** PUT /properties/{id}/photos: a new order (every photo once) and/or a new cover. */
export async function arrangePhotos(platform: Platform, actor: Actor, propertyId: number, input: z.output<typeof photoOrderSchema>): Promise<PhotosAnswer> {
  await requireManageableProperty(platform.db, actor, propertyId);
  await platform.db.transaction(async (tx) => {
    await lockProperty(tx, propertyId);
    const photos = await photosOf(tx, propertyId);
    const ids = new Set(photos.map((photo) => photo.id));
    if (input.order) {
      const unique = new Set(input.order);
      if (unique.size !== input.order.length || unique.size !== ids.size || input.order.some((id) => !ids.has(id))) throw invalidField('order', m.photoOrderInvalid);
      for (const [position, id] of input.order.entries()) await setPhotoPosition(tx, id, position);
    }
    if (input.cover_photo_id !== undefined) {
      if (!ids.has(input.cover_photo_id)) throw invalidField('cover_photo_id', m.photoNotFound);
      await setCover(tx, propertyId, input.cover_photo_id);
    }
  });
  await invalidateCatalogue(platform);
  return { message: m.photosUpdated, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

/** DELETE /properties/{id}/photos/{photoId}: removes the row and both files; the next photo becomes cover if needed. */
export async function deletePhoto(platform: Platform, actor: Actor, propertyId: number, photoId: number): Promise<PhotosAnswer> {
  await requireManageableProperty(platform.db, actor, propertyId);
  const removed = await platform.db.transaction(async (tx) => {
    await lockProperty(tx, propertyId);
    const row = await deletePhotoRow(tx, propertyId, photoId);
    if (!row) throw notFound(m.photoNotFound);
    const [first] = await photosOf(tx, propertyId);
    if (row.is_cover && first) await setCover(tx, propertyId, first.id);
    return row;
  });
  // Files go after the commit: a failed delete must not leave a row pointing at nothing.
  await removeAll(platform, [removed.storage_key, removed.thumb_key]);
  await invalidateCatalogue(platform);
  return { message: m.photoDeleted, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

const PHOTO_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-thumb)?\.(png|jpg|gif|webp)$/;

/** GET /property-photos/{file}: listing photos are public; only names shaped like our own keys are looked up. */
export async function readPhoto(platform: Platform, file: string): Promise<{ body: Buffer; type: string }> {
  const match = PHOTO_FILE.exec(file);
  if (!match) throw notFound();
  const body = await platform.storage.get(`${PHOTO_PREFIX}${file}`);
  if (!body) throw notFound();
  const type = Object.entries(PHOTO_TYPES).find(([, extension]) => extension === match[3])?.[0];
  if (!type) throw new AppError(500, 'Unknown photo type.');
  return { body, type };
}
