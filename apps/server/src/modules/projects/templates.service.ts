import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { deleteHeading, findHeading, updateHeading } from './checklists.repository';
import {
  checklistTemplatesOf,
  deleteChecklistTemplate,
  deleteMilestoneTemplate,
  deleteTaskTemplate,
  findChecklistTemplates,
  findMilestoneTemplates,
  findTaskTemplate,
  insertChecklistTemplate,
  insertMilestoneTemplate,
  insertTaskTemplate,
  milestoneTemplatesFor,
  replaceTaskTemplate,
  taskTemplatesOf,
  updateChecklistTemplate,
  updateMilestoneTemplate,
  type ChecklistTemplateRow,
  type TaskTemplateRow,
} from './templates.repository';

/*
 * Templates (settings) are their owner's alone: anyone else's is not found. The default milestone templates
 * belong to nobody; everyone reads them and nobody changes them (403).
 */

const readOnly = () => new AppError(403, m.defaultTemplateReadOnly);

// ---------------------------------------------------------------- milestone templates

export async function listMilestoneTemplates(platform: Platform, actor: Actor) {
  const rows = await milestoneTemplatesFor(platform.db, actor.id);
  return { data: rows.map((row) => ({ id: row.id, name: row.name, position: row.position, is_default: row.owner_id === null, task_group_count: row.task_group_count })) };
}

async function milestoneTemplateView(platform: Platform, actor: Actor, id: number) {
  return (await listMilestoneTemplates(platform, actor)).data.find((row) => row.id === id)!;
}

async function requireOwnMilestoneTemplate(platform: Platform, actor: Actor, id: number) {
  const [row] = await findMilestoneTemplates(platform.db, [id]);
  if (!row || (row.owner_id !== null && row.owner_id !== actor.id)) throw notFound(m.templateNotFound);
  if (row.owner_id === null) throw readOnly();
  return row;
}

export async function addMilestoneTemplate(platform: Platform, actor: Actor, input: { name: string; position?: number }) {
  const row = await platform.events.transaction((tx) => insertMilestoneTemplate(tx, { owner_id: actor.id, name: input.name, position: input.position ?? 0 }));
  return { message: m.templateSaved, data: await milestoneTemplateView(platform, actor, row.id) };
}

export async function editMilestoneTemplate(platform: Platform, actor: Actor, id: number, input: { name: string; position?: number }) {
  const row = await requireOwnMilestoneTemplate(platform, actor, id);
  await platform.events.transaction((tx) => updateMilestoneTemplate(tx, row.id, { name: input.name, position: input.position ?? row.position }));
  return { message: m.templateSaved, data: await milestoneTemplateView(platform, actor, row.id) };
}

export async function removeMilestoneTemplate(platform: Platform, actor: Actor, id: number) {
  const row = await requireOwnMilestoneTemplate(platform, actor, id);
  await platform.events.transaction((tx) => deleteMilestoneTemplate(tx, row.id));
  return { message: m.templateDeleted };
}

// ---------------------------------------------------------------- task (milestone-task) templates

const toTaskTemplate = (row: TaskTemplateRow) => ({ id: row.id, name: row.name, milestone_template_id: row.milestone_template_id, tasks: row.tasks });

export async function listTaskTemplates(platform: Platform, actor: Actor) {
  return { data: (await taskTemplatesOf(platform.db, actor.id)).map(toTaskTemplate) };
}

async function requireOwnTaskTemplate(platform: Platform, actor: Actor, id: number) {
  const row = await findTaskTemplate(platform.db, id);
  if (!row || row.owner_id !== actor.id) throw notFound(m.templateNotFound);
  return row;
}

export async function readTaskTemplate(platform: Platform, actor: Actor, id: number) {
  return { data: toTaskTemplate(await requireOwnTaskTemplate(platform, actor, id)) };
}

/** A milestone template a task template may hang under: a default, or the caller's own. */
async function checkMilestoneTemplate(platform: Platform, actor: Actor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [row] = await findMilestoneTemplates(platform.db, [id]);
  if (!row || (row.owner_id !== null && row.owner_id !== actor.id)) throw invalidField('milestone_template_id', m.templateNotFound);
}

type TaskTemplateInput = { name: string; milestone_template_id?: number | null; tasks: string[] };

