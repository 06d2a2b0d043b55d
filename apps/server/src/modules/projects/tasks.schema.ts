import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { projectMilestones, projects } from './projects.schema';

/** A named group of a milestone's tasks (spec: task group). */
export const projectTaskGroups = pgTable(
  'project_task_groups',
  {
    id: serial('id').primaryKey(),
    milestone_id: integer('milestone_id').notNull().references(() => projectMilestones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The milestone-task template it was saved as, when it was. */
    template_id: integer('template_id'),
    /**
     * The group's own span on the calendar ('Update Date', a drag), wall-clock on the project's clock like a
     * task's dates; while unset the group spans its milestone's dates.
     */
    start_date: timestamp('start_date', { mode: 'string' }),
    end_date: timestamp('end_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_task_groups_milestone_idx').on(table.milestone_id)],
);

/**
 * A task of a milestone. project_id repeats the milestone's so that a project's tasks (and a vendor's across
 * projects) are one indexed read. Dates are wall-clock times in the project's zone, as the picker chose them.
 */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    milestone_id: integer('milestone_id').notNull().references(() => projectMilestones.id, { onDelete: 'cascade' }),
    task_group_id: integer('task_group_id').references(() => projectTaskGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status_id: integer('status_id').notNull().default(1),
    task_start_date: timestamp('task_start_date', { mode: 'string' }),
    task_end_date: timestamp('task_end_date', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_tasks_project_idx').on(table.project_id), index('project_tasks_milestone_idx').on(table.milestone_id)],
);

export const projectTaskAssignees = pgTable(
  'project_task_assignees',
  {
    task_id: integer('task_id').notNull().references(() => projectTasks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Who made the assignment, for the project's activity (null for those made before it was kept). */
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.task_id, table.user_id] }), index('project_task_assignees_user_idx').on(table.user_id)],
);

/** A milestone task's comment thread (spec: milestone conversations). */
export const projectTaskComments = pgTable(
  'project_task_comments',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id').notNull().references(() => projectTasks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_task_comments_task_idx').on(table.task_id, table.id)],
);

/** Files on a task, stored in the project's folder. */
export const projectTaskFiles = pgTable(
  'project_task_files',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id').notNull().references(() => projectTasks.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storage_key: text('storage_key').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_task_files_task_idx').on(table.task_id)],
);

/**
 * Public upload links a realtor hands a vendor: only the token's SHA-256 is kept, so the table cannot be
 * turned into working links, and a link is good for its vendor and task only, until it expires.
 */
export const taskUploadLinks = pgTable(
  'task_upload_links',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id').notNull().references(() => projectTasks.id, { onDelete: 'cascade' }),
    vendor_id: integer('vendor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_upload_links_hash_idx').on(table.token_hash)],
);

/**
 * A task's moves across statuses, in time (new dates) and out (its removal), for the project's activity log (docs/DECISIONS.md,
 * Projects: activity). Nothing else keeps them: the task holds only its current status and dates. The title is
 * a snapshot, so a deleted task's moves still read; milestone_name is set on the move that completed its
 * milestone's last open task.
 */
export const projectTaskMoves = pgTable(
  'project_task_moves',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    task_id: integer('task_id').references(() => projectTasks.id, { onDelete: 'set null' }),
    task_title: text('task_title').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A move across statuses sets these two; a move in time (new dates) sets the four dates instead; a removal
     * sets only the status the task had.
     */
    from_status_id: integer('from_status_id'),
    to_status_id: integer('to_status_id'),
    milestone_name: text('milestone_name'),
    /** The task's dates before and after, wall-clock on the project's clock as the task keeps them. */
    from_start_date: timestamp('from_start_date', { mode: 'string' }),
    from_end_date: timestamp('from_end_date', { mode: 'string' }),
    to_start_date: timestamp('to_start_date', { mode: 'string' }),
    to_end_date: timestamp('to_end_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_task_moves_project_idx').on(table.project_id, table.created_at)],
);
