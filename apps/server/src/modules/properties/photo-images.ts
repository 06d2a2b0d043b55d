import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalidField } from '../../platform/http/errors';

/** Accepted by their bytes, whatever the file name or declared type says. */
export const PHOTO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;
export type PhotoMime = keyof typeof PHOTO_TYPES;

const THUMB_WIDTH = 480;
/** Decoding stops beyond this many pixels: a small file must not be able to expand into gigabytes. */
const MAX_PIXELS = 100_000_000;

export type ProcessedPhoto = {
  original: Buffer;
  thumb: Buffer;
  mime: PhotoMime;
  extension: (typeof PHOTO_TYPES)[PhotoMime];
  width: number;
  height: number;
};

/** The image type by magic bytes, or a 422 naming the field. */
async function sniffPhoto(bytes: Buffer, field: string): Promise<PhotoMime> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in PHOTO_TYPES)) throw invalidField(field, m.photoNotImage);
  return type.mime as PhotoMime;
}

/**
 * Turns an upload into what is stored: the original turned upright and re-encoded in its own format, so
 * camera metadata (GPS position, device) does not travel with a public photo, and a WebP thumbnail for lists.
 * Bytes that claim to be an image but do not decode are refused like any other non-image.
 */
export async function processPhoto(bytes: Buffer, field: string): Promise<ProcessedPhoto> {
  const mime = await sniffPhoto(bytes, field);
  const input = { limitInputPixels: MAX_PIXELS, animated: mime === 'image/gif' || mime === 'image/webp' };
  try {
    const upright = sharp(bytes, input).rotate();
    const encoded =
      mime === 'image/jpeg'
        ? upright.jpeg({ quality: 88, mozjpeg: true })
        : mime === 'image/png'
          ? upright.png()
          : mime === 'image/webp'
            ? upright.webp({ quality: 88 })
            : upright.gif();
    const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    // For animations sharp reports the whole strip's height; the page height is the picture's.
    const height = info.pageHeight ?? info.height;
    return { original, thumb, mime, extension: PHOTO_TYPES[mime], width: info.width, height };
  } catch {
    throw invalidField(field, m.photoNotImage);
  }
}
