import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { authTokens } from '../../platform/auth/auth.schema';

/** Key/value preferences per user (spec: enable_email, enable_sms with '1' or '0'). */
export const userSettings = pgTable(
  'user_settings',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.key] })],
);

/**
 * When each session was last used, for the sessions list in settings. Written at most once a minute per
 * session (see session-activity.ts), beside the token rather than in it, so a busy session costs no row lock.
 */
export const sessionActivity = pgTable('session_activity', {
  token_id: integer('token_id')
    .primaryKey()
    .references(() => authTokens.id, { onDelete: 'cascade' }),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
});

/** A download of everything Openhouse holds about a person, prepared in the background (spec: my data). */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] }).notNull(),
    /** The zip's storage key under data-exports/, once it is written. */
    storage_key: text('storage_key'),
    size: integer('size'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('data_exports_storage_key_idx').on(table.storage_key), index('data_exports_user_idx').on(table.user_id)],
);
