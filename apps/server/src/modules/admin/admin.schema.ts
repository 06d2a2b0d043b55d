import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Every admin action, written in the transaction of the action itself, so there is no action without its entry.
 * Names are copied in: an entry still reads right after either account is renamed or deleted (ids become null).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    action: text('action', { enum: ['user.disabled', 'user.enabled'] }).notNull(),
    target_user_id: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    target_name: text('target_name').notNull(),
    detail: text('detail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_created_idx').on(table.created_at), index('admin_audit_target_idx').on(table.target_user_id)],
);
export type AuditRow = typeof adminAudit.$inferSelect;
