import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@openhouse/shared/messaging/attachments';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';

/** POST /messages as sent: its plain fields (JSON, or the form's) and its files. */
export type MessageForm = { fields: unknown; files: MultipartFile[] };

const FIELDS = 5;

/**
 * Reads POST /messages: JSON for text alone, multipart/form-data (conversation_id, body, files) with
 * attachments. Files are held in memory until every one has been checked, so a refused file stores nothing.
 */
export async function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, files: [] };
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  await readMultipart(request, {
    notMultipart: 'Send the message as JSON or multipart/form-data.',
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: FIELDS, parts: ATTACHMENT_MAX_FILES + FIELDS },
    tooLarge: () => new AppError(413, m.attachmentTooLarge, { files: [m.attachmentTooLarge] }),
    mapError: (error) => ((error as { code?: string }).code === 'FST_FILES_LIMIT' ? new AppError(422, m.tooManyAttachments, { files: [m.tooManyAttachments] }) : undefined),
    onFile: (file) => {
      if (file.bytes.length > 0) files.push(file);
    },
    onField: (name, value) => {
      fields[name] = value;
    },
  });
  return { fields, files };
}
