import { ATTACHMENT_TYPES, type AttachmentKind } from '@openhouse/shared/messaging/attachments';
import { fileTypeFromBuffer } from 'file-type';
import type { StoredFileResolver } from '../stored-files/stored-files';
import { documentDisplayName } from '../property-documents/document-files';
import { conversationAccess } from './messaging.access';
import { findAttachmentByKey } from './messaging.repository';

/** Attachments are kept under this prefix and read only through GET /storage/{path}. */
export const ATTACHMENT_PREFIX = 'message-attachments/';

export type AttachmentType = { kind: AttachmentKind; contentType: string; extensions: readonly string[] };

/** What file-type reports for each accepted format (spec part 1 section 9), and how it is stored and served. */
const BY_MIME: Record<string, AttachmentType> = {
  'image/png': { kind: 'image', contentType: 'image/png', extensions: ['png'] },
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  'image/gif': { kind: 'image', contentType: 'image/gif', extensions: ['gif'] },
  'image/webp': { kind: 'image', contentType: 'image/webp', extensions: ['webp'] },
  'audio/ogg': { kind: 'audio', contentType: 'audio/ogg', extensions: ['ogg'] },
  'audio/opus': { kind: 'audio', contentType: 'audio/ogg', extensions: ['ogg'] },
  'audio/mpeg': { kind: 'audio', contentType: 'audio/mpeg', extensions: ['mp3'] },
  'audio/aac': { kind: 'audio', contentType: 'audio/aac', extensions: ['aac'] },
  'audio/wav': { kind: 'audio', contentType: 'audio/wav', extensions: ['wav'] },
  'audio/vnd.wave': { kind: 'audio', contentType: 'audio/wav', extensions: ['wav'] },
  'video/webm': { kind: 'video', contentType: 'video/webm', extensions: ['webm'] },
  'video/mp4': { kind: 'video', contentType: 'video/mp4', extensions: ['mp4'] },
};

/** The attachment's type judged by its bytes, or null when it is not one we accept, whatever its name says. */
export async function detectAttachmentType(bytes: Buffer): Promise<AttachmentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? (BY_MIME[detected.mime] ?? null) : null;
}

/** Whether the file is within its kind's limit (the reader already stopped anything over the largest). */
export const isWithinLimit = (type: AttachmentType, size: number) => size <= ATTACHMENT_TYPES[type.kind].maxBytes;

/** A display name without folders or control characters, ending in an extension that matches the content. */
export const attachmentDisplayName = (declaredName: string, type: AttachmentType) => documentDisplayName(declaredName, type);

/** A message's files: seen by the conversation's participants only; to anyone else they do not exist. */
export const attachmentFileResolver: StoredFileResolver = {
  prefix: ATTACHMENT_PREFIX,
  async authorize(platform, actor, path) {
    const attachment = await findAttachmentByKey(platform.db, path);
    if (!attachment || !(await conversationAccess.allows(platform.db, actor, 'read', attachment.conversation_id))) return null;
    return { contentType: attachment.content_type, fileName: attachment.name };
  },
};
