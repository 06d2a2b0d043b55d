import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { cleanImage, IMAGE_TYPES, MAX_PIXELS, type CleanImage } from '../../platform/images/images';
import { loadSharp } from '../../platform/images/sharp';
import { invalidField } from '../../platform/http/errors';

/** Accepted by their bytes, whatever the file name or declared type says. */
export const PHOTO_TYPES = IMAGE_TYPES;

const THUMB_WIDTH = 480;

export type ProcessedPhoto = {
  original: Buffer;
  thumb: Buffer;
  mime: CleanImage['mime'];
  extension: CleanImage['extension'];
  width: number;
  height: number;
};

/**
 * Turns an upload into what is stored: the original cleaned of its metadata (platform/images) and a WebP
 * thumbnail for lists. Bytes that claim to be an image but do not decode are refused like any other non-image.
 */
export async function processPhoto(bytes: Buffer, field: string): Promise<ProcessedPhoto> {
  const image = await cleanImage(bytes);
  if (!image) throw invalidField(field, m.photoNotImage);
  const sharp = loadSharp();
  try {
    const thumb = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { original: image.bytes, thumb, mime: image.mime, extension: image.extension, width: image.width, height: image.height };
  } catch {
    throw invalidField(field, m.photoNotImage);
  }
}
