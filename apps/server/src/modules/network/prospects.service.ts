import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { ProspectInput, ProspectListQuery } from '@openhouse/shared/network/network-schemas';
import { toPage } from '@openhouse/shared/http/pagination';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { projectsRunBy } from '../projects/projects.queries';
import { labelAccess, prospectAccess } from './network.access';
import { toProspect, toProspects } from './network.mappers';
import { addProspectLabels, deleteProspect, insertProspects, pageProspects, prospectsWithLabel, setProspectLabels, updateProspect } from './network.repository';

/** The labels must be the realtor's own, the project one they run; anything else is not found (404). */
async function checkReferences(db: Db, actor: Actor, input: Pick<ProspectInput, 'label_ids' | 'project_id'>): Promise<void> {
  await labelAccess.requireEach(db, actor, 'use', input.label_ids);
  if (input.project_id !== null && (await projectsRunBy(db, actor.id, [input.project_id])).length === 0) throw notFound(m.projectNotFound);
}

const fieldsOf = (input: ProspectInput) => ({
  name: input.name,
  user_name: input.user_name,
  email: input.email,
  phone: input.phone,
  role_ids: [...new Set(input.role)],
  project_id: input.project_id,
});

/** POST /network */
export async function createProspect(platform: Platform, actor: Actor, input: ProspectInput) {
  await checkReferences(platform.db, actor, input);
  const row = await platform.events.transaction(async (tx) => {
    const [created] = await insertProspects(tx, [{ ...fieldsOf(input), realtor_id: actor.id, source: 'manual' }]);
    await setProspectLabels(tx, created!.id, input.label_ids);
    return created!;
  });
  return { message: m.prospectSaved, data: await toProspect(platform.db, row) };
}

/** GET /network/{id} */
export async function readProspect(platform: Platform, actor: Actor, id: number) {
  const row = await prospectAccess.require(platform.db, actor, 'read', id);
  return { data: await toProspect(platform.db, row) };
}

/** PUT /network/{id}: every field of the modal; its labels are replaced by the ones sent. */
export async function editProspect(platform: Platform, actor: Actor, id: number, input: ProspectInput) {
  await prospectAccess.require(platform.db, actor, 'manage', id);
  await checkReferences(platform.db, actor, input);
  await platform.events.transaction(async (tx) => {
    await updateProspect(tx, id, fieldsOf(input));
    await setProspectLabels(tx, id, input.label_ids);
  });
  return { message: m.prospectUpdated, data: await toProspect(platform.db, await prospectAccess.require(platform.db, actor, 'read', id)) };
}

/** DELETE /network/{id}: its labels and notes go with it. */
export async function removeProspect(platform: Platform, actor: Actor, id: number) {
  await prospectAccess.require(platform.db, actor, 'manage', id);
  await platform.events.transaction((tx) => deleteProspect(tx, id));
  return { message: m.prospectDeleted };
}

/** GET /prospects: the realtor's own prospects, filtered and paged. */
export async function listProspects(platform: Platform, actor: Actor, query: ProspectListQuery) {
  if (query.label_id !== undefined) await labelAccess.require(platform.db, actor, 'use', query.label_id);
  const { rows, total } = await pageProspects(platform.db, actor.id, query);
  return toPage(await toProspects(platform.db, rows), total, query);
}

/** GET /fetch-users-by-label/{id}: the prospects carrying one of the realtor's labels (for campaigns). */
export async function prospectsByLabel(platform: Platform, actor: Actor, labelId: number) {
  await labelAccess.require(platform.db, actor, 'use', labelId);
  return { data: await toProspects(platform.db, await prospectsWithLabel(platform.db, labelId, 1000)) };
}

/** POST /prospects/labels: the list's bulk action; every prospect and label must be the realtor's. */
export async function labelProspects(platform: Platform, actor: Actor, input: { prospect_ids: number[]; label_ids: number[] }) {
  await prospectAccess.requireEach(platform.db, actor, 'manage', input.prospect_ids);
  await labelAccess.requireEach(platform.db, actor, 'use', input.label_ids);
  await platform.events.transaction((tx) => addProspectLabels(tx, [...new Set(input.prospect_ids)], [...new Set(input.label_ids)]));
  return { message: m.labelsApplied };
}
