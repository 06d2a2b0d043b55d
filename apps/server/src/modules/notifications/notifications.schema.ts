import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    path: text('path'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The event delivery that wrote this notice, with its recipient: a delivery retried after a crash
     * finds its notice already there and writes it no second time.
     */
    source_key: text('source_key'),
  },
  (table) => [index('notifications_user_created_idx').on(table.user_id, table.created_at), uniqueIndex('notifications_source_key_idx').on(table.source_key)],
);
