import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with an e-mail (an invitation's .ics), kept with it so a new attempt sends the same file. */
export type MailAttachment = { filename: string; content: string; contentType: string };

/**
 * Every e-mail and SMS Openhouse sends is written here first. Without a provider it stays here
 * (status 'logged') and the dev mailbox shows it; with one, it records delivery.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    /** The message's files, up to OUTBOX_ATTACHMENT_LIMIT_BYTES in all (calendar files are a few kilobytes). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_created_idx').on(table.created_at)],
);
