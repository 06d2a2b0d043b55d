import { projectMessages as m } from '@openhouse/shared/projects/messages';
import { and, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { calendarFilterRows, calendarGroupRows, calendarGroupTasks, type CalendarGroupFilter, type CalendarReader } from './calendar.repository';
import { projectLabel } from './project-views';
import { projectAccess, projectRelations } from './projects.access';
import { findMilestone, findProjectsWithPeople, type ProjectWithPeople } from './projects.repository';
import { projectRealtors, projects } from './projects.schema';
import { projectTaskAssignees, projectTaskFiles, projectTasks } from './tasks.schema';

/* What other modules (vendors, prospects and the capture page) may read of projects. */

/** The milestone's project must be one the actor runs (404 for a milestone they cannot see). */
export async function requireMilestoneManager(db: Db, actor: Actor, milestoneId: number): Promise<void> {
  const milestone = await findMilestone(db, milestoneId);
  if (!milestone) throw notFound(m.milestoneNotFound);
  await projectAccess.require(db, actor, 'manage', milestone.project_id);
}

/** The projects `managerId` runs (owns or joined) in which `vendorId` has a task, newest first. */
export async function projectsWithVendor(db: Db, managerId: number, vendorId: number) {
  const joined = sql`exists (select 1 from ${projectRealtors} where ${projectRealtors.project_id} = ${projects.id} and ${projectRealtors.user_id} = ${managerId})`;
  const assigned = db
    .select({ one: sql`1` })
    .from(projectTasks)
    .innerJoin(projectTaskAssignees, eq(projectTaskAssignees.task_id, projectTasks.id))
    .where(and(eq(projectTasks.project_id, projects.id), eq(projectTaskAssignees.user_id, vendorId)));
  return db
    .select({ id: projects.id, uuid: projects.uuid, property_address: projects.property_address, status: projects.status })
    .from(projects)
    .where(and(or(eq(projects.realtor_id, managerId), joined), exists(assigned)))
    .orderBy(desc(projects.id))
    .limit(200);
}

export type ProjectSummary = { id: number; property_address: string };

/**
 * The projects among these ids that this user runs (owns, or was added to as a realtor), with their
 * address as lists show it. Ids the user does not run are left out, as if they did not exist.
 */
export async function projectsRunBy(db: Db, userId: number, ids: readonly number[]): Promise<ProjectSummary[]> {
  const projects = await findProjectsWithPeople(db, [...new Set(ids)]);
  return projects
    .filter((project) => project.realtor_id === userId || project.realtor_ids.includes(userId))
    .map((project) => ({ id: project.id, property_address: projectLabel(project.property_address) }));
}

/** Projects by id with their address, whoever runs them (for records that already name them). */
export async function projectSummaries(db: Db, ids: readonly number[]): Promise<ProjectSummary[]> {
  const projects = await findProjectsWithPeople(db, [...new Set(ids)]);
  return projects.map((project) => ({ id: project.id, property_address: projectLabel(project.property_address) }));
}

export type ProjectRelationName = ReturnType<typeof projectRelations>[number];
/** A project as the file manager and share links see it: where it is, and how the caller relates to it. */
export type MemberProject = {
  id: number;
  property_address: string;
  city: string;
  state: string;
  image_path: string | null;
  realtor_id: number;
  relations: ProjectRelationName[];
};

const toMemberProject = (actor: Actor, project: ProjectWithPeople): MemberProject => ({
  id: project.id,
  property_address: project.property_address,
  city: project.city,
  state: project.state,
  image_path: project.image_path,
  realtor_id: project.realtor_id,
  relations: projectRelations(actor, project),
});

/** Every project the actor belongs to (owns, was added to, is its seller, or has a task in), newest first. */
export async function projectsOfMember(db: Db, actor: Actor): Promise<MemberProject[]> {
  const joined = sql`exists (select 1 from ${projectRealtors} where ${projectRealtors.project_id} = ${projects.id} and ${projectRealtors.user_id} = ${actor.id})`;
  const assigned = sql`exists (select 1 from ${projectTasks} inner join ${projectTaskAssignees} on ${projectTaskAssignees.task_id} = ${projectTasks.id} where ${projectTasks.project_id} = ${projects.id} and ${projectTaskAssignees.user_id} = ${actor.id})`;
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(or(eq(projects.realtor_id, actor.id), eq(projects.seller_id, actor.id), joined, assigned))
    .orderBy(desc(projects.id))
    .limit(500);
  const found = await findProjectsWithPeople(db, rows.map((row) => row.id));
  return found.map((project) => toMemberProject(actor, project)).sort((a, b) => b.id - a.id);
}

/** One project with the actor's relations to it (none: they do not belong to it), or null when there is none. */
export async function memberProject(db: Db, actor: Actor, projectId: number): Promise<MemberProject | null> {
  const [project] = await findProjectsWithPeople(db, [projectId]);
  return project ? toMemberProject(actor, project) : null;
}

export type ProjectTaskFile = { id: number; task_id: number; task_title: string; name: string; storage_key: string; mime_type: string; size: number; created_at: Date };

/** The files on a project's tasks (members' and vendors' uploads), by task. */
export async function taskFilesOfProject(db: Db, projectId: number): Promise<ProjectTaskFile[]> {
  return db
    .select({
      id: projectTaskFiles.id,
      task_id: projectTaskFiles.task_id,
      task_title: projectTasks.title,
      name: projectTaskFiles.name,
      storage_key: projectTaskFiles.storage_key,
      mime_type: projectTaskFiles.mime_type,
      size: projectTaskFiles.size,
      created_at: projectTaskFiles.created_at,
    })
    .from(projectTaskFiles)
    .innerJoin(projectTasks, eq(projectTasks.id, projectTaskFiles.task_id))
    .where(eq(projectTaskFiles.project_id, projectId))
    .orderBy(projectTaskFiles.task_id, projectTaskFiles.id)
    .limit(5000);
}

/** Where a project's property is, for a shared package's banner. */
export async function projectProperty(db: Db, projectId: number): Promise<{ address: string; city: string; state: string; image: string | null } | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return project ? { address: project.property_address, city: project.city, state: project.state, image: project.image_path } : null;
}

