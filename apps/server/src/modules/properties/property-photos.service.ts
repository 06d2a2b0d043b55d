import { MAX_PHOTOS_PER_LISTING, type Photo } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { z } from 'zod';
import type { photoOrderSchema } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { PHOTO_TYPES, processPhoto, type ProcessedPhoto } from './photo-images';
import type { UploadedFile } from './photo-form';
import { photoRow, removePhotoFiles, storePhotos } from './photo-storage';
import { PHOTO_PREFIX, toPhoto } from './property-mappers';
import { countPhotos, deletePhotoRow, insertPhotos, lockProperty, photosOf, setCover, setPhotoPosition } from './property-photos.repository';
import { listingChanged } from './properties.events';
import { propertyAccess } from './properties.access';

type PhotosAnswer = { message: string; data: Photo[] };

/**
 * POST /propertie_upload_images/{id}: every file is checked and converted before anything is stored, so
 * one bad file refuses the whole upload and leaves nothing behind. The first photo a listing gets is its cover.
 */
export async function uploadPhotos(platform: Platform, actor: Actor, propertyId: number, readFiles: () => Promise<UploadedFile[]>): Promise<PhotosAnswer> {
  await propertyAccess.require(platform.db, actor, 'manage', propertyId);
  const files = await readFiles();
  if ((await countPhotos(platform.db, propertyId)) + files.length > MAX_PHOTOS_PER_LISTING) throw invalidField('images', m.tooManyPhotos);
  const processed: ProcessedPhoto[] = [];
  for (const file of files) processed.push(await processPhoto(file.bytes, file.field));
  const stored = await storePhotos(platform, processed);
  try {
    // Lists show the cover photo: the catalogue hears of it once the photos commit.
    await platform.events.transaction(async (tx, emit) => {
      await lockProperty(tx, propertyId);
      const existing = await photosOf(tx, propertyId);
      // Checked again under the lock: a parallel upload may have added photos meanwhile.
      if (existing.length + stored.length > MAX_PHOTOS_PER_LISTING) throw invalidField('images', m.tooManyPhotos);
      const next = existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0);
      const hasCover = existing.some((photo) => photo.is_cover);
      await insertPhotos(
        tx,
        stored.map((entry, index) => photoRow(propertyId, entry, next + index, !hasCover && index === 0)),
      );
      await emit(listingChanged, { propertyId });
    });
  } catch (error) {
    await removePhotoFiles(platform, stored);
    throw error;
  }
  return { message: m.photosUploaded, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

/** PUT /properties/{id}/photos: a new order (every photo once) and/or a new cover. */
export async function arrangePhotos(platform: Platform, actor: Actor, propertyId: number, input: z.output<typeof photoOrderSchema>): Promise<PhotosAnswer> {
  await propertyAccess.require(platform.db, actor, 'manage', propertyId);
  await platform.events.transaction(async (tx, emit) => {
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
    await emit(listingChanged, { propertyId });
  });
  return { message: m.photosUpdated, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

/** DELETE /properties/{id}/photos/{photoId}: removes the row and both files; the next photo becomes cover if needed. */
export async function deletePhoto(platform: Platform, actor: Actor, propertyId: number, photoId: number): Promise<PhotosAnswer> {
  await propertyAccess.require(platform.db, actor, 'manage', propertyId);
  const removed = await platform.events.transaction(async (tx, emit) => {
    await lockProperty(tx, propertyId);
    const row = await deletePhotoRow(tx, propertyId, photoId);
    if (!row) throw notFound(m.photoNotFound);
    const [first] = await photosOf(tx, propertyId);
    if (row.is_cover && first) await setCover(tx, propertyId, first.id);
    await emit(listingChanged, { propertyId });
    return row;
  });
  // Files go after the commit: a failed delete must not leave a row pointing at nothing.
  await removePhotoFiles(platform, [{ key: removed.storage_key, thumbKey: removed.thumb_key }]);
  return { message: m.photoDeleted, data: (await photosOf(platform.db, propertyId)).map(toPhoto) };
}

const PHOTO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?\.(png|jpg|gif|webp)$/;
const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(PHOTO_TYPES).map(([mime, extension]) => [extension, mime])) as Record<string, string>;

/** GET /property-photos/{file}: listing photos are public; only names shaped like our own keys are looked up. */
export async function readPhoto(platform: Platform, file: string): Promise<{ body: Buffer; type: string }> {
  const match = PHOTO_FILE.exec(file);
  if (!match) throw notFound();
  const body = await platform.storage.get(`${PHOTO_PREFIX}${file}`);
  if (!body) throw notFound();
  // The pattern allows only the extensions of PHOTO_TYPES.
  return { body, type: MIME_BY_EXTENSION[match[1]!]! };
}
