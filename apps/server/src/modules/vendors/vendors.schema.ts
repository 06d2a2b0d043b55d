import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { projectMilestones } from '../projects/projects.schema';

/**
 * A realtor's vendor list. Each entry links the vendor's own account (user_id: what tasks are assigned to);
 * name, user name, e-mail and phone are the realtor's record of them, so two realtors may keep the same
 * vendor under different names. One entry per account per realtor.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    user_name: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    vendor_type: text('vendor_type'),
    milestone_id: integer('milestone_id').references(() => projectMilestones.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('vendors_realtor_user_idx').on(table.realtor_id, table.user_id), index('vendors_realtor_name_idx').on(table.realtor_id, table.name), index('vendors_user_idx').on(table.user_id)],
);

export type VendorRow = typeof vendors.$inferSelect;
