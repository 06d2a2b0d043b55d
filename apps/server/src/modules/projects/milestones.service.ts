import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { z } from 'zod';
import type { createMilestoneSchema, updateMilestoneSchema } from '@openhouse/shared/projects/task-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { projectAccess } from './projects.access';
import { findMilestone, insertMilestones, milestonesOf, nextMilestonePosition, updateMilestone } from './projects.repository';
import { toMilestone } from './project-views';

/** A milestone and its project, when the actor may do P on the project (404 with the milestone's message otherwise). */
export async function requireMilestone(platform: Platform, actor: Actor, permission: 'read' | 'manage', id: number) {
  const milestone = await findMilestone(platform.db, id);
  if (!milestone) throw notFound(m.milestoneNotFound);
  const project = await projectAccess.require(platform.db, actor, permission, milestone.project_id);
  return { milestone, project };
}

export async function projectMilestones(platform: Platform, actor: Actor, projectId: number, search?: string) {
  await projectAccess.require(platform.db, actor, 'read', projectId);
  return { data: (await milestonesOf(platform.db, projectId, search?.trim() || undefined)).map(toMilestone) };
}

async function milestoneView(platform: Platform, projectId: number, id: number) {
  const row = (await milestonesOf(platform.db, projectId)).find((milestone) => milestone.id === id);
  return toMilestone(row!);
}

export async function addMilestone(platform: Platform, actor: Actor, input: z.infer<typeof createMilestoneSchema>) {
  const project = await projectAccess.require(platform.db, actor, 'manage', input.project_id);
  const [row] = await platform.events.transaction(async (tx) =>
    insertMilestones(tx, [
      {
        project_id: project.id,
        name: input.milestone_name,
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        position: await nextMilestonePosition(tx, project.id),
      },
    ]),
  );
  return { message: m.milestoneSaved, data: await milestoneView(platform, project.id, row!.id) };
}

/** PUT /project/milestone/{id}: name and dates; dates checked against what is kept when only one is sent. */
export async function editMilestone(platform: Platform, actor: Actor, id: number, input: z.infer<typeof updateMilestoneSchema>) {
  const { milestone } = await requireMilestone(platform, actor, 'manage', id);
  const start = input.start_date === undefined ? milestone.start_date : input.start_date;
  const end = input.end_date === undefined ? milestone.end_date : input.end_date;
  if (start && end && end < start) throw invalidField('end_date', m.milestoneEndBeforeStart);
  await platform.events.transaction((tx) =>
    updateMilestone(tx, milestone.id, { name: input.milestone_name ?? milestone.name, start_date: start, end_date: end }),
  );
  return { message: m.milestoneSaved, data: await milestoneView(platform, milestone.project_id, milestone.id) };
}
