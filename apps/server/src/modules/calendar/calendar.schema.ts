import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

export type CalendarLinkKind = 'share' | 'feed';

/**
 * A person's calendar links: the public read-only link ('share') and the subscription feed ('feed'). Only the
 * secret's SHA-256 is kept, so the table cannot be turned into working links; replacing or deleting the row
 * kills every copy of the old link at once.
 */
export const calendarLinks = pgTable(
  'calendar_links',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarLinkKind>().notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.kind] }), index('calendar_links_hash_idx').on(table.token_hash)],
);
