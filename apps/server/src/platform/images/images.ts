import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from './sharp';

/** The image types Openhouse stores, accepted by their bytes whatever the file name or declared type says. */
export const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;
export type ImageMime = keyof typeof IMAGE_TYPES;

/** Decoding stops beyond this many pixels: a small file must not be able to expand into gigabytes. */
export const MAX_PIXELS = 100_000_000;

export type CleanImage = {
  bytes: Buffer;
  mime: ImageMime;
  extension: (typeof IMAGE_TYPES)[ImageMime];
  width: number;
  height: number;
};

/**
 * An uploaded image as it may be published: turned upright and re-encoded in its own format, so camera
 * metadata (EXIF with GPS position and device, XMP, comments) does not travel with it. Null when the bytes are
 * not one of IMAGE_TYPES or do not decode; the caller words the refusal for its own field.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in IMAGE_TYPES)) return null;
  const mime = type.mime as ImageMime;
  const sharp = loadSharp();
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: mime === 'image/gif' || mime === 'image/webp' }).rotate();
    const encoded =
      mime === 'image/jpeg'
        ? upright.jpeg({ quality: 88, mozjpeg: true })
        : mime === 'image/png'
          ? upright.png()
          : mime === 'image/webp'
            ? upright.webp({ quality: 88 })
            : upright.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // For animations sharp reports the whole strip's height; the page height is the picture's.
    return { bytes: data, mime, extension: IMAGE_TYPES[mime], width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return null;
  }
}
