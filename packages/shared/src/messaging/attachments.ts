/**
 * Message attachments (spec part 1 section 9: images png, jpg, jpeg, gif, webp; audio ogg, mp3, aac, wav;
 * video webm, mp4). The server judges a file by its bytes; the browser's file picker uses ACCEPT.
 */
export type AttachmentKind = 'image' | 'audio' | 'video';

export const ATTACHMENT_TYPES: Record<AttachmentKind, { extensions: readonly string[]; maxBytes: number }> = {
  image: { extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'], maxBytes: 10 * 1024 * 1024 },
  audio: { extensions: ['ogg', 'mp3', 'aac', 'wav'], maxBytes: 20 * 1024 * 1024 },
  video: { extensions: ['webm', 'mp4'], maxBytes: 25 * 1024 * 1024 },
};

/** The largest single file of any kind: the multipart reader's hard cap. */
export const ATTACHMENT_MAX_BYTES = Math.max(...Object.values(ATTACHMENT_TYPES).map((type) => type.maxBytes));
export const ATTACHMENT_MAX_FILES = 5;

export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The limit of one kind, in words. */
export const attachmentLimitText = (kind: AttachmentKind) => `${kind === 'image' ? 'Images' : kind === 'audio' ? 'Audio files' : 'Videos'} may be up to ${megabytes(ATTACHMENT_TYPES[kind].maxBytes)}.`;

/** The kind a file name claims, or null: a quick check in the browser before the server looks at the bytes. */
export function attachmentKindOfName(name: string): AttachmentKind | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  for (const [kind, type] of Object.entries(ATTACHMENT_TYPES) as [AttachmentKind, (typeof ATTACHMENT_TYPES)[AttachmentKind]][]) {
    if (name.includes('.') && type.extensions.includes(extension)) return kind;
  }
  return null;
}
