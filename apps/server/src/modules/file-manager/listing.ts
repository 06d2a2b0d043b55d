import type { DirectoryItem, FileItem } from '@openhouse/shared/file-manager/file-manager-schemas';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { baseName, extensionOf, freeName, joinPath, parentOf } from '@openhouse/shared/file-manager/paths';
import { PAGE_SIZE, PROJECTS_FOLDER, TASK_FILES_FOLDER } from '@openhouse/shared/file-manager/rules';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { projectsOfMember, taskFilesOfProject, type MemberProject, type ProjectTaskFile } from '../projects/projects.queries';
import { findEntry, foldersWithSubfolders, pageChildren, type EntryRow } from './file-manager.repository';
import { hasOwnFiles, ownArea, projectFolderName, type Place } from './places';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function directoryItem(path: string, options: { timestamp?: Date | null; hasSubdirectories: boolean; writable: boolean }): DirectoryItem {
  return {
    type: 'dir',
    path,
    basename: baseName(path),
    dirname: parentOf(path),
    timestamp: seconds(options.timestamp ?? null),
    acl: options.writable ? 2 : 1,
    props: { hasSubdirectories: options.hasSubdirectories },
  };
}

export function fileItem(path: string, file: { size: number; updated: Date | null; mime: string | null; writable: boolean }): FileItem {
  const basename = baseName(path);
  const extension = extensionOf(basename);
  return {
    type: 'file',
    path,
    basename,
    dirname: parentOf(path),
    filename: extension ? basename.slice(0, -(extension.length + 1)) : basename,
    extension,
    size: file.size,
    timestamp: seconds(file.updated),
    acl: file.writable ? 2 : 1,
    mime_type: file.mime,
  };
}

export const fileRowItem = (prefix: string, row: EntryRow, writable: boolean): FileItem =>
  fileItem(joinPath(prefix, row.path), { size: row.size, updated: row.updated_at, mime: row.mime_type, writable });

export const dirRowItem = (prefix: string, row: EntryRow, writable: boolean, hasSubdirectories = false): DirectoryItem =>
  directoryItem(joinPath(prefix, row.path), { timestamp: row.updated_at, hasSubdirectories, writable });

export function entryItem(prefix: string, row: EntryRow, writable: boolean, hasSubdirectories = false): DirectoryItem | FileItem {
  return row.kind === 'dir' ? dirRowItem(prefix, row, writable, hasSubdirectories) : fileRowItem(prefix, row, writable);
}

/** The task-files folder of a project: one folder per task with files, each file under a name unique in it. */
export async function taskFileFolders(db: Db, project: MemberProject): Promise<Map<string, Map<string, ProjectTaskFile>>> {
  const folders = new Map<string, Map<string, ProjectTaskFile>>();
  for (const file of await taskFilesOfProject(db, project.id)) {
    const folder = projectFolderName({ id: file.task_id, property_address: file.task_title });
    const files = folders.get(folder) ?? new Map<string, ProjectTaskFile>();
    files.set(freeName(file.name, new Set(files.keys()), true), file);
    folders.set(folder, files);
  }
  return folders;
}

/** A file of a project's task-files folder, by its path inside that folder. */
export async function findTaskFile(db: Db, project: MemberProject, rel: string): Promise<ProjectTaskFile | null> {
  const [folder, name, ...deeper] = rel.split('/');
  if (!folder || !name || deeper.length > 0) return null;
  return (await taskFileFolders(db, project)).get(folder)?.get(name) ?? null;
}

export type Listing = { directories: DirectoryItem[]; files: FileItem[]; total: number };
export type Paging = { page: number; perPage: number; directoriesOnly?: boolean };

/** The folder must exist: the root of an area, or a folder in it (a file or nothing is a 404). */
async function requireFolder(db: Db, area: string, rel: string): Promise<void> {
  if (rel === '') return;
  const entry = await findEntry(db, area, rel);
  if (!entry || entry.kind !== 'dir') throw notFound(m.notFound);
}

async function listArea(db: Db, place: Extract<Place, { kind: 'area' }>, paging: Paging, virtual: DirectoryItem[]): Promise<Listing> {
  await requireFolder(db, place.area, place.rel);
  const { rows, total } = await pageChildren(db, place.area, place.rel, {
    offset: (paging.page - 1) * paging.perPage,
    limit: paging.perPage,
    kind: paging.directoriesOnly ? 'dir' : undefined,
  });
  const withSubfolders = await foldersWithSubfolders(db, place.area, rows.filter((row) => row.kind === 'dir').map((row) => row.path));
  const items = rows.map((row) => entryItem(place.prefix, row, place.writable, withSubfolders.has(row.path)));
  const shown = paging.page === 1 ? virtual : [];
  return {
    directories: [...shown, ...items.filter((item): item is DirectoryItem => item.type === 'dir')],
    files: items.filter((item): item is FileItem => item.type === 'file'),
    total: total + virtual.length,
  };
}

function listTaskFiles(folders: Map<string, Map<string, ProjectTaskFile>>, place: Extract<Place, { kind: 'task-files' }>, directoriesOnly: boolean): Listing {
  if (place.rel === '') {
    const directories = [...folders.keys()].sort((a, b) => a.localeCompare(b)).map((name) => directoryItem(joinPath(place.prefix, name), { hasSubdirectories: false, writable: false }));
    return { directories, files: [], total: directories.length };
  }
  const files = place.rel.includes('/') ? undefined : folders.get(place.rel);
  if (!files) throw notFound(m.notFound);
  const items = directoriesOnly
    ? []
    : [...files.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, file]) => fileItem(joinPath(place.prefix, place.rel, name), { size: file.size, updated: file.created_at, mime: file.mime_type, writable: false }));
  return { directories: [], files: items, total: items.length };
}

/** One page of a folder of the caller's disk, sorted by name ascending on the server. */
export async function listPlace(db: Db, actor: Actor, place: Place, paging: Paging = { page: 1, perPage: PAGE_SIZE }): Promise<Listing> {
  switch (place.kind) {
    case 'root': {
      const projects = directoryItem(PROJECTS_FOLDER, { hasSubdirectories: true, writable: false });
      if (!hasOwnFiles(actor)) return { directories: [projects], files: [], total: 1 };
      return listArea(db, { kind: 'area', area: ownArea(actor), rel: '', prefix: '', writable: true, project: null }, paging, [projects]);
    }
    case 'projects': {
      const directories = (await projectsOfMember(db, actor))
        .map((project) => directoryItem(joinPath(PROJECTS_FOLDER, projectFolderName(project)), { hasSubdirectories: true, writable: false }))
        .sort((a, b) => a.basename.localeCompare(b.basename));
      return { directories, files: [], total: directories.length };
    }
    case 'area': {
      const taskFiles = place.project && place.rel === '' ? [directoryItem(joinPath(place.prefix, TASK_FILES_FOLDER), { hasSubdirectories: true, writable: false })] : [];
      return listArea(db, place, paging, taskFiles);
    }
    case 'task-files':
      return listTaskFiles(await taskFileFolders(db, place.project), place, paging.directoriesOnly ?? false);
  }
}
