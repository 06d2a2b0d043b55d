import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { TeamMember } from '@openhouse/shared/projects/project-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { findPeople, findPublicProfile, hasRole } from '../accounts/people';
import { prospectsOfProject } from '../network/network.queries';
import { projectAccess } from './projects.access';
import { addProjectRealtors, findProjectByUuid, projectOptionsFor, removeProjectRealtor, sellerIdsOf } from './projects.repository';
import { projectDetail } from './projects.service';
import { personRef } from './project-views';

/** Realtors (or agents) among these ids; any other id is refused by name. */
async function requireRealtors(platform: Platform, ids: readonly number[], ownerId: number): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(ownerId)) throw invalidField('realtor_ids', m.ownerIsRealtor);
  for (const id of unique) {
    const isRealtor = (await hasRole(platform.db, id, 'Realtor')) || (await hasRole(platform.db, id, 'Agent'));
    if (!isRealtor) throw invalidField('realtor_ids', m.realtorNotFound);
  }
  return unique;
}

/** POST /project-realtors and /project-realtors-add: only the owner chooses who runs the project with them. */
export async function addRealtors(platform: Platform, actor: Actor, projectId: number, realtorIds: readonly number[]) {
  const project = await projectAccess.require(platform.db, actor, 'own', projectId);
  const ids = await requireRealtors(platform, realtorIds, project.realtor_id);
  await platform.events.transaction((tx) => addProjectRealtors(tx, project.id, ids));
  return { message: ids.length > 1 ? m.realtorsAdded : m.realtorAdded, data: await projectDetail(platform, actor, project.id) };
}

/** DELETE /project-realtors/{realtorId}?project_id= */
export async function removeRealtor(platform: Platform, actor: Actor, projectId: number, realtorId: number) {
  const project = await projectAccess.require(platform.db, actor, 'own', projectId);
  const removed = await platform.events.transaction((tx) => removeProjectRealtor(tx, project.id, realtorId));
  if (!removed) throw notFound(m.realtorNotFound);
  return { message: m.realtorRemoved, data: await projectDetail(platform, actor, project.id) };
}

/** GET /project-teams?project_id=: owner, realtors, seller and the vendors assigned to its tasks. */
export async function projectTeam(platform: Platform, actor: Actor, projectId: number): Promise<{ data: TeamMember[] }> {
  const project = await projectAccess.require(platform.db, actor, 'read', projectId);
  const roles: [number, TeamMember['team_role']][] = [
    [project.realtor_id, 'owner'],
    ...project.realtor_ids.map((id): [number, TeamMember['team_role']] => [id, 'realtor']),
    ...(project.seller_id ? [[project.seller_id, 'seller'] as [number, TeamMember['team_role']]] : []),
    ...project.vendor_ids.map((id): [number, TeamMember['team_role']] => [id, 'vendor']),
  ];
  const people = new Map((await findPeople(platform.db, roles.map(([id]) => id))).map((person) => [person.id, person]));
  const seen = new Set<number>();
  const data: TeamMember[] = [];
  for (const [id, team_role] of roles) {
    const person = people.get(id);
    if (!person || seen.has(id)) continue;
    seen.add(id);
    data.push({ ...personRef(person), team_role });
  }
  return { data };
}

/**
 * GET /project-prospects/{id}: the prospects attached to the project (by hand or through its capture page).
 * Their contact details are the realtors' network: those who run the project see them, its seller does not.
 */
export async function projectProspects(platform: Platform, actor: Actor, projectId: number) {
  await projectAccess.require(platform.db, actor, 'manage', projectId);
  return { data: await prospectsOfProject(platform.db, projectId) };
}

/** GET /project/seller_list and /seller-list?search=: the sellers of the realtor's projects. */
export async function sellerList(platform: Platform, actor: Actor, search?: string) {
  const needle = search?.trim().toLowerCase() ?? '';
  const sellers = await findPeople(platform.db, await sellerIdsOf(platform.db, actor.id));
  const matching = sellers.filter((seller) => !needle || seller.name.toLowerCase().includes(needle) || seller.email.includes(needle));
  return { data: matching.sort((a, b) => a.name.localeCompare(b.name)).map(personRef) };
}

/** GET /task/project_list */
export async function projectOptions(platform: Platform, actor: Actor) {
  const rows = await projectOptionsFor(platform.db, actor.id);
  return { data: rows.map((row) => ({ id: row.id, uuid: row.uuid, property_address: row.property_address, status: row.status })) };
}

/** GET /project-details?uuid= (public): the address and image only, for the public pages. */
export async function publicProject(platform: Platform, uuid: string) {
  const project = await findProjectByUuid(platform.db, uuid);
  if (!project) throw notFound(m.projectNotFound);
  return { data: { uuid: project.uuid, property_address: project.property_address, city: project.city, state: project.state, image_path: project.image_path } };
}

/** GET /user-details/{id} (public): realtors and agents only; anyone else is not found. */
export async function publicUser(platform: Platform, id: number) {
  const profile = await findPublicProfile(platform.db, id);
  const isRealtor = profile && ((await hasRole(platform.db, id, 'Realtor')) || (await hasRole(platform.db, id, 'Agent')));
  if (!profile || !isRealtor) throw notFound(m.userNotFound);
  return { data: { id: profile.id, uuid: profile.uuid, user_name: profile.user_name, name: profile.name, email: profile.email, phone: profile.phone, picture: profile.picture } };
}
