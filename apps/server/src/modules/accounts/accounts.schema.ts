import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  user_name: text('user_name').notNull().unique(),
  /** Null for accounts that only ever signed in with Google. */
  password_hash: text('password_hash'),
  phone: text('phone'),
  phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
  enabled: integer('enabled').notNull().default(0),
  dre_number: text('dre_number'),
  picture: text('picture'),
  show_guided_tour: integer('show_guided_tour').notNull().default(0),
  two_factor_type: text('two_factor_type', { enum: ['sms', 'google2fa'] }),
  totp_secret: text('totp_secret'),
  /** A secret being enrolled: it becomes totp_secret once the user proves it with a code. */
  totp_pending_secret: text('totp_pending_secret'),
  /** The last TOTP time step accepted, so a code cannot be replayed. */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
  timezone: text('timezone'),
  /** A realtor's public card on their listings: the licence number is dre_number (taken at sign-up). */
  brokerage: text('brokerage'),
  bio: text('bio'),
  /** Set by an admin: a disabled account's tokens are revoked and it cannot sign in until re-enabled. */
  disabled_at: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.role_id] })],
);

/**
 * One-time codes and links: e-mail verification, SMS login codes, phone verification and password reset.
 * Only digests are kept; `attempts` counts wrong guesses so a code dies after too many.
 */
/** Authenticator users' recovery codes (ours): only digests are kept; each signs in once, then used_at is set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.user_id)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email', 'sms_login', 'phone', 'password_reset'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    /** For phone verification: the number the code was sent to. */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.user_id, table.purpose)],
);
