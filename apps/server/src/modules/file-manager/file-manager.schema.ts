import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { projects } from '../projects/projects.schema';

/**
 * The file manager's folders and files (docs/DECISIONS.md, File manager). Storage keeps bytes under random
 * keys; names, folders and sizes live here, so a listing (and `hasSubdirectories`) is one query whatever the
 * storage is, and no client name ever reaches a storage key.
 *
 * `area` is whose tree it is: 'user:<id>' (a realtor's own files) or 'project:<id>' (a project's folder).
 * `path` is relative to that tree's root; `parent` is the folder holding it ('' at the root).
 */
export const fileEntries = pgTable(
  'file_entries',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    path: text('path').notNull(),
    parent: text('parent').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'dir' | 'file'>().notNull(),
    storage_key: text('storage_key'),
    mime_type: text('mime_type'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    // Whose tree it is, read from `area` by the database itself (so no insert can get it wrong and every row
    // already stored has it): a realtor's own files go with their account, a project's folder with the project.
    owner_id: integer('owner_id')
      .generatedAlwaysAs(sql`CASE WHEN area LIKE 'user:%' THEN substring(area FROM 6)::integer END`)
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .generatedAlwaysAs(sql`CASE WHEN area LIKE 'project:%' THEN substring(area FROM 9)::integer END`)
      .references(() => projects.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('file_entries_path_idx').on(table.area, table.path),
    // A folder's page, sorted by name on the server (folders first).
    index('file_entries_owner_idx').on(table.owner_id),
    index('file_entries_project_idx').on(table.project_id),
    index('file_entries_listing_idx').on(table.area, table.parent, table.kind, sql`lower(${table.name})`, table.name),
  ],
);

/** Whether a project's members who do not run it (vendors, the seller) may write in its folder. */
export const fileProjectSettings = pgTable('file_project_settings', {
  project_id: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  members_may_write: boolean('members_may_write').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