/**
 * The ids of a property's projects, as a subquery rather than a list: a reader of another module's records
 * tied to projects (shared packages in a property's insights) filters on it inside its own single statement.
 */
export function projectIdsOfProperty(db: Db, propertyId: number) {
  return db.select({ id: projects.id }).from(projects).where(eq(projects.property_id, propertyId));
}

/** Everyone who shares a project with `personId`: its owner, its realtors, its seller and its tasks' assignees. */
export async function projectCounterparts(db: Db, personId: number): Promise<Set<number>> {
  const asTeam = db.select({ id: projectRealtors.project_id }).from(projectRealtors).where(eq(projectRealtors.user_id, personId));
  const asAssignee = db
    .select({ id: projectTasks.project_id })
    .from(projectTasks)
    .innerJoin(projectTaskAssignees, eq(projectTaskAssignees.task_id, projectTasks.id))
    .where(eq(projectTaskAssignees.user_id, personId));
  const shared = db
    .select({ id: projects.id })
    .from(projects)
    .where(or(eq(projects.realtor_id, personId), eq(projects.seller_id, personId), inArray(projects.id, asTeam), inArray(projects.id, asAssignee)));
  const owners = await db.select({ a: projects.realtor_id, b: projects.seller_id }).from(projects).where(inArray(projects.id, shared));
  const team = await db.select({ a: projectRealtors.user_id }).from(projectRealtors).where(inArray(projectRealtors.project_id, shared));
  const assignees = await db
    .select({ a: projectTaskAssignees.user_id })
    .from(projectTaskAssignees)
    .innerJoin(projectTasks, eq(projectTasks.id, projectTaskAssignees.task_id))
    .where(inArray(projectTasks.project_id, shared));
  const ids = [...owners.flatMap((row) => [row.a, row.b]), ...team.map((row) => row.a), ...assignees.map((row) => row.a)];
  return new Set(ids.filter((id): id is number => id !== null && id !== personId));
}

export type { CalendarReader, CalendarGroupFilter } from './calendar.repository';

/**
 * The calendar's task groups (spec: id, date 'start|end', project_name, tasks) a reader takes part in. A reader who
 * is only assigned to some of a group's tasks (a vendor) sees those tasks, not the rest of the project's work.
 */
export async function calendarTaskGroupsOf(db: Db, reader: CalendarReader, filter: CalendarGroupFilter) {
  const rows = await calendarGroupRows(db, reader, filter);
  const tasks = await calendarGroupTasks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    date: `${row.start}|${row.end}`,
    project_name: projectLabel(row.property_address),
    project: { id: row.project_id, uuid: row.project_uuid, name: projectLabel(row.property_address) },
    milestone: { id: row.milestone_id, name: row.milestone_name },
    tasks: tasks
      .filter((task) => task.task_group_id === row.id && (row.follows || row.manages || task.assignee_ids.includes(reader.userId)))
      .map((task) => ({ id: task.id, title: task.title })),
    can_edit: row.manages,
  }));
}

/** The projects, milestones and assignees the calendar's filters offer this reader. */
export async function calendarFilterOptionsOf(db: Db, reader: CalendarReader) {
  const rows = await calendarFilterRows(db, reader);
  return {
    projects: rows.projects.map((project) => ({ id: project.id, uuid: project.uuid, name: projectLabel(project.property_address) })),
    milestones: rows.milestones,
    assigneeIds: rows.assignees,
  };
}

/** The projects among these ids that this user runs, with their seller's account id (a campaign's audience). */
export async function projectSellersRunBy(db: Db, userId: number, ids: readonly number[]): Promise<(ProjectSummary & { seller_id: number | null })[]> {
  const projects = await findProjectsWithPeople(db, [...new Set(ids)]);
  return projects
    .filter((project) => project.realtor_id === userId || project.realtor_ids.includes(userId))
    .map((project) => ({ id: project.id, property_address: projectLabel(project.property_address), seller_id: project.seller_id }));
}