export async function addTaskTemplate(platform: Platform, actor: Actor, input: TaskTemplateInput) {
  await checkMilestoneTemplate(platform, actor, input.milestone_template_id);
  const id = await platform.events.transaction((tx) =>
    insertTaskTemplate(tx, { owner_id: actor.id, name: input.name, milestone_template_id: input.milestone_template_id ?? null }, input.tasks),
  );
  return { message: m.templateSaved, data: toTaskTemplate((await findTaskTemplate(platform.db, id))!) };
}

export async function editTaskTemplate(platform: Platform, actor: Actor, id: number, input: TaskTemplateInput) {
  const row = await requireOwnTaskTemplate(platform, actor, id);
  await checkMilestoneTemplate(platform, actor, input.milestone_template_id);
  await platform.events.transaction((tx) =>
    replaceTaskTemplate(tx, row.id, { name: input.name, milestone_template_id: input.milestone_template_id ?? null }, input.tasks),
  );
  return { message: m.templateSaved, data: toTaskTemplate((await findTaskTemplate(platform.db, row.id))!) };
}

export async function removeTaskTemplate(platform: Platform, actor: Actor, id: number) {
  const row = await requireOwnTaskTemplate(platform, actor, id);
  await platform.events.transaction((tx) => deleteTaskTemplate(tx, row.id));
  return { message: m.templateDeleted };
}

// ---------------------------------------------------------------- checklist templates and heading templates

const toChecklistTemplate = (row: ChecklistTemplateRow) => ({ id: row.id, name: row.name, heading: { id: row.heading_id, name: row.heading_name } });

export async function listChecklistTemplates(platform: Platform, actor: Actor) {
  return { data: (await checklistTemplatesOf(platform.db, actor.id)).map(toChecklistTemplate) };
}

/** A heading template of the caller's (not a project's heading). */
async function requireOwnHeadingTemplate(platform: Platform, actor: Actor, id: number, field?: string) {
  const heading = await findHeading(platform.db, id);
  if (!heading || heading.owner_id !== actor.id || heading.project_id !== null) {
    throw field ? invalidField(field, m.headingNotFound) : notFound(m.headingNotFound);
  }
  return heading;
}

async function requireOwnChecklistTemplate(platform: Platform, actor: Actor, id: number) {
  const [row] = await findChecklistTemplates(platform.db, [id]);
  if (!row || row.owner_id !== actor.id) throw notFound(m.templateNotFound);
  return row;
}

export async function addChecklistTemplate(platform: Platform, actor: Actor, input: { name: string; heading_id: number }) {
  await requireOwnHeadingTemplate(platform, actor, input.heading_id, 'heading_id');
  const id = await platform.events.transaction((tx) => insertChecklistTemplate(tx, { owner_id: actor.id, heading_id: input.heading_id, name: input.name }));
  const [row] = await findChecklistTemplates(platform.db, [id]);
  return { message: m.templateSaved, data: toChecklistTemplate(row!) };
}

export async function editChecklistTemplate(platform: Platform, actor: Actor, id: number, input: { name: string; heading_id: number }) {
  const row = await requireOwnChecklistTemplate(platform, actor, id);
  await requireOwnHeadingTemplate(platform, actor, input.heading_id, 'heading_id');
  await platform.events.transaction((tx) => updateChecklistTemplate(tx, row.id, { name: input.name, heading_id: input.heading_id }));
  const [updated] = await findChecklistTemplates(platform.db, [row.id]);
  return { message: m.templateSaved, data: toChecklistTemplate(updated!) };
}

export async function removeChecklistTemplate(platform: Platform, actor: Actor, id: number) {
  const row = await requireOwnChecklistTemplate(platform, actor, id);
  await platform.events.transaction((tx) => deleteChecklistTemplate(tx, row.id));
  return { message: m.templateDeleted };
}

export async function renameHeadingTemplate(platform: Platform, actor: Actor, id: number, name: string) {
  const heading = await requireOwnHeadingTemplate(platform, actor, id);
  const row = await platform.events.transaction((tx) => updateHeading(tx, heading.id, name));
  return { message: m.templateSaved, data: { id: row.id, name: row.name, project_id: row.project_id } };
}

export async function removeHeadingTemplate(platform: Platform, actor: Actor, id: number) {
  const heading = await requireOwnHeadingTemplate(platform, actor, id);
  await platform.events.transaction((tx) => deleteHeading(tx, heading.id));
  return { message: m.templateDeleted };
}
