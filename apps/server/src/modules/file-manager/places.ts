import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { joinPath } from '@openhouse/shared/file-manager/paths';
import { PROJECTS_FOLDER, TASK_FILES_FOLDER } from '@openhouse/shared/file-manager/rules';
import { isStaff } from '@openhouse/shared/roles/roles';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { memberProject, type MemberProject } from '../projects/projects.queries';
import { membersMayWrite } from './file-manager.repository';

/** Each caller has one disk (docs/DECISIONS.md, File manager): their own files, and their projects' folders under Projects/. */
export const DISK = 'my-files';

/**
 * Where a path of the caller's disk leads. `area` places are stored trees (a realtor's own files, a project's
 * folder); the others are drawn from other records and are read-only.
 */
export type Place =
  | { kind: 'root' }
  | { kind: 'projects' }
  | { kind: 'area'; area: string; rel: string; prefix: string; writable: boolean; project: MemberProject | null }
  | { kind: 'task-files'; project: MemberProject; rel: string; prefix: string };

const MANAGING = ['owner', 'realtor', 'admin'];
// Characters a folder name may not hold (docs/DECISIONS.md, File manager): an address is free text.
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f<>:"|?*\\/%]/g; // eslint-disable-line no-control-regex -- stripping controls is the point

/** A project's folder name: its street address, made safe, and its id, so two projects on one street stay apart. */
export function projectFolderName(project: Pick<MemberProject, 'id' | 'property_address'>): string {
  const street = (project.property_address.split(',')[0] ?? '').replace(UNSAFE_IN_NAME, ' ').replace(/\s+/g, ' ').replace(/^[.\s]+/, '').trim().slice(0, 80);
  return `${street || 'Project'} (${project.id})`;
}

export const ownArea = (actor: Actor) => `user:${actor.id}`;
export const projectArea = (projectId: number) => `project:${projectId}`;
export const hasOwnFiles = (actor: Actor) => isStaff(actor.roles);

export const managesProject = (project: MemberProject) => project.relations.some((relation) => MANAGING.includes(relation));


async function projectPlace(db: Db, actor: Actor, folder: string, rest: string[]): Promise<Place> {
  const id = /\((\d{1,9})\)$/.exec(folder)?.[1];
  const project = id ? await memberProject(db, actor, Number(id)) : null;
  // Another's project, or a folder name that is not this project's own: the same 404, so ids cannot be probed.
  if (!project || project.relations.length === 0 || projectFolderName(project) !== folder) throw notFound(m.notFound);
  const prefix = joinPath(PROJECTS_FOLDER, folder);
  if (rest[0] === TASK_FILES_FOLDER) return { kind: 'task-files', project, rel: rest.slice(1).join('/'), prefix: joinPath(prefix, TASK_FILES_FOLDER) };
  const writable = managesProject(project) || (await membersMayWrite(db, project.id));
  return { kind: 'area', area: projectArea(project.id), rel: rest.join('/'), prefix, writable, project };
}

/** The caller's own tree at the root of their disk (staff only; others have only Projects/ there). */
export function ownRootPlace(actor: Actor): Place {
  return hasOwnFiles(actor) ? { kind: 'area', area: ownArea(actor), rel: '', prefix: '', writable: true, project: null } : { kind: 'root' };
}

/** Resolves checked segments of the caller's disk; anything outside what the caller may see is a 404. */
export async function resolvePlace(db: Db, actor: Actor, segments: string[]): Promise<Place> {
  if (segments.length === 0) return { kind: 'root' };
  const [first, second, ...rest] = segments as [string, ...string[]];
  if (first === PROJECTS_FOLDER) return second === undefined ? { kind: 'projects' } : projectPlace(db, actor, second, rest);
  if (!hasOwnFiles(actor)) throw notFound(m.notFound);
  return { kind: 'area', area: ownArea(actor), rel: segments.join('/'), prefix: '', writable: true, project: null };
}
