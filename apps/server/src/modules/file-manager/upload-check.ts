import { extensionOf } from '@openhouse/shared/file-manager/paths';
import { UPLOAD_TYPES } from '@openhouse/shared/file-manager/rules';
import { fileTypeFromBuffer } from 'file-type';

const TEXT_EXTENSIONS = ['txt', 'md', 'csv'];
const SAME_KIND: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], mp3: ['mp3'], wav: ['wav'], docx: ['docx'], xlsx: ['xlsx'] };

/** Valid UTF-8 with no NUL byte: what plain text is, since it has no signature to detect. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an upload is, judged by its bytes (docs/DECISIONS.md, File manager): its media type when it is one the
 * file manager accepts, and its name ending in an extension of that type, so a PDF named "photo.png" is kept
 * as "photo.png.pdf" and is never served as an image. null when it is not accepted.
 */
export async function judgeUpload(bytes: Buffer, name: string): Promise<{ mime: string; name: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = extensionOf(name);
  if (!detected) {
    if (!isPlainText(bytes)) return null;
    return { mime: 'text/plain', name: TEXT_EXTENSIONS.includes(extension) ? name : `${name}.txt` };
  }
  if (!(UPLOAD_TYPES as readonly string[]).includes(detected.mime)) return null;
  const fitting = SAME_KIND[detected.ext] ?? [detected.ext];
  return { mime: detected.mime, name: fitting.includes(extension) ? name : `${name}.${detected.ext}` };
}
