import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { projects } from '../projects/projects.schema';
import { projectTaskFiles } from '../projects/tasks.schema';
import { fileEntries } from './file-manager.schema';

/**
 * A shared document package (spec part 2 sections 3 and 4): chosen files of the file manager behind one token.
 * The token is kept as it is (the realtor copies the link again from /sharedocs); it is 128 random bits.
 * A package made from a project's folder shows that project's property in the viewer's banner.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    audience: text('audience').$type<'anyone' | 'emails'>().notNull(),
    permission: text('permission').$type<'view' | 'download'>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('share_links_token_idx').on(table.token), index('share_links_owner_idx').on(table.owner_id, table.id)],
);

/** The files of a package; a file deleted from the file manager leaves every package it was in. */
export const shareLinkFiles = pgTable(
  'share_link_files',
  {
    id: serial('id').primaryKey(),
    link_id: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => fileEntries.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('share_link_files_entry_idx').on(table.link_id, table.entry_id)],
);

/** Who a package is shared with (by e-mail); leaving a package marks the row rather than deleting it. */
export const shareLinkRecipients = pgTable(
  'share_link_recipients',
  {
    id: serial('id').primaryKey(),
    link_id: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    left_at: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('share_link_recipients_email_idx').on(table.link_id, table.email), index('share_link_recipients_by_email_idx').on(table.email)],
);

/**
 * Verified e-mail access to a link for chosen e-mails, without an account: a one-time code mailed to an invited
 * address (stored hashed, alive 10 minutes, five wrong tries), which once typed becomes a pass (hashed too) that
 * opens the package for that e-mail until it expires. One row per link and e-mail; a new code replaces the old.
 */
export const shareLinkPasses = pgTable(
  'share_link_passes',
  {
    id: serial('id').primaryKey(),
    link_id: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    code_hash: text('code_hash'),
    code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    pass_hash: text('pass_hash'),
    pass_expires_at: timestamp('pass_expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('share_link_passes_email_idx').on(table.link_id, table.email), uniqueIndex('share_link_passes_pass_idx').on(table.pass_hash)],
);

/** Who opened, viewed or downloaded what, and when: the package's analytics. */
export const shareLinkEvents = pgTable(
  'share_link_events',
  {
    id: serial('id').primaryKey(),
    link_id: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    file_id: integer('file_id'),
    action: text('action').$type<'open' | 'view' | 'download' | 'download_all'>().notNull(),
    viewer_email: text('viewer_email'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_link_events_link_idx').on(table.link_id, table.id)],
);

/** Summaries of a file, one per file version and prompt (never computed twice), and the prompt history. */
export const fileSummaries = pgTable(
  'file_summaries',
  {
    id: serial('id').primaryKey(),
    /** The file summarised: one of the file manager's own files, or a file on a project's task (its Task files folder). */
    entry_id: integer('entry_id').references(() => fileEntries.id, { onDelete: 'cascade' }),
    task_file_id: integer('task_file_id').references(() => projectTaskFiles.id, { onDelete: 'cascade' }),
    /** The stored bytes' key: a new upload over the name is a new version. */
    version: text('version').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    answer: text('answer').notNull(),
    source: text('source').$type<'built-in' | 'ai'>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_summaries_entry_idx').on(table.entry_id, table.version),
    index('file_summaries_task_file_idx').on(table.task_file_id, table.version),
    check('file_summaries_one_file_check', sql`num_nonnulls(${table.entry_id}, ${table.task_file_id}) = 1`),
  ],
);
