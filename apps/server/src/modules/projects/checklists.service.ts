import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Checklist } from '@openhouse/shared/projects/checklist-schemas';
import { toPage, type PageQuery } from '@openhouse/shared/http/pagination';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { forbidden, invalidField, notFound } from '../../platform/http/errors';
import { projectAccess } from './projects.access';
import { withAuthors } from './project-views';
import { plainTextOrRefuse } from './plain-text';
import {
  checklistsOf,
  deleteChecklist,
  deleteNote,
  findChecklist,
  findHeading,
  findNote,
  headingsFor,
  insertChecklists,
  insertHeading,
  insertNote,
  pageNotes,
  templateIdsIn,
  updateChecklist,
  updateNote,
  type ChecklistView,
  type NoteRow,
} from './checklists.repository';
import { deleteChecklistTemplate, findChecklistTemplates } from './templates.repository';

const toChecklist = (row: ChecklistView): Checklist => ({
  id: row.id,
  project_id: row.project_id,
  name: row.name,
  heading: { id: row.heading_id, name: row.heading_name },
  is_checked: row.is_checked,
  note_count: row.note_count,
  template_id: row.template_id,
});

const toHeading = (row: { id: number; name: string; project_id: number | null }) => ({ id: row.id, name: row.name, project_id: row.project_id });

/** A checklist item and its project, when the actor may do P on the project. */
async function requireChecklist(platform: Platform, actor: Actor, permission: 'read' | 'manage', id: number) {
  const checklist = await findChecklist(platform.db, id);
  if (!checklist) throw notFound(m.checklistNotFound);
  const project = await projectAccess.require(platform.db, actor, permission, checklist.project_id);
  return { checklist, project };
}

/** A heading usable on this project: the project's own or a template of the project's owner. */
async function requireHeadingFor(platform: Platform, project: { id: number; realtor_id: number }, headingId: number) {
  const heading = await findHeading(platform.db, headingId);
  const usable = heading && (heading.project_id === project.id || (heading.project_id === null && heading.owner_id === project.realtor_id));
  if (!usable) throw invalidField('heading_id', m.headingNotFound);
  return heading;
}

export async function projectChecklists(platform: Platform, actor: Actor, projectId: number) {
  await projectAccess.require(platform.db, actor, 'read', projectId);
  return { data: (await checklistsOf(platform.db, projectId)).map(toChecklist) };
}

export async function addChecklist(platform: Platform, actor: Actor, input: { project_id: number; heading_id: number; name: string }) {
  const project = await projectAccess.require(platform.db, actor, 'manage', input.project_id);
  await requireHeadingFor(platform, project, input.heading_id);
  const [row] = await platform.events.transaction((tx) => insertChecklists(tx, [{ project_id: project.id, heading_id: input.heading_id, name: input.name }]));
  return { message: m.checklistSaved, data: toChecklist((await findChecklist(platform.db, row!.id))!) };
}

/** PUT /project-checklists/{id}: rename, move or tick; a tick is open to the project's realtors (the seller reads only). */
export async function editChecklist(platform: Platform, actor: Actor, id: number, input: { name?: string; heading_id?: number; is_checked?: boolean }) {
  const { checklist, project } = await requireChecklist(platform, actor, 'manage', id);
  if (input.heading_id !== undefined) await requireHeadingFor(platform, project, input.heading_id);
  await platform.events.transaction((tx) => updateChecklist(tx, checklist.id, input));
  return { message: m.checklistSaved, data: toChecklist((await findChecklist(platform.db, checklist.id))!) };
}

/** DELETE /project-checklists/{id}?project_id= and /project-checklists-add/{id}?deleteTemplate=true. */
export async function removeChecklist(platform: Platform, actor: Actor, id: number, query: { project_id: number; deleteTemplate?: boolean }) {
  const { checklist, project } = await requireChecklist(platform, actor, 'manage', id);
  if (checklist.project_id !== query.project_id) throw notFound(m.checklistNotFound);
  await platform.events.transaction(async (tx) => {
    await deleteChecklist(tx, checklist.id);
    // The template goes too only when it is the project owner's own.
    if (query.deleteTemplate && checklist.template_id) {
      const [template] = await findChecklistTemplates(tx, [checklist.template_id]);
      if (template && template.owner_id === project.realtor_id) await deleteChecklistTemplate(tx, template.id);
    }
  });
  return { message: m.checklistDeleted };
}

