import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { findProjectsWithPeople, type ProjectWithPeople } from './projects.repository';
import { projectMilestones, projects } from './projects.schema';
import { projectTaskAssignees, projectTaskComments, projectTaskFiles, projectTaskGroups, projectTasks, taskUploadLinks } from './tasks.schema';

export type TaskRow = typeof projectTasks.$inferSelect;
export type TaskGroupRow = typeof projectTaskGroups.$inferSelect;
export type CommentRow = typeof projectTaskComments.$inferSelect;
export type TaskFileRow = typeof projectTaskFiles.$inferSelect;

/** A task with its project's people and its own assignees: what the task rule decides on. */
export type TaskWithPeople = TaskRow & { project: ProjectWithPeople; assignee_ids: number[] };

export async function findTasksWithPeople(db: Db, ids: readonly number[]): Promise<TaskWithPeople[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(projectTasks).where(inArray(projectTasks.id, [...ids]));
  if (rows.length === 0) return [];
  const projectsById = new Map((await findProjectsWithPeople(db, [...new Set(rows.map((row) => row.project_id))])).map((p) => [p.id, p]));
  const assignees = await assigneesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, project: projectsById.get(row.project_id)!, assignee_ids: assignees.get(row.id) ?? [] }));
}

export async function assigneesOf(db: Db, taskIds: readonly number[]): Promise<Map<number, number[]>> {
  const byTask = new Map<number, number[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db.select().from(projectTaskAssignees).where(inArray(projectTaskAssignees.task_id, [...taskIds])).orderBy(asc(projectTaskAssignees.created_at));
  for (const row of rows) byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), row.user_id]);
  return byTask;
}

/** Replaces a task's assignees, keeping who assigned the new ones; answers those newly added (who are to be told). */
export async function setAssignees(tx: Db, taskId: number, userIds: readonly number[], assignedBy: number): Promise<number[]> {
  const before = (await assigneesOf(tx, [taskId])).get(taskId) ?? [];
  const wanted = [...new Set(userIds)];
  const removed = before.filter((id) => !wanted.includes(id));
  if (removed.length > 0) await tx.delete(projectTaskAssignees).where(and(eq(projectTaskAssignees.task_id, taskId), inArray(projectTaskAssignees.user_id, removed)));
  const added = wanted.filter((id) => !before.includes(id));
  if (added.length > 0) await tx.insert(projectTaskAssignees).values(added.map((user_id) => ({ task_id: taskId, user_id, assigned_by: assignedBy }))).onConflictDoNothing();
  return added;
}

export async function insertTask(tx: Db, values: typeof projectTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await tx.insert(projectTasks).values(values).returning();
  return row!;
}

export async function insertTasks(tx: Db, values: (typeof projectTasks.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(projectTasks).values(values);
}

export async function updateTask(tx: Db, id: number, values: Partial<typeof projectTasks.$inferInsert>): Promise<void> {
  await tx.update(projectTasks).set({ ...values, updated_at: new Date() }).where(eq(projectTasks.id, id));
}

export async function deleteTask(tx: Db, id: number): Promise<void> {
  await tx.delete(projectTasks).where(eq(projectTasks.id, id));
}

/** A task as lists show it: with its milestone, group, project and counts. */
export type TaskListRow = TaskRow & {
  milestone_name: string;
  task_group_name: string | null;
  project_uuid: string;
  property_address: string;
  file_count: number;
  comment_count: number;
};

const listColumns = {
  milestone_name: projectMilestones.name,
  task_group_name: projectTaskGroups.name,
  project_uuid: projects.uuid,
  property_address: projects.property_address,
  file_count: sql<number>`(select count(*) from ${projectTaskFiles} where ${projectTaskFiles.task_id} = ${projectTasks.id})`.mapWith(Number),
  comment_count: sql<number>`(select count(*) from ${projectTaskComments} where ${projectTaskComments.task_id} = ${projectTasks.id})`.mapWith(Number),
};

function listQuery(db: Db) {
  return db
    .select({ task: projectTasks, ...listColumns })
    .from(projectTasks)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectTasks.milestone_id))
    .innerJoin(projects, eq(projects.id, projectTasks.project_id))
    .leftJoin(projectTaskGroups, eq(projectTaskGroups.id, projectTasks.task_group_id));
}

const flatten = (rows: { task: TaskRow; milestone_name: string; task_group_name: string | null; project_uuid: string; property_address: string; file_count: number; comment_count: number }[]): TaskListRow[] =>
  rows.map(({ task, ...rest }) => ({ ...task, ...rest }));

const taskOrder = [sql`${projectTasks.task_end_date} asc nulls last`, asc(projectTasks.id)];

export async function tasksOfProject(db: Db, projectId: number, filter: { milestoneId?: number; statusId?: number }): Promise<TaskListRow[]> {
  const rows = await listQuery(db)
    .where(
      and(
        eq(projectTasks.project_id, projectId),
        filter.milestoneId ? eq(projectTasks.milestone_id, filter.milestoneId) : undefined,
        filter.statusId ? eq(projectTasks.status_id, filter.statusId) : undefined,
      ),
    )
    .orderBy(...taskOrder);
  return flatten(rows);
}

/** The tasks assigned to a user, across projects (a vendor's landing page). */
export async function tasksAssignedTo(db: Db, userId: number, filter: { statusId?: number }): Promise<TaskListRow[]> {
  const rows = await listQuery(db)
    .innerJoin(projectTaskAssignees, and(eq(projectTaskAssignees.task_id, projectTasks.id), eq(projectTaskAssignees.user_id, userId)))
    .where(filter.statusId ? eq(projectTasks.status_id, filter.statusId) : undefined)
    .orderBy(...taskOrder);
  return flatten(rows);
}

