import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import { projects } from './projects.schema';

/**
 * Milestone templates. owner_id null marks the default set every realtor sees (listing to closing); those
 * are written at start and cannot be changed.
 */
export const milestoneTemplates = pgTable(
  'milestone_templates',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('milestone_templates_owner_idx').on(table.owner_id), uniqueIndex('milestone_templates_default_idx').on(table.name).where(sql`${table.owner_id} is null`)],
);

/** Milestone-task templates: a task group with its tasks, optionally tied to a milestone template. */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    milestone_template_id: integer('milestone_template_id').references(() => milestoneTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_templates_owner_idx').on(table.owner_id)],
);

export const taskTemplateItems = pgTable(
  'task_template_items',
  {
    id: serial('id').primaryKey(),
    template_id: integer('template_id').notNull().references(() => taskTemplates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('task_template_items_template_idx').on(table.template_id)],
);

/** Checklist headings: a project's own, or (project_id null) one of its owner's heading templates. */
export const checklistHeadings = pgTable(
  'checklist_headings',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklist_headings_owner_idx').on(table.owner_id), index('checklist_headings_project_idx').on(table.project_id)],
);

/** A realtor's checklist templates: an item under a heading template, copied into projects. */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    heading_id: integer('heading_id').notNull().references(() => checklistHeadings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklist_templates_owner_idx').on(table.owner_id)],
);

/** A project's checklist items, tickable. */
export const projectChecklists = pgTable(
  'project_checklists',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    heading_id: integer('heading_id').notNull().references(() => checklistHeadings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    is_checked: boolean('is_checked').notNull().default(false),
    template_id: integer('template_id').references(() => checklistTemplates.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_checklists_project_idx').on(table.project_id)],
);

export const checklistNotes = pgTable(
  'checklist_notes',
  {
    id: serial('id').primaryKey(),
    checklist_id: integer('checklist_id').notNull().references(() => projectChecklists.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklist_notes_checklist_idx').on(table.checklist_id, table.id)],
);
