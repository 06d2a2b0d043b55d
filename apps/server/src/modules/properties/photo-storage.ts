import type { Platform } from '../../platform/context';
import { deleteQuietly, putAll } from '../../platform/storage/batch';
import type { ProcessedPhoto } from './photo-images';
import { PHOTO_PREFIX } from './property-mappers';
import type { NewPhoto } from './property-photos.repository';

export type StoredPhoto = { photo: ProcessedPhoto; key: string; thumbKey: string };

/** Stores both files of each photo under fresh random keys; on any failure removes what it already put. */
export async function storePhotos(platform: Platform, photos: ProcessedPhoto[]): Promise<StoredPhoto[]> {
  const stored = photos.map((photo) => {
    const id = crypto.randomUUID();
    return { photo, key: `${PHOTO_PREFIX}${id}.${photo.extension}`, thumbKey: `${PHOTO_PREFIX}${id}-thumb.webp` };
  });
  await putAll(
    platform,
    stored.flatMap(({ photo, key, thumbKey }) => [
      { key, body: photo.original, contentType: photo.mime },
      { key: thumbKey, body: photo.thumb, contentType: 'image/webp' },
    ]),
  );
  return stored;
}

/** Removes photo files (both of each), logging rather than throwing when storage fails. */
export async function removePhotoFiles(platform: Platform, photos: { key: string; thumbKey: string }[]): Promise<void> {
  await deleteQuietly(platform, photos.flatMap((photo) => [photo.key, photo.thumbKey]));
}

/** The database row of a stored photo. */
export function photoRow(propertyId: number, stored: StoredPhoto, position: number, isCover: boolean): NewPhoto {
  const { photo } = stored;
  return {
    property_id: propertyId,
    storage_key: stored.key,
    thumb_key: stored.thumbKey,
    content_type: photo.mime,
    width: photo.width,
    height: photo.height,
    size: photo.original.length,
    position,
    is_cover: isCover,
  };
}
