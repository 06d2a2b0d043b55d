import { and, asc, eq, exists, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { projectMilestones, projectRealtors, projects } from './projects.schema';
import { projectTaskAssignees, projectTaskGroups, projectTasks } from './tasks.schema';

/** Who is reading: their id, the deals (transactions) they are a party to, and whether they are an admin. */
export type CalendarReader = { userId: number; dealIds: readonly number[]; isAdmin: boolean };

export type CalendarGroupFilter = {
  /** Inclusive wall-clock bounds, 'YYYY-MM-DD HH:mm:ss'. */
  from: string;
  to: string;
  projectUuid?: string;
  milestoneId?: number;
  vendorId?: number;
};

/** A group's span: its own dates, else its milestone's whole days (07:00 to 19:00, the picker's day). */
const groupStart = sql<string>`coalesce(${projectTaskGroups.start_date}, (${projectMilestones.start_date} + time '07:00')::timestamp)`;
const groupEnd = sql<string>`coalesce(${projectTaskGroups.end_date}, (${projectMilestones.end_date} + time '19:00')::timestamp)`;

const assignedTo = (userId: number) =>
  sql`exists (select 1 from ${projectTasks} join ${projectTaskAssignees} on ${projectTaskAssignees.task_id} = ${projectTasks.id}
    where ${projectTasks.task_group_id} = ${projectTaskGroups.id} and ${projectTaskAssignees.user_id} = ${userId})`;

/** The project's realtors (its owner and those added to it). */
const runsProject = (userId: number) =>
  or(
    eq(projects.realtor_id, userId),
    exists(
      sql`(select 1 from ${projectRealtors} where ${projectRealtors.project_id} = ${projects.id} and ${projectRealtors.user_id} = ${userId})`,
    ),
  )!;

/** The projects a reader takes part in as a realtor, the seller, or a party to the project's deal. */
function followsProject(reader: CalendarReader): SQL {
  const deal = reader.dealIds.length > 0 ? inArray(projects.transaction_id, [...reader.dealIds]) : undefined;
  return or(runsProject(reader.userId), eq(projects.seller_id, reader.userId), deal)!;
}

/**
 * The milestone task groups a reader takes part in within a range: every group of the projects they follow, and
 * the groups holding a task assigned to them (a vendor's). Groups without a span are not on a calendar.
 */
export async function calendarGroupRows(db: Db, reader: CalendarReader, filter: CalendarGroupFilter) {
  const conditions: (SQL | undefined)[] = [
    or(followsProject(reader), assignedTo(reader.userId)),
    isNotNull(groupStart),
    isNotNull(groupEnd),
    lte(groupStart, filter.to),
    gte(groupEnd, filter.from),
  ];
  if (filter.projectUuid) conditions.push(eq(projects.uuid, filter.projectUuid));
  if (filter.milestoneId) conditions.push(eq(projectMilestones.id, filter.milestoneId));
  if (filter.vendorId) conditions.push(assignedTo(filter.vendorId));
  return db
    .select({
      id: projectTaskGroups.id,
      name: projectTaskGroups.name,
      // As text on the wall clock: drivers differ in how they hand back a timestamp without a zone.
      start: sql<string>`to_char(${groupStart}, 'YYYY-MM-DD HH24:MI:SS')`,
      end: sql<string>`to_char(${groupEnd}, 'YYYY-MM-DD HH24:MI:SS')`,
      milestone_id: projectMilestones.id,
      milestone_name: projectMilestones.name,
      project_id: projects.id,
      project_uuid: projects.uuid,
      property_address: projects.property_address,
      follows: sql<boolean>`${followsProject(reader)}`,
      manages: reader.isAdmin ? sql<boolean>`true` : sql<boolean>`${runsProject(reader.userId)}`,
    })
    .from(projectTaskGroups)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectTaskGroups.milestone_id))
    .innerJoin(projects, eq(projects.id, projectMilestones.project_id))
    .where(and(...conditions))
    .orderBy(asc(groupStart), asc(projectTaskGroups.id))
    .limit(1000);
}

/** The tasks of these groups with their assignees' ids. */
export async function calendarGroupTasks(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      task_group_id: projectTasks.task_group_id,
      assignee_ids: sql<number[]>`coalesce(array_agg(${projectTaskAssignees.user_id}) filter (where ${projectTaskAssignees.user_id} is not null), '{}')`,
    })
    .from(projectTasks)
    .leftJoin(projectTaskAssignees, eq(projectTaskAssignees.task_id, projectTasks.id))
    .where(inArray(projectTasks.task_group_id, [...groupIds]))
    .groupBy(projectTasks.id)
    .orderBy(asc(projectTasks.id));
}

/** What the filters offer: the projects a reader follows or has tasks in, their milestones, and the vendors assigned there. */
export async function calendarFilterRows(db: Db, reader: CalendarReader) {
  const assignedInProject = sql`exists (select 1 from ${projectTasks} join ${projectTaskAssignees} on ${projectTaskAssignees.task_id} = ${projectTasks.id}
    where ${projectTasks.project_id} = ${projects.id} and ${projectTaskAssignees.user_id} = ${reader.userId})`;
  const projectRows = await db
    .select({ id: projects.id, uuid: projects.uuid, property_address: projects.property_address })
    .from(projects)
    .where(or(followsProject(reader), assignedInProject))
    .orderBy(asc(projects.id))
    .limit(200);
  const ids = projectRows.map((row) => row.id);
  if (ids.length === 0) return { projects: [], milestones: [], assignees: [] };
  const milestones = await db
    .select({ id: projectMilestones.id, name: projectMilestones.name, project_id: projectMilestones.project_id })
    .from(projectMilestones)
    .where(inArray(projectMilestones.project_id, ids))
    .orderBy(asc(projectMilestones.project_id), asc(projectMilestones.position), asc(projectMilestones.id));
  const assignees = await db
    .selectDistinct({ user_id: projectTaskAssignees.user_id })
    .from(projectTaskAssignees)
    .innerJoin(projectTasks, eq(projectTasks.id, projectTaskAssignees.task_id))
    .where(inArray(projectTasks.project_id, ids));
  return { projects: projectRows, milestones, assignees: assignees.map((row) => row.user_id) };
}

export async function updateTaskGroupSpan(tx: Db, id: number, span: { start_date: string; end_date: string }) {
  await tx.update(projectTaskGroups).set(span).where(eq(projectTaskGroups.id, id));
}