/** PUT /project-checklists-add/{projectId}: copies the owner's checklist templates in (each once). */
export async function addChecklistTemplates(platform: Platform, actor: Actor, projectId: number, templateIds: readonly number[]) {
  const project = await projectAccess.require(platform.db, actor, 'manage', projectId);
  const templates = await findChecklistTemplates(platform.db, templateIds);
  if (templates.length !== new Set(templateIds).size || templates.some((t) => t.owner_id !== project.realtor_id)) {
    throw invalidField('template_ids', m.templateNotFound);
  }
  const present = await templateIdsIn(platform.db, project.id, templateIds);
  await platform.events.transaction((tx) =>
    insertChecklists(
      tx,
      templates.filter((t) => !present.includes(t.id)).map((t) => ({ project_id: project.id, heading_id: t.heading_id, name: t.name, template_id: t.id })),
    ),
  );
  return { message: m.checklistSaved, data: (await checklistsOf(platform.db, project.id)).map(toChecklist) };
}

// ---------------------------------------------------------------- headings

export async function listHeadings(platform: Platform, actor: Actor, projectId?: number) {
  if (projectId === undefined) return { data: (await headingsFor(platform.db, actor.id)).map(toHeading) };
  const project = await projectAccess.require(platform.db, actor, 'read', projectId);
  return { data: (await headingsFor(platform.db, project.realtor_id, project.id)).map(toHeading) };
}

/** POST /project-checklist-headings: a project's heading, or (no project) one of the caller's heading templates. */
export async function addHeading(platform: Platform, actor: Actor, input: { name: string; project_id?: number }) {
  const project = input.project_id === undefined ? null : await projectAccess.require(platform.db, actor, 'manage', input.project_id);
  const row = await platform.events.transaction((tx) =>
    insertHeading(tx, { owner_id: project?.realtor_id ?? actor.id, project_id: project?.id ?? null, name: input.name }),
  );
  return { message: m.checklistSaved, data: toHeading(row) };
}

// ---------------------------------------------------------------- notes

const noteText = (note: string) => plainTextOrRefuse(note, 'note', m.noteRequired);

async function toNotes(platform: Platform, actor: Actor, rows: readonly NoteRow[]) {
  return (await withAuthors(platform.db, actor, rows)).map(({ row, ...authored }) => ({ ...authored, checklist_id: row.checklist_id, note: row.note }));
}

export async function listNotes(platform: Platform, actor: Actor, query: PageQuery & { checklist_id: number }) {
  await requireChecklist(platform, actor, 'read', query.checklist_id);
  const { rows, total } = await pageNotes(platform.db, query.checklist_id, query);
  return toPage(await toNotes(platform, actor, rows), total, query);
}

export async function addNote(platform: Platform, actor: Actor, input: { checklist_id: number; note: string }) {
  const { checklist } = await requireChecklist(platform, actor, 'read', input.checklist_id);
  const note = noteText(input.note);
  const row = await platform.events.transaction((tx) => insertNote(tx, { checklist_id: checklist.id, user_id: actor.id, note }));
  return { message: m.noteSaved, data: (await toNotes(platform, actor, [row]))[0]! };
}

/** Only its author changes a note; others on the project hear 403, everyone else 404. */
async function requireOwnNote(platform: Platform, actor: Actor, id: number) {
  const note = await findNote(platform.db, id);
  if (!note) throw notFound(m.noteNotFound);
  const checklist = await findChecklist(platform.db, note.checklist_id);
  if (!checklist || !(await projectAccess.allows(platform.db, actor, 'read', checklist.project_id))) throw notFound(m.noteNotFound);
  if (note.user_id !== actor.id) throw forbidden();
  return note;
}

export async function editNote(platform: Platform, actor: Actor, id: number, input: { note: string }) {
  const note = await requireOwnNote(platform, actor, id);
  const text = noteText(input.note);
  const row = await platform.events.transaction((tx) => updateNote(tx, note.id, text));
  return { message: m.noteSaved, data: (await toNotes(platform, actor, [row]))[0]! };
}

export async function removeNote(platform: Platform, actor: Actor, id: number) {
  const note = await requireOwnNote(platform, actor, id);
  await platform.events.transaction((tx) => deleteNote(tx, note.id));
  return { message: m.noteDeleted };
}
