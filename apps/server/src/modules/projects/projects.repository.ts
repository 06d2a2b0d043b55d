import { COMPLETED_TASK_STATUS_ID, type ProjectStatus } from '@openhouse/shared/projects/rules';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { projectFolders, projectMilestones, projectRealtors, projects } from './projects.schema';
import { projectTaskAssignees, projectTasks } from './tasks.schema';

export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof projectMilestones.$inferSelect;

/** A project with the people the access rule reads: its other realtors and the vendors assigned to its tasks. */
export type ProjectWithPeople = ProjectRow & { realtor_ids: number[]; vendor_ids: number[] };

export async function insertProject(tx: Db, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row!;
}

/** Inserts the project made for a transaction, or nothing when one exists already (a redelivered event). */
export async function insertTransactionProject(tx: Db, values: typeof projects.$inferInsert & { transaction_id: number }): Promise<ProjectRow | null> {
  const [row] = await tx
    .insert(projects)
    .values(values)
    .onConflictDoNothing({ target: projects.transaction_id, where: sql`${projects.transaction_id} is not null` })
    .returning();
  return row ?? null;
}

export async function updateProject(tx: Db, id: number, values: Partial<typeof projects.$inferInsert>): Promise<ProjectRow> {
  const [row] = await tx.update(projects).set({ ...values, updated_at: new Date() }).where(eq(projects.id, id)).returning();
  return row!;
}

export async function deleteProject(tx: Db, id: number): Promise<void> {
  await tx.delete(projects).where(eq(projects.id, id));
}

export async function findProjectsWithPeople(db: Db, ids: readonly number[]): Promise<ProjectWithPeople[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(projects).where(inArray(projects.id, [...ids]));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const realtors = await db.select().from(projectRealtors).where(inArray(projectRealtors.project_id, found));
  const vendors = await db
    .selectDistinct({ project_id: projectTasks.project_id, user_id: projectTaskAssignees.user_id })
    .from(projectTaskAssignees)
    .innerJoin(projectTasks, eq(projectTasks.id, projectTaskAssignees.task_id))
    .where(inArray(projectTasks.project_id, found));
  return rows.map((row) => ({
    ...row,
    realtor_ids: realtors.filter((r) => r.project_id === row.id).map((r) => r.user_id),
    vendor_ids: vendors.filter((v) => v.project_id === row.id).map((v) => v.user_id),
  }));
}

export async function findProjectByUuid(db: Db, uuid: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findProjectByTransaction(db: Db, transactionId: number): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.transaction_id, transactionId)).limit(1);
  return row ?? null;
}

/** Projects the user runs: owned, or joined as a realtor; admins see every project. */
function visibleTo(userId: number, everyone: boolean) {
  if (everyone) return undefined;
  const joined = sql`exists (select 1 from ${projectRealtors} where ${projectRealtors.project_id} = ${projects.id} and ${projectRealtors.user_id} = ${userId})`;
  return or(eq(projects.realtor_id, userId), eq(projects.seller_id, userId), joined);
}

export async function pageProjects(
  db: Db,
  viewer: { userId: number; everyone: boolean },
  query: { status: ProjectStatus; search?: string; page: number; per_page: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(projects.status, query.status),
    visibleTo(viewer.userId, viewer.everyone),
    pattern ? or(ilike(projects.property_address, pattern), ilike(projects.city, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(desc(projects.created_at), desc(projects.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: total?.n ?? 0 };
}

/** The projects a user may pick from (owned, joined, selling, or with a task of theirs), newest first. */
export async function projectOptionsFor(db: Db, userId: number): Promise<ProjectRow[]> {
  const assigned = sql`exists (select 1 from ${projectTasks} inner join ${projectTaskAssignees} on ${projectTaskAssignees.task_id} = ${projectTasks.id} where ${projectTasks.project_id} = ${projects.id} and ${projectTaskAssignees.user_id} = ${userId})`;
  return db.select().from(projects).where(or(visibleTo(userId, false), assigned)).orderBy(desc(projects.id)).limit(200);
}

/** Task totals per project: all, and those in the completed status. */
export async function taskCounts(db: Db, projectIds: readonly number[]): Promise<Map<number, { total: number; completed: number }>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({
      project_id: projectTasks.project_id,
      total: count(),
      completed: sql<number>`count(*) filter (where ${projectTasks.status_id} = ${COMPLETED_TASK_STATUS_ID})`.mapWith(Number),
    })
    .from(projectTasks)
    .where(inArray(projectTasks.project_id, [...projectIds]))
    .groupBy(projectTasks.project_id);
  return new Map(rows.map((row) => [row.project_id, { total: row.total, completed: row.completed }]));
}

export async function addProjectRealtors(tx: Db, projectId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(projectRealtors).values(userIds.map((user_id) => ({ project_id: projectId, user_id }))).onConflictDoNothing();
}

export async function removeProjectRealtor(tx: Db, projectId: number, userId: number): Promise<boolean> {
  const removed = await tx.delete(projectRealtors).where(and(eq(projectRealtors.project_id, projectId), eq(projectRealtors.user_id, userId))).returning();
  return removed.length > 0;
}

/** The sellers of the realtor's projects: whom the seller pickers offer. */
export async function sellerIdsOf(db: Db, realtorId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ seller_id: projects.seller_id })
    .from(projects)
    .where(and(visibleTo(realtorId, false), sql`${projects.seller_id} is not null`));
  return rows.map((row) => row.seller_id!);
}

// ---------------------------------------------------------------- milestones

export async function insertMilestones(tx: Db, values: (typeof projectMilestones.$inferInsert)[]): Promise<MilestoneRow[]> {
  if (values.length === 0) return [];
  return tx.insert(projectMilestones).values(values).returning();
}

export async function findMilestone(db: Db, id: number): Promise<MilestoneRow | null> {
  const [row] = await db.select().from(projectMilestones).where(eq(projectMilestones.id, id)).limit(1);
  return row ?? null;
}

export async function milestonesOf(db: Db, projectId: number, search?: string): Promise<(MilestoneRow & { task_count: number; completed_task_count: number })[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      ...milestoneColumns,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and the inner table would shadow the outer id.
      task_count: sql<number>`(select count(*) from project_tasks t where t.milestone_id = project_milestones.id)`.mapWith(Number),
      completed_task_count: sql<number>`(select count(*) from project_tasks t where t.milestone_id = project_milestones.id and t.status_id = ${COMPLETED_TASK_STATUS_ID})`.mapWith(Number),
    })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.project_id, projectId), pattern ? ilike(projectMilestones.name, pattern) : undefined))
    .orderBy(asc(projectMilestones.position), asc(projectMilestones.id));
}

const milestoneColumns = {
  id: projectMilestones.id,
  project_id: projectMilestones.project_id,
  name: projectMilestones.name,
  start_date: projectMilestones.start_date,
  end_date: projectMilestones.end_date,
  position: projectMilestones.position,
  created_at: projectMilestones.created_at,
};

export async function nextMilestonePosition(db: Db, projectId: number): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${projectMilestones.position})` }).from(projectMilestones).where(eq(projectMilestones.project_id, projectId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function updateMilestone(tx: Db, id: number, values: Partial<typeof projectMilestones.$inferInsert>): Promise<void> {
  await tx.update(projectMilestones).set(values).where(eq(projectMilestones.id, id));
}

// ---------------------------------------------------------------- folders

export async function insertFolder(tx: Db, values: typeof projectFolders.$inferInsert): Promise<void> {
  await tx.insert(projectFolders).values(values).onConflictDoNothing();
}
