import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/errors';
import { membersMayWrite, saveMembersMayWrite } from './file-manager.repository';
import { placeOf } from './file-manager.service';
import { managesProject } from './places';

/** The project whose folder holds `path`, for one of its members; anyone else meets the file manager's 404. */
async function projectAt(platform: Platform, actor: Actor, disk: string, path: string) {
  const place = await placeOf(platform, actor, disk, path);
  const project = place.kind === 'area' || place.kind === 'task-files' ? place.project : null;
  if (!project) throw notFound(m.notProjectFolder);
  return project;
}

/** GET /project-settings: whether the project's members may write in its folder, and whether I may change that. */
export async function projectSettings(platform: Platform, actor: Actor, query: { disk: string; path: string }) {
  const project = await projectAt(platform, actor, query.disk, query.path);
  return { result: { status: 'success' as const, message: null }, data: { project_id: project.id, members_may_write: await membersMayWrite(platform.db, project.id), can_change: managesProject(project) } };
}

/** POST /project-settings: the realtor running the project lets its members write in its folder, or stops them. */
export async function changeProjectSettings(platform: Platform, actor: Actor, body: { disk: string; path: string; members_may_write: boolean }) {
  const project = await projectAt(platform, actor, body.disk, body.path);
  if (!managesProject(project)) throw new AppError(403, m.projectSettingsDenied);
  await platform.events.transaction((tx) => saveMembersMayWrite(tx, project.id, body.members_may_write));
  const message = body.members_may_write ? m.membersMayWriteOn : m.membersMayWriteOff;
  return { result: { status: 'success' as const, message }, data: { project_id: project.id, members_may_write: body.members_may_write, can_change: true } };
}
