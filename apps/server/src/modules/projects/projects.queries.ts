import { projectMessages as m } from '@openhouse/shared/projects/messages';
import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { projectLabel } from './project-views';
import { projectAccess } from './projects.access';
import { findMilestone, findProjectsWithPeople } from './projects.repository';
import { projectRealtors, projects } from './projects.schema';
import { projectTaskAssignees, projectTasks } from './tasks.schema';

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
