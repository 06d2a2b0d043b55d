import { MESSAGE_EVENTS, type ReadEvent } from '@openhouse/shared/messaging/events';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { RECENT_MESSAGES, sendMessageSchema, type Message, type RecentMessage } from '@openhouse/shared/messaging/schemas';
import { toPage, type Page } from '@openhouse/shared/http/pagination';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, fieldErrorsFrom, invalidField, invalidFields } from '../../platform/http/errors';
import { userRoom } from '../../platform/realtime/realtime';
import { deleteQuietly, putAll } from '../../platform/storage/batch';
import { findPerson } from '../accounts/people';
import { ATTACHMENT_PREFIX, attachmentDisplayName, detectAttachmentType, isWithinLimit, type AttachmentType } from './attachment-files';
import { conversationRoom } from './conversations.service';
import { conversationAccess } from './messaging.access';
import { messageSent } from './messaging.events';
import type { MessageForm } from './message-form';
import {
  insertAttachments,
  insertMessage,
  markConversationRead,
  messagePage,
  latestMessagePerConversation,
  unreadTotal,
} from './messaging.repository';
import { messageViews, recentMessageViews, toMessage } from './messaging.views';
import type { MultipartFile } from '../../platform/http/multipart';

/** GET /messages?conversation_id&page: a page of the thread, newest last; page 1 is the newest (the thread scrolls up for more). */
export async function listMessages(platform: Platform, actor: Actor, query: { conversation_id: number; page: number; per_page: number }): Promise<Page<Message>> {
  const conversation = await conversationAccess.require(platform.db, actor, 'read', query.conversation_id);
  const { rows, total } = await messagePage(platform.db, conversation.id, query);
  return toPage((await messageViews(platform.db, rows)).reverse(), total, query);
}

/** Every file is checked by its bytes and against its kind's limit before any is stored. */
async function checkAttachments(files: MultipartFile[]): Promise<{ file: MultipartFile; type: AttachmentType }[]> {
  const checked = [];
  for (const file of files) {
    const type = await detectAttachmentType(file.bytes);
    if (!type) throw invalidField('files', m.attachmentType);
    if (!isWithinLimit(type, file.bytes.length)) throw new AppError(413, m.attachmentTooLarge, { files: [m.attachmentTooLarge] });
    checked.push({ file, type });
  }
  return checked;
}

/**
 * POST /messages: the access check as soon as the conversation is named, then the fields and the files;
 * the files are stored, then the message, its attachments and its event are written in one transaction
 * (a failure removes the files). The message goes live to the conversation's room and to every
 * participant's own sockets (one copy each); participants with no socket connected are told by a notice.
 */
export async function sendMessage(platform: Platform, actor: Actor, readForm: () => Promise<MessageForm>): Promise<{ message: string; data: Message }> {
  const form = await readForm();
  const parsed = sendMessageSchema.safeParse(form.fields);
  if (!parsed.success) {
    // A stranger learns nothing from the form's errors: the conversation is checked first when it is named.
    const named = sendMessageSchema.shape.conversation_id.safeParse((form.fields as { conversation_id?: unknown } | null)?.conversation_id);
    if (named.success) await conversationAccess.require(platform.db, actor, 'post', named.data);
    throw invalidFields(fieldErrorsFrom(parsed.error.issues).errors);
  }
  const conversation = await conversationAccess.require(platform.db, actor, 'post', parsed.data.conversation_id);
  const body = parsed.data.body.trim();
  if (!body && form.files.length === 0) throw invalidField('body', m.messageEmpty);
  const checked = await checkAttachments(form.files);
  const recipients = conversation.participant_ids.filter((id) => id !== actor.id);
  // Asked while the files and the row are written: across instances it is a round trip through Redis.
  const onlineNow = onlineOf(platform, recipients);
  const sender = await findPerson(platform.db, actor.id);
  const files = checked.map(({ file, type }) => ({
    storage_key: `${ATTACHMENT_PREFIX}${crypto.randomUUID()}.${type.extensions[0]}`,
    name: attachmentDisplayName(file.filename, type),
    kind: type.kind,
    content_type: type.contentType,
    size: file.bytes.length,
    bytes: file.bytes,
  }));
  await putAll(platform, files.map((file) => ({ key: file.storage_key, body: file.bytes, contentType: file.content_type })));
  try {
    const { message: row, attachments } = await platform.events.transaction(async (tx, emit) => {
      const message = await insertMessage(tx, { conversation_id: conversation.id, sender_id: actor.id, body });
      const stored = await insertAttachments(tx, files.map(({ bytes: _bytes, ...file }) => ({ ...file, message_id: message.id, conversation_id: conversation.id })));
      const online = await onlineNow;
      await emit(messageSent, {
        conversationId: conversation.id,
        messageId: message.id,
        senderName: sender?.name ?? 'Someone',
        offlineRecipientIds: recipients.filter((id) => !online.has(id)),
      });
      return { message, attachments: stored };
      // The notices are delivered after the answer: the live message must not wait for them.
    }, { wait: false });
    // Built from what is in hand, so the live message waits for no further query.
    const view = toMessage(row, attachments, new Map(sender ? [[sender.id, sender]] : []));
    platform.realtime?.toRooms([conversationRoom(conversation.id), ...conversation.participant_ids.map(userRoom)], MESSAGE_EVENTS.newMessage, view);
    return { message: m.messageSent, data: view };
  } catch (error) {
    await deleteQuietly(platform, files.map((file) => file.storage_key));
    throw error;
  }
}

/** Who of these people has a socket now; without a realtime server (nobody can be connected) nobody. */
async function onlineOf(platform: Platform, userIds: number[]): Promise<Set<number>> {
  if (!platform.realtime) return new Set();
  // A realtime failure must not lose the message: counted as offline, they get a notice instead.
  return platform.realtime.onlineUsers(userIds).catch((error: unknown) => {
    platform.log.warn({ err: error }, 'online check failed; recipients treated as offline');
    return new Set<number>();
  });
}

/**
 * POST /message-count: the caller has read the conversation up to its newest message. The other participants
 * get a read receipt; the caller's other tabs and pages get the new unread total.
 */
export async function markRead(platform: Platform, actor: Actor, conversationId: number): Promise<{ message: string; unread_count: number }> {
  const conversation = await conversationAccess.require(platform.db, actor, 'read', conversationId);
  const lastRead = await markConversationRead(platform.db, conversation.id, actor.id);
  const unread = await unreadTotal(platform.db, actor.id);
  const receipt: ReadEvent = { conversation_id: conversation.id, user_id: actor.id, last_read_message_id: lastRead };
  platform.realtime?.toRooms([conversationRoom(conversation.id), userRoom(actor.id)], MESSAGE_EVENTS.read, receipt);
  return { message: m.markedRead, unread_count: unread };
}

/** GET /message-count: the caller's unread messages across every conversation (the sidebar's badge). */
export async function unreadCount(platform: Platform, actor: Actor): Promise<{ unread_count: number }> {
  return { unread_count: await unreadTotal(platform.db, actor.id) };
}

/**
 * GET /recent_messages: the caller's most recently active conversations (spec: the dashboard shows 3), each once
 * with its newest message and named as the conversation list names it.
 */
export async function recentMessages(platform: Platform, actor: Actor): Promise<{ data: RecentMessage[] }> {
  const rows = await latestMessagePerConversation(platform.db, actor.id, RECENT_MESSAGES);
  return { data: await recentMessageViews(platform.db, actor.id, rows) };
}
