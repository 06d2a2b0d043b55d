/**
 * Socket.IO events of messaging (docs/API.md, Realtime). Kept apart from the schemas so that the web app's
 * entry can name the events without loading zod. A socket joins a conversation's room (checked on the
 * server: participants only) to hear its typing and read receipts; new messages also reach each
 * participant's own room, so the unread badges move on every page.
 */
export const MESSAGE_EVENTS = {
  join: 'conversation:join',
  leave: 'conversation:leave',
  typing: 'conversation:typing',
  newMessage: 'message:new',
  read: 'message:read',
  conversationChanged: 'conversation:changed',
} as const;

/** `conversation:typing` as the other participants receive it. */
export type TypingEvent = { conversation_id: number; user_id: number; name: string };
/** `message:read`: a participant read the conversation up to a message (a read receipt). */
export type ReadEvent = { conversation_id: number; user_id: number; last_read_message_id: number };
/** `conversation:changed`: renamed, or people added or removed; clients fetch it again. */
export type ConversationChangedEvent = { conversation_id: number };
/** What a join or leave answers through the acknowledgement callback. */
export type JoinAnswer = { ok: true } | { ok: false; message: string };
