import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/accounts.schema';

/** Bearer tokens, stored only as SHA-256 digests. `pre_verification` tokens reach only the 2FA calls. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['access', 'pre_verification'] }).notNull(),
    remember: integer('remember').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_idx').on(table.token_hash), index('auth_tokens_user_idx').on(table.user_id)],
);

