import type { ProjectStatus } from '@openhouse/shared/projects/rules';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { properties } from '../properties/properties.schema';

/**
 * A transaction project a realtor runs for a property (spec part 2, section 3). A project made from an accepted
 * bid names its transaction; the unique index makes that creation happen once however often the event arrives.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    realtor_id: integer('realtor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    property_id: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The transaction it was made for (transactions own that table; no foreign key across the boundary). */
    transaction_id: integer('transaction_id'),
    property_address: text('property_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    image_path: text('image_path'),
    status: text('status').$type<ProjectStatus>().notNull().default('in_progress'),
    start_date: date('start_date', { mode: 'string' }),
    due_date: date('due_date', { mode: 'string' }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_uuid_idx').on(table.uuid),
    uniqueIndex('projects_transaction_idx').on(table.transaction_id).where(sql`${table.transaction_id} is not null`),
    index('projects_realtor_status_idx').on(table.realtor_id, table.status),
    index('projects_seller_idx').on(table.seller_id),
  ],
);

/** Other realtors working on a project beside its owner. */
export const projectRealtors = pgTable(
  'project_realtors',
  {
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.project_id, table.user_id] }), index('project_realtors_user_idx').on(table.user_id)],
);

/** A project's milestones, in order; copied from templates, then edited freely. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_milestones_project_idx').on(table.project_id, table.position)],
);

/** Folders made in a project's folder (storage keeps no empty folders, so they are listed here). */
export const projectFolders = pgTable(
  'project_folders',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** Relative to the project's folder, '/'-separated, checked to stay inside it. */
    path: text('path').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('project_folders_path_idx').on(table.project_id, table.path)],
);
