import type { MilestoneDates } from '@openhouse/shared/projects/rules';
import type { Db } from '../../platform/db/client';
import { insertMilestones, type MilestoneRow } from './projects.repository';
import { insertTaskGroup, insertTasks } from './tasks.repository';
import { defaultMilestoneTemplates, findMilestoneTemplates, taskTemplatesOf, type MilestoneTemplateRow } from './templates.repository';

/**
 * A new project's milestones, from milestone templates in the order chosen (the defaults when none are), each
 * with the owner's task groups saved for that template and their tasks. `dates` gives milestones their dates by
 * name (a transaction project's). Runs in the caller's transaction, so a project is never left half made.
 */
export async function setUpMilestones(
  tx: Db,
  project: { id: number; realtor_id: number },
  templates: readonly MilestoneTemplateRow[],
  dates: readonly MilestoneDates[] = [],
): Promise<MilestoneRow[]> {
  const milestones = await insertMilestones(
    tx,
    templates.map((template, position) => {
      const dated = dates.find((d) => d.milestone_name === template.name);
      return { project_id: project.id, name: template.name, position, start_date: dated?.start_date ?? null, end_date: dated?.end_date ?? null };
    }),
  );
  const groups = await taskTemplatesOf(tx, project.realtor_id, templates.map((template) => template.id));
  for (const group of groups) {
    const index = templates.findIndex((template) => template.id === group.milestone_template_id);
    const milestone = milestones[index];
    if (!milestone) continue;
    const created = await insertTaskGroup(tx, { milestone_id: milestone.id, name: group.name, template_id: group.id });
    await insertTasks(
      tx,
      group.tasks.map((task) => ({ project_id: project.id, milestone_id: milestone.id, task_group_id: created.id, title: task.title, created_by: project.realtor_id })),
    );
  }
  return milestones;
}

/**
 * The milestone templates a project starts from: those named (the caller's own or the defaults, in the order
 * named; an id of someone else's template is left out as unknown), else the default set.
 */
export async function chosenTemplates(db: Db, ownerId: number, ids: readonly number[] | undefined): Promise<{ templates: MilestoneTemplateRow[]; unknown: boolean }> {
  if (!ids || ids.length === 0) return { templates: await defaultMilestoneTemplates(db), unknown: false };
  const found = await findMilestoneTemplates(db, ids);
  const usable = ids
    .map((id) => found.find((template) => template.id === id))
    .filter((template): template is MilestoneTemplateRow => Boolean(template) && (template!.owner_id === null || template!.owner_id === ownerId));
  return { templates: usable, unknown: usable.length !== ids.length };
}
