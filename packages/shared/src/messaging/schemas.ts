import { z } from 'zod';
import { messageResponseSchema } from '../accounts/responses';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { recordId } from '../http/record-id';
import { multiLineText, singleLineText, textMessages } from '../http/text';
import { messagingMessages as m } from './messages';

export const MESSAGE_BODY_MAX = 5000;
export const CONVERSATION_TITLE_MAX = 120;
export const CONVERSATION_PARTICIPANTS_MAX = 20;
/** Messages per page of a thread; the dashboard's recent messages (spec part 1 section 9). */
export const MESSAGES_PER_PAGE = 20;
export const RECENT_MESSAGES = 3;

export const messagePersonSchema = z.object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() });

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['image', 'audio', 'video']),
  content_type: z.string(),
  size: z.number().int(),
  /** GET /storage/{path}: add ?token= for a plain <img>/<audio>/<video> source. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  sender: messagePersonSchema.nullable(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const participantSchema = z.object({
  user_id: z.number().int(),
  user: messagePersonSchema,
  /** Messages this participant has not read yet. */
  message_count: z.number().int(),
  /** For read receipts: the newest message this participant has read (0: none). */
  last_read_message_id: z.number().int(),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  /** The title given, or null; `name` is what to show (the title, else the other people's names). */
  title: z.string().nullable(),
  name: z.string(),
  created_by: z.number().int().nullable(),
  archived: z.union([z.literal(0), z.literal(1)]),
  participants: z.array(participantSchema),
  /** The caller's unread messages here. */
  message_count: z.number().int(),
  last_message: messageSchema.nullable(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({
  query: singleLineText().trim().max(100).optional().default(''),
  archived: z.enum(['0', '1']).optional().default('0'),
});

export const conversationListSchema = z.object({ data: z.array(conversationSchema), unread_count: z.number().int() });
export const conversationResponseSchema = z.object({ message: z.string().optional(), data: conversationSchema });
/** PUT answers null once the caller has left the conversation. */
export const conversationUpdatedSchema = z.object({ message: z.string(), data: conversationSchema.nullable() });

const participantIds = z
  .array(recordId)
  .min(1, { error: m.participantsRequired })
  .max(CONVERSATION_PARTICIPANTS_MAX, { error: `A conversation may have at most ${CONVERSATION_PARTICIPANTS_MAX} people.` });
const title = singleLineText().trim().max(CONVERSATION_TITLE_MAX, { error: textMessages.maxLength(CONVERSATION_TITLE_MAX) });

/** POST /conversations: with one other person it is their 1:1 conversation (found again if it exists). */
export const startConversationSchema = z.object({ user_ids: participantIds, title: title.optional() });
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** PUT /conversations/{id}: any of rename, archive (for the caller only), add or remove people. */
export const updateConversationSchema = z.object({
  title: title.nullable().optional(),
  archived: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  add_user_ids: z.array(recordId).max(CONVERSATION_PARTICIPANTS_MAX).optional(),
  remove_user_ids: z.array(recordId).max(CONVERSATION_PARTICIPANTS_MAX).optional(),
});
export type UpdateConversationInput = z.input<typeof updateConversationSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({
  conversation_id: recordId,
  per_page: z.coerce.number().int().min(1).max(100).default(MESSAGES_PER_PAGE),
});
export const messagePageSchema = pageSchema(messageSchema);

/** POST /messages as JSON (text only); with attachments the same fields come as multipart/form-data. */
export const sendMessageSchema = z.object({
  conversation_id: recordId,
  body: multiLineText().max(MESSAGE_BODY_MAX, { error: m.messageTooLong }).optional().default(''),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export const messageResponseWithDataSchema = z.object({ message: z.string(), data: messageSchema });

export const markReadSchema = z.object({ conversation_id: recordId });
export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export const markReadResponseSchema = messageResponseSchema.extend({ unread_count: z.number().int() });

export const recentMessagesSchema = z.object({ data: z.array(messageSchema.extend({ conversation_name: z.string() })) });
export type RecentMessage = z.infer<typeof recentMessagesSchema>['data'][number];

export const agentListQuerySchema = z.object({ query: singleLineText().trim().max(100).optional().default('') });
export const agentListSchema = z.object({ data: z.array(messagePersonSchema) });

/** GET /twilio/token: the realtime channel's token (docs/DECISIONS.md, Meetings and tours). */
export const realtimeTokenSchema = z.object({
  data: z.object({ provider: z.enum(['openhouse', 'twilio']), token: z.string(), identity: z.string(), socket_path: z.string().nullable() }),
});
