import type { AttachmentKind } from '@openhouse/shared/messaging/attachments';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * A conversation between two or more people. `direct_key` ("<lower id>:<higher id>") marks the one 1:1
 * conversation of a pair, so "Message" buttons find it again instead of starting another; adding a third
 * person clears it.
 */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  title: text('title'),
  direct_key: text('direct_key').unique(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a conversation, how far each has read (read receipts, unread counts) and whether they archived it. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversation_id: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversation_id, table.user_id] }), index('conversation_participants_user_idx').on(table.user_id)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversation_id: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_conversation_idx').on(table.conversation_id, table.id)],
);

/** A message's files; the storage key is random and read only through GET /storage/{path} by participants. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    message_id: integer('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    conversation_id: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (table) => [index('message_attachments_message_idx').on(table.message_id)],
);
