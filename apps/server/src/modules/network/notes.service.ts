import { networkMessages as m } from '@openhouse/shared/network/messages';
import { NETWORK_ROLES } from '@openhouse/shared/network/roles';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { labelAccess, noteAccess, prospectAccess } from './network.access';
import { deleteLabel, deleteNote, insertLabel, renameLabel, insertNote, labelsOfRealtor, notesOfProspect, updateNote, type NoteRow } from './network.repository';

const toNote = (row: NoteRow) => ({
  id: row.id,
  network_id: row.network_id,
  message: row.message,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** GET /network-roles */
export function networkRoles() {
  return { data: NETWORK_ROLES.map((role) => ({ ...role })) };
}

/** GET /network-labels: the realtor's own labels. */
export async function listLabels(platform: Platform, actor: Actor) {
  const rows = await labelsOfRealtor(platform.db, actor.id);
  return { data: rows.map((row) => ({ id: row.id, label_name: row.label_name })) };
}

/** POST /network-labels (the spec: "creating a label sends label_name"). */
export async function createLabel(platform: Platform, actor: Actor, labelName: string) {
  const row = await platform.events.transaction((tx) => insertLabel(tx, actor.id, labelName));
  if (!row) throw conflict(m.labelExists);
  return { message: m.labelSaved, data: { id: row.id, label_name: row.label_name } };
}

/** PUT /network-labels/{id}: a rename; the prospects keep the label. */
export async function editLabel(platform: Platform, actor: Actor, id: number, labelName: string) {
  await labelAccess.require(platform.db, actor, 'use', id);
  // A unique index on (realtor, lower(name)) still guards a concurrent rename; the check names the clash first.
  const row = await platform.events.transaction((tx) => renameLabel(tx, actor.id, id, labelName));
  if (!row) throw conflict(m.labelExists);
  return { message: m.labelUpdated, data: { id: row.id, label_name: row.label_name } };
}

/** DELETE /network-labels/{id}: the label leaves every prospect that carried it. */
export async function removeLabel(platform: Platform, actor: Actor, id: number) {
  await labelAccess.require(platform.db, actor, 'use', id);
  await platform.events.transaction((tx) => deleteLabel(tx, id));
  return { message: m.labelDeleted };
}

/** GET /network-conversations?network_id= : the notes thread of one prospect, oldest first. */
export async function listNotes(platform: Platform, actor: Actor, prospectId: number) {
  await prospectAccess.require(platform.db, actor, 'read', prospectId);
  return { data: (await notesOfProspect(platform.db, prospectId)).map(toNote) };
}

/** POST /network-conversations */
export async function addNote(platform: Platform, actor: Actor, input: { network_id: number; message: string }) {
  await prospectAccess.require(platform.db, actor, 'manage', input.network_id);
  const row = await platform.events.transaction((tx) => insertNote(tx, { network_id: input.network_id, author_id: actor.id, message: input.message }));
  return { message: m.noteSaved, data: toNote(row) };
}

/** PUT /network-conversations/{id} */
export async function editNote(platform: Platform, actor: Actor, id: number, message: string) {
  await noteAccess.require(platform.db, actor, 'manage', id);
  const row = await platform.events.transaction((tx) => updateNote(tx, id, message));
  return { message: m.noteUpdated, data: toNote(row) };
}

/** DELETE /network-conversations/{id} */
export async function removeNote(platform: Platform, actor: Actor, id: number) {
  await noteAccess.require(platform.db, actor, 'manage', id);
  await platform.events.transaction((tx) => deleteNote(tx, id));
  return { message: m.noteDeleted };
}