export async function findTaskListRow(db: Db, id: number): Promise<TaskListRow | null> {
  const [row] = flatten(await listQuery(db).where(eq(projectTasks.id, id)).limit(1));
  return row ?? null;
}

// ---------------------------------------------------------------- task groups

export async function insertTaskGroup(tx: Db, values: typeof projectTaskGroups.$inferInsert): Promise<TaskGroupRow> {
  const [row] = await tx.insert(projectTaskGroups).values(values).returning();
  return row!;
}

export async function findTaskGroup(db: Db, id: number): Promise<TaskGroupRow | null> {
  const [row] = await db.select().from(projectTaskGroups).where(eq(projectTaskGroups.id, id)).limit(1);
  return row ?? null;
}

/** A project's task groups with their milestone's dates and task titles, for the calendar. */
export async function taskGroupsOfProject(db: Db, projectId: number) {
  return db
    .select({ group: projectTaskGroups, start_date: projectMilestones.start_date, end_date: projectMilestones.end_date })
    .from(projectTaskGroups)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectTaskGroups.milestone_id))
    .where(eq(projectMilestones.project_id, projectId))
    .orderBy(asc(projectTaskGroups.id));
}

/** A project's task groups in milestone order, each with its milestone's name and its number of tasks. */
export async function taskGroupsWithCounts(db: Db, projectId: number) {
  return db
    .select({
      id: projectTaskGroups.id,
      milestone_id: projectTaskGroups.milestone_id,
      milestone_name: projectMilestones.name,
      name: projectTaskGroups.name,
      template_id: projectTaskGroups.template_id,
      task_count: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.task_group_id} = ${projectTaskGroups.id})`,
    })
    .from(projectTaskGroups)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectTaskGroups.milestone_id))
    .where(eq(projectMilestones.project_id, projectId))
    .orderBy(asc(projectMilestones.position), asc(projectTaskGroups.id));
}

export async function tasksOfGroups(db: Db, groupIds: readonly number[]): Promise<TaskRow[]> {
  if (groupIds.length === 0) return [];
  return db.select().from(projectTasks).where(inArray(projectTasks.task_group_id, [...groupIds])).orderBy(asc(projectTasks.id));
}

// ---------------------------------------------------------------- comments

export async function commentsOf(db: Db, taskId: number): Promise<CommentRow[]> {
  return db.select().from(projectTaskComments).where(eq(projectTaskComments.task_id, taskId)).orderBy(asc(projectTaskComments.id));
}

export async function findComment(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(projectTaskComments).where(eq(projectTaskComments.id, id)).limit(1);
  return row ?? null;
}

export async function insertComment(tx: Db, values: typeof projectTaskComments.$inferInsert): Promise<CommentRow> {
  const [row] = await tx.insert(projectTaskComments).values(values).returning();
  return row!;
}

export async function updateComment(tx: Db, id: number, message: string): Promise<CommentRow> {
  const [row] = await tx.update(projectTaskComments).set({ message, updated_at: new Date() }).where(eq(projectTaskComments.id, id)).returning();
  return row!;
}

export async function deleteComment(tx: Db, id: number): Promise<void> {
  await tx.delete(projectTaskComments).where(eq(projectTaskComments.id, id));
}

// ---------------------------------------------------------------- files and upload links

export async function filesOf(db: Db, taskId: number): Promise<TaskFileRow[]> {
  return db.select().from(projectTaskFiles).where(eq(projectTaskFiles.task_id, taskId)).orderBy(asc(projectTaskFiles.id));
}

export async function insertFiles(tx: Db, values: (typeof projectTaskFiles.$inferInsert)[]): Promise<TaskFileRow[]> {
  if (values.length === 0) return [];
  return tx.insert(projectTaskFiles).values(values).returning();
}

export async function findFileByKey(db: Db, key: string): Promise<TaskFileRow | null> {
  const [row] = await db.select().from(projectTaskFiles).where(eq(projectTaskFiles.storage_key, key)).limit(1);
  return row ?? null;
}

export async function countFiles(db: Db, taskId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectTaskFiles).where(eq(projectTaskFiles.task_id, taskId));
  return row?.n ?? 0;
}

export async function insertUploadLink(tx: Db, values: typeof taskUploadLinks.$inferInsert): Promise<void> {
  await tx.insert(taskUploadLinks).values(values);
}

/** A live link with this token for exactly this vendor and task. */
export async function findLiveUploadLink(db: Db, link: { tokenHash: string; vendorId: number; taskId: number }) {
  const [row] = await db
    .select()
    .from(taskUploadLinks)
    .where(
      and(
        eq(taskUploadLinks.token_hash, link.tokenHash),
        eq(taskUploadLinks.vendor_id, link.vendorId),
        eq(taskUploadLinks.task_id, link.taskId),
        gt(taskUploadLinks.expires_at, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A milestone's tasks and how many are completed, read under a lock on the milestone: two tasks completed at
 * once in two transactions would otherwise each see the other still open, and neither would find it reached.
 */
export async function lockedMilestoneProgress(tx: Db, milestoneId: number, completedStatusId: number): Promise<{ name: string; tasks: number; completed: number } | null> {
  const [milestone] = await tx.select({ name: projectMilestones.name }).from(projectMilestones).where(eq(projectMilestones.id, milestoneId)).for('update');
  if (!milestone) return null;
  const [row] = await tx
    .select({ tasks: count(), completed: sql<number>`count(*) filter (where ${projectTasks.status_id} = ${completedStatusId})`.mapWith(Number) })
    .from(projectTasks)
    .where(eq(projectTasks.milestone_id, milestoneId));
  return { name: milestone.name, tasks: row?.tasks ?? 0, completed: row?.completed ?? 0 };
}
